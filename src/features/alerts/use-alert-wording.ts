import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { accountsQuery } from '../../api/queries/reference-queries.ts';
import { useScreenText } from '../../components/presentation/use-screen-text.ts';
import { cashTodayQuery } from '../../api/queries/summary-queries.ts';
import { today } from '../../browser/page-meta.ts';
import { onPinnedCalendar } from '../../browser/pinned-calendar.ts';
import { HIDDEN_TEXT } from '../../core/hidden-text.ts';
import { weekdayNamer, whenFormatter, type Wording } from './alert-words.ts';
import { useShownAccounts } from '../../components/presentation/use-shown-accounts.ts';

/**
 * The page's wording: times in the workspace's zone, money in its currency (masked while
 * presenting), accounts by name. The accounts are asked for only when a rule or the form names
 * one: the team's upstream budget is not spent on a page that does not need them.
 */
export function useAlertWording(timeZone: string, needsAccounts: boolean): Wording {
  const screen = useScreenText();
  // The same question the header asks for the workspace currency on this page: answered once for both.
  const currency = useQuery(cashTodayQuery(today())).data?.currency;
  const accounts = useQuery({ ...accountsQuery(), enabled: needsAccounts });
  const shown = useShownAccounts();
  return useMemo(() => {
    const names = new Map(shown(accounts.data?.items ?? []).map((account) => [account.id, account.name]));
    return {
      // Until the currency is known, the amount as the API writes it; hidden while presenting.
      money: (amount) => (currency ? screen.money(amount, currency) : screen.masked ? HIDDEN_TEXT : amount),
      accountName: (id) => names.get(id),
      // The workspace's moments on the demo's calendar when it pins its today, like the figures.
      when: onPinnedDates(whenFormatter(timeZone, undefined, new Date(`${today()}T12:00`))),
      weekday: weekdayNamer(),
    };
  }, [accounts.data, currency, screen, shown, timeZone]);
}

function onPinnedDates(format: (iso: string) => string): (iso: string) => string {
  return (iso) => format(onPinnedCalendar(iso).toISOString());
}

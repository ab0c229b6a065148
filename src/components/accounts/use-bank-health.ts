import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { byId } from '../../core/by-id.ts';
import { accountsQuery, referenceListQuery } from '../../api/queries/reference-queries.ts';
import { today } from '../../browser/page-meta.ts';
import { healthReferenceTime } from './bank-health.ts';
import { toHealthNotices } from './to-health-notices.ts';
import { useScreenText } from '../presentation/use-screen-text.ts';

/** Accounts and banks (two requests, shared with the filter bar), the notices they call for, and the moment judged at. */
export function useAccountsAndBanks() {
  const accounts = useQuery(accountsQuery());
  const banks = useQuery(referenceListQuery('banks'));
  // The clock is read once, when the view mounts, so the notices and every badge are judged at the same moment.
  const [nowMs] = useState(() => healthReferenceTime(today(), Date.now()));
  const banksById = useMemo(() => (banks.data ? byId(banks.data.items) : undefined), [banks.data]);
  const screen = useScreenText();
  const notices = useMemo(() => {
    if (!banks.data || !accounts.data) return [];
    const bankList = banks.data.items;
    // The notices name banks and accounts in their sentences: they are written from the names the screen shows.
    const shownBanks = screen.banks(bankList);
    const shownAccounts = accounts.data.items.map((account) => ({ ...account, name: screen.account(account, bankList) }));
    return toHealthNotices(shownBanks, shownAccounts, { nowMs });
  }, [banks.data, accounts.data, nowMs, screen]);
  return { accounts, banks, banksById, notices, nowMs };
}

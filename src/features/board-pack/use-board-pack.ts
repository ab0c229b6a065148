import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { forecastsQueryFor } from '../../api/queries/forecast-queries.ts';
import { accountsQueryFor, referenceListQueryFor } from '../../api/queries/reference-queries.ts';
import { summaryQueryFor } from '../../api/queries/summary-queries.ts';
import { relationId } from '../../core/api/schemas/common.ts';
import { toGroupedRows } from '../../core/cash-flow/grouped-rows.ts';
import { today } from '../../browser/page-meta.ts';
import { useAfterFirstPaint } from '../../browser/use-after-first-paint.ts';
import { boardPackRequests } from '../../core/views/board-pack/board-pack-requests.ts';
import { loadLaterSections } from './lazy-sections.ts';
import { activityStatement } from '../../core/board-pack/activity-statement.ts';
import { keyFigures } from '../../core/board-pack/key-figures.ts';
import { connectionsBehind } from '../../core/board-pack/pack-notes.ts';
import { planVsActual } from '../../core/board-pack/plan-vs-actual.ts';
import { topCategories } from '../../core/board-pack/top-categories.ts';
import { useSectionState } from './section-state.ts';
import type { BoardPackSettings } from '../../core/views/board-pack/board-pack-settings.ts';
import { useThirteenWeeks } from './use-thirteen-weeks.ts';
import { useScreenText } from '../../components/presentation/use-screen-text.ts';

/**
 * Every figure of the pack, section by section, from three monthly summaries (balances, by
 * activity, by category), the month's forecasts, the reference lists and the runway's
 * requests: 11 requests on a cold load (bench/request-economy.ts counts them). The forecast lists
 * (about 95 kB, for the plan and the 13 weeks, below the first screen) and the later sections' code
 * are asked once the pack's first screen is painted, not beside the code it waits for
 * (src/core/views/first-requests.ts).
 */
export function useBoardPack(settings: BoardPackSettings) {
  const { windows, scope } = settings;
  const requests = boardPackRequests(settings);
  const painted = useAfterFirstPaint();
  useEffect(() => {
    if (painted) loadLaterSections();
  }, [painted]);
  const balances = useQuery(summaryQueryFor(requests.balances));
  const activities = useQuery(summaryQueryFor(requests.activities));
  const categories = useQuery(summaryQueryFor(requests.categories));
  const forecasts = useQuery({ ...forecastsQueryFor(requests.forecasts), enabled: painted });
  const categoryList = useQuery(referenceListQueryFor(requests.categoryList));
  const accounts = useQuery(accountsQueryFor(requests.accounts));
  const banks = useQuery(referenceListQueryFor(requests.banks));
  const figures = useSectionState([balances], (data) => ({ figures: keyFigures(data.rows, windows), summary: data }), settings);
  const statement = useSectionState(
    [balances, activities],
    (balance, activity) => activityStatement(toGroupedRows(activity.rows), windows, keyFigures(balance.rows, windows)),
    settings,
  );
  const top = useSectionState(
    [categories],
    (data) => topCategories(toGroupedRows(data.rows), windows.month.from, windows.comparison.from),
    settings,
  );
  const plan = useSectionState(
    [categories, forecasts],
    (actuals, planned) =>
      planVsActual({
        month: windows.month,
        actuals: toGroupedRows(actuals.rows),
        forecasts: planned.items.map((forecast) => ({
          date: forecast.date,
          amount: forecast.amount,
          currency: forecast.currency,
          category: relationId(forecast.category),
        })),
        currency: actuals.currency,
        today: today(),
      }),
    settings,
  );
  const screen = useScreenText();
  const screenSettings = useMemo(() => ({ settings, screen }), [settings, screen]);
  const freshness = useSectionState(
    [accounts, banks],
    (accountList, bankList) => {
      // Named in the header's and the notes' sentences: as the screen shows them.
      const shownBanks = screen.banks(bankList.items);
      const shownAccounts = accountList.items.map((account) => ({ ...account, name: screen.account(account, bankList.items) }));
      return {
        behind: connectionsBehind({ accounts: shownAccounts, banks: shownBanks, month: windows.month, today: today(), scope }),
        accounts: shownAccounts,
        banks: shownBanks,
      };
    },
    screenSettings,
  );
  const categoryName = useMemo(() => {
    const names = new Map((categoryList.data?.items ?? []).map((category) => [category.id, category.name]));
    return (id: string) => names.get(id) ?? (categoryList.isPending ? '…' : `Unknown category ${id.slice(0, 8)}`);
  }, [categoryList.data, categoryList.isPending]);
  return { figures, statement, top, plan, freshness, weeks: useThirteenWeeks({ enabled: painted }), categoryName };
}

export type BoardPack = ReturnType<typeof useBoardPack>;

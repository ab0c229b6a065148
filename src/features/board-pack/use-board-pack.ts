import { useQuery } from '@tanstack/react-query';
import { forecastsInWindowQuery } from '../../api/queries/forecast-queries.ts';
import { accountsQuery, referenceListQuery } from '../../api/queries/reference-queries.ts';
import { summaryQuery } from '../../api/queries/summary-queries.ts';
import type { SummaryGrouping } from '../../api/schemas/summary.ts';
import { relationId } from '../../api/schemas/common.ts';
import { toGroupedRows } from '../../lib/cash-flow/grouped-rows.ts';
import type { DateWindow } from '../../lib/date-window.ts';
import { today } from '../../lib/page-meta.ts';
import { activityStatement } from './model/activity-statement.ts';
import { keyFigures } from './model/key-figures.ts';
import { connectionsBehind } from './model/pack-notes.ts';
import { planVsActual } from './model/plan-vs-actual.ts';
import { topCategories } from './model/top-categories.ts';
import { sectionState } from './section-state.ts';
import type { BoardPackSettings } from './use-board-pack-settings.ts';
import { useThirteenWeeks } from './use-thirteen-weeks.ts';

/**
 * Every figure of the pack, section by section, from three monthly summaries (balances, by
 * activity, by category), the month's forecasts, the reference lists and the runway's
 * requests: 11 requests on a cold load (bench/request-economy.ts counts them).
 */
export function useBoardPack(settings: BoardPackSettings) {
  const { windows, scope, currency } = settings;
  const summary = (window: DateWindow, groupBy?: SummaryGrouping) => summaryQuery({ ...scope, ...window, interval: 'month', group_by: groupBy, currency });
  const balances = useQuery(summary(windows.balances));
  const activities = useQuery(summary(windows.activities, 'activity'));
  const categories = useQuery(summary(windows.categories, 'category'));
  const forecasts = useQuery(forecastsInWindowQuery(windows.month));
  const categoryList = useQuery(referenceListQuery('categories'));
  const accounts = useQuery(accountsQuery());
  const banks = useQuery(referenceListQuery('banks'));
  const figures = sectionState([balances], (data) => ({ figures: keyFigures(data.rows, windows), summary: data }));
  const statement = sectionState([balances, activities], (balance, activity) =>
    activityStatement(toGroupedRows(activity.rows), windows, keyFigures(balance.rows, windows)),
  );
  const top = sectionState([categories], (data) => topCategories(toGroupedRows(data.rows), windows.month.from, windows.comparison.from));
  const plan = sectionState([categories, forecasts], (actuals, planned) =>
    planVsActual({
      month: windows.month,
      actuals: toGroupedRows(actuals.rows),
      forecasts: planned.items.map((forecast) => ({ date: forecast.date, amount: forecast.amount, currency: forecast.currency, category: relationId(forecast.category) })),
      currency: actuals.currency,
      today: today(),
    }),
  );
  const freshness = sectionState([accounts, banks], (accountList, bankList) => ({
    behind: connectionsBehind({ accounts: accountList.items, banks: bankList.items, month: windows.month, today: today(), scope }),
    accounts: accountList.items,
    banks: bankList.items,
  }));
  const names = new Map((categoryList.data?.items ?? []).map((category) => [category.id, category.name]));
  const categoryName = (id: string) => names.get(id) ?? (categoryList.isPending ? '…' : `Unknown category ${id.slice(0, 8)}`);
  return { figures, statement, top, plan, freshness, weeks: useThirteenWeeks(), categoryName };
}

export type BoardPack = ReturnType<typeof useBoardPack>;

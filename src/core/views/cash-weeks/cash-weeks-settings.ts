import { toggledIds } from '../../url-state/toggled-ids.ts';
import type { MoneyUnits } from '../../money-units.ts';
import { parseMoney } from '../../money.ts';
import { defaultRunwaySettings } from '../../runway/runway-settings.ts';
import type { ParsedSearch } from '../../url-state/parse-search.ts';
import type { cashWeeksSearchFields } from './cash-weeks-search.ts';

export type CashWeeksViewSettings = {
  /** The cash level not to go below, in cents; null when the link sets none. */
  minCash: bigint | null;
  /** Late forecasts counted in this week, as the runway's setting says. */
  countLate: boolean;
  /** The earlier version compared with, or null for none. */
  versionId: string | null;
  /** Top-level categories opened to their children. */
  expanded: ReadonlySet<string>;
  /** The position (0 to 2) of the link's scenario the table shows, or null for the base case. */
  scenarioIndex: number | null;
  /** How the table writes its figures; exact cents stay in each figure's tooltip, the workbook and the print's details. */
  units: MoneyUnits;
  /** This week's actual part so far written under each of this week's figures: asked for, not shown by default. */
  showActuals: boolean;
};

/** The view's settings from its parsed search, once, with the runway's defaults where the link names none. */
export function cashWeeksSettings(search: ParsedSearch<typeof cashWeeksSearchFields>): CashWeeksViewSettings {
  return {
    minCash: search.min_cash === undefined ? defaultRunwaySettings.minCash : parseMoney(search.min_cash),
    countLate: search.overdue === undefined ? defaultRunwaySettings.countLate : search.overdue === 'include',
    versionId: search.version ?? null,
    expanded: new Set(search.expand ?? []),
    scenarioIndex: search.scenario === undefined ? null : search.scenario - 1,
    units: search.units ?? 'thousands',
    showActuals: search.actuals === 'shown',
  };
}

/** The `expand` parameter with one category opened or closed; undefined when none stays open. */
export const toggledExpand = toggledIds;

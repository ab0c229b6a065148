import type { DateWindow, PeriodPreset } from '../../core/date-window.ts';
import { stringifySearch } from '../../core/url-state/search-codec.ts';

const windowParams = ['period', 'from', 'to'];

export type ShareLinks = {
  /** The same dates whenever it is opened. */
  exact: string;
  /** Resolves against the day it is opened; null when the view shows a fixed window. */
  rolling: string | null;
};

/**
 * Absolute links to the current view, built from where the reader is:
 * `shareLinks('https://x.test/reports', {account_id: [a]}, {from, to}, 'year_to_date')`
 * gives `…/reports?from=…&to=…&account_id=a` and `…/reports?period=year_to_date&account_id=a`.
 */
export function shareLinks(base: string, search: Record<string, unknown>, window: DateWindow, period: PeriodPreset | null): ShareLinks {
  const rest = Object.fromEntries(Object.entries(search).filter(([name]) => !windowParams.includes(name)));
  const url = (head: Record<string, unknown>) => `${base}${stringifySearch({ ...head, ...rest })}`;
  return {
    exact: url({ from: window.from, to: window.to }),
    rolling: period ? url({ period }) : null,
  };
}

/** The period a view is rolling on: the link's `period`, or the view's default when the link names no window. */
export function activePeriod(
  search: { period?: PeriodPreset; from?: string; to?: string },
  defaultPeriod: PeriodPreset,
): PeriodPreset | null {
  if (search.from && search.to) return null;
  return search.period ?? defaultPeriod;
}

import type { ReactNode } from 'react';
import { describeWindow, type PeriodPreset } from '../../lib/date-window.ts';
import { useFilterState } from '../../lib/url-state/use-view-search.ts';

export type FilterKind = 'window' | 'bank' | 'account' | 'category' | 'counterparty' | 'label' | 'direction';

type Props = {
  /** Which controls this view offers, in order. */
  filters: readonly FilterKind[];
  defaultPeriod: PeriodPreset;
  /** View-specific controls placed after the shared ones. */
  children?: ReactNode;
};

/** Placeholder until the full filter bar lands: shows the window only. */
export function FilterBar({ defaultPeriod, children }: Props) {
  const { window } = useFilterState(defaultPeriod);
  return (
    <div role="search" aria-label="Filters">
      <span data-filter-focus tabIndex={0}>{describeWindow(window)}</span>
      {children}
    </div>
  );
}

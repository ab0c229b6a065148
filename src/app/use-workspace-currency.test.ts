import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { summaryQuery } from '../api/queries/summary-queries.ts';
import type { Summary } from '../core/api/schemas/summary.ts';
import { echoedCurrency } from './use-workspace-currency.ts';

function answer(currency: string): Summary {
  return {
    object: 'summary',
    window: { from: '2026-11-01', to: '2026-11-20' },
    interval: 'month',
    group_by: null,
    currency,
    has_data: true,
    conversion: { converted: false, basis: null, source_currencies: [] },
    totals: { inflows: '0.00', outflows: '0.00', net: '0.00', count: 0 },
    rows: [],
  };
}

describe('echoedCurrency', () => {
  const window = { from: '2026-11-01', to: '2026-11-20', interval: 'month' } as const;

  it('reads the workspace currency from a summary asked for no currency', () => {
    const client = new QueryClient();
    client.setQueryData(summaryQuery(window).queryKey, answer('EUR'));
    expect(echoedCurrency(client.getQueryCache())).toBe('EUR');
  });

  it('ignores a summary converted to a currency the reader chose, and summaries still loading', () => {
    const client = new QueryClient();
    client.setQueryData(summaryQuery({ ...window, currency: 'USD' }).queryKey, answer('USD'));
    client.getQueryCache().build(client, { queryKey: summaryQuery({ ...window, direction: 'inflow' }).queryKey });
    expect(echoedCurrency(client.getQueryCache())).toBeUndefined();
  });
});

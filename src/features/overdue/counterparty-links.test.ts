import { describe, expect, it } from 'vitest';
import { ageLateForecasts } from './age-overdue.ts';
import { forecastsLinkSearch, transactionsLinkSearch } from './counterparty-links.ts';
import { counterparty, lateForecast } from './late-forecast-fixture.ts';

const TODAY = '2026-11-20';
const acme = counterparty('Acme', '30000000-0000-4000-8000-000000000001');
const label = '40000000-0000-4000-8000-000000000001';

function rowOf(statuses: string[]) {
  const forecasts = statuses.map((status, index) =>
    lateForecast({ status, amount: '-10.00', counterparty: acme, date: `2026-0${8 + index}-15` }),
  );
  const row = ageLateForecasts(forecasts, TODAY)[0]!.counterparties[0]!;
  return { ...row, counterpartyId: acme.id };
}

describe('forecastsLinkSearch', () => {
  it('opens the list at the oldest late month, filtered to the counterparty, its direction and its one status', () => {
    expect(forecastsLinkSearch(rowOf(['overdue', 'overdue']), 'payments', { label_id: [label] })).toEqual({
      counterparty_id: [acme.id],
      direction: 'outflow',
      view: 'list',
      month: '2026-08',
      status: 'overdue',
      category_id: undefined,
      label_id: [label],
    });
  });

  it('leaves the status open when overdue and partial forecasts are mixed', () => {
    expect(forecastsLinkSearch(rowOf(['overdue', 'partial']), 'payments', {}).status).toBeUndefined();
  });
});

describe('transactionsLinkSearch', () => {
  it('shows what moved since the oldest late forecast was due, up to today', () => {
    expect(transactionsLinkSearch(rowOf(['partial']), 'receipts', {}, TODAY)).toMatchObject({
      counterparty_id: [acme.id],
      direction: 'inflow',
      from: '2026-08-15',
      to: TODAY,
    });
  });
});

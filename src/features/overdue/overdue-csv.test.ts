import { describe, expect, it } from 'vitest';
import { ageLateForecasts } from './age-overdue.ts';
import { counterparty, lateForecast } from './late-forecast-fixture.ts';
import { overdueCsv, overdueFileName } from './overdue-csv.ts';

const TODAY = '2026-11-20';
const acme = counterparty('=Acme, Ltd', '30000000-0000-4000-8000-000000000001');

describe('overdueCsv', () => {
  const csv = overdueCsv(
    ageLateForecasts(
      [
        lateForecast({ date: '2026-11-10', amount: '1000.10', counterparty: acme }),
        lateForecast({ date: '2026-07-01', amount: '0.20', counterparty: acme }),
        lateForecast({ date: '2026-10-01', amount: '5.00' }),
        lateForecast({ date: '2026-11-01', amount: '-18175.02', counterparty: acme }),
      ],
      TODAY,
    ),
  );
  const lines = csv.trimEnd().split('\r\n');

  it('writes each counterparty, then "No counterparty", then each side\'s total, with exact Money strings', () => {
    expect(lines).toEqual([
      'side,currency,counterparty_id,counterparty,days_1_30,days_31_60,days_61_90,days_over_90,total,forecasts,oldest_date',
      `receipts,EUR,${acme.id},"'=Acme, Ltd",1000.10,0.00,0.00,0.20,1000.30,2,2026-07-01`,
      'receipts,EUR,,No counterparty,0.00,5.00,0.00,0.00,5.00,1,2026-10-01',
      'receipts,EUR,,Total late receipts,1000.10,5.00,0.00,0.20,1005.30,3,',
      `payments,EUR,${acme.id},"'=Acme, Ltd",-18175.02,0.00,0.00,0.00,-18175.02,1,2026-11-01`,
      'payments,EUR,,Total late payments,-18175.02,0.00,0.00,0.00,-18175.02,1,',
    ]);
  });

  it('names the file after the day the book was aged', () => {
    expect(overdueFileName(TODAY)).toBe('overdue_2026-11-20.csv');
  });
});

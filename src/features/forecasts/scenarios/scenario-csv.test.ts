import { describe, expect, it } from 'vitest';
import { scenarioCsv } from './scenario-csv.ts';

describe('scenarioCsv', () => {
  it('writes each month with the base case, then each scenario and its difference, as exact decimals', () => {
    const rows = [
      { month: '2026-11', date: '2026-11-30', base: 6_151_780_40n, scenarios: [{ balance: 6_132_736_48n, difference: -19_043_92n }] },
      { month: '2026-12', date: '2026-12-31', base: 100n, scenarios: [{ balance: 250n, difference: 150n }] },
    ];
    expect(scenarioCsv(rows, ['=Late, customers'], 'EUR')).toBe(
      [
        'Date,Currency,Base case,"\'=Late, customers","\'=Late, customers against base case"',
        '2026-11-30,EUR,6151780.40,6132736.48,-19043.92',
        '2026-12-31,EUR,1.00,2.50,1.50',
        '',
      ].join('\r\n'),
    );
  });

  it('defuses a scenario name that hides a formula after a list separator (issue 30, item 9)', () => {
    const rows = [{ month: '2026-11', date: '2026-11-30', base: 100n, scenarios: [{ balance: 100n, difference: 0n }] }];
    expect(scenarioCsv(rows, ['x;=1+1;'], 'EUR').split('\r\n')[0]).toBe("Date,Currency,Base case,x;'=1+1;,x;'=1+1; against base case");
  });
});

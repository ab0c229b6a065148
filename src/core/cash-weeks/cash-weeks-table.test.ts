import { describe, expect, it } from 'vitest';
import { cashWeeksTable } from './cash-weeks-table.ts';
import { actualRow, answersOf, categories, expected, PEOPLE, RENT, SALARIES, SALES, SERVICES, TODAY } from './cash-weeks-fixtures.ts';
import type { CashWeeksTable } from './table-model.ts';
import { aDaySummary } from '../api/testing/summary-fixtures.ts';
import { anAccount } from '../api/testing/account-fixtures.ts';

const settings = { today: TODAY, countLate: false, minCash: null };
const row = (table: CashWeeksTable, key: string) => table.rows.find((each) => each.key === key)!;

/** Every column adds up: the invariants the view, the workbook and the versions rely on. */
function expectColumnsAddUp(table: CashWeeksTable) {
  const top = (kind: string, week: number) =>
    table.rows.filter((each) => each.kind === kind && each.depth === 0).reduce((sum, each) => sum + each.cells[week]!, 0n);
  for (let week = 0; week < 13; week++) {
    expect(top('receipt_category', week)).toBe(row(table, 'receipts_total').cells[week]);
    expect(top('disbursement_category', week)).toBe(row(table, 'disbursements_total').cells[week]);
    expect(row(table, 'receipts_total').cells[week]! + row(table, 'disbursements_total').cells[week]!).toBe(row(table, 'net').cells[week]);
    expect(row(table, 'opening').cells[week]! + row(table, 'net').cells[week]!).toBe(row(table, 'closing').cells[week]);
    if (week > 0) expect(row(table, 'opening').cells[week]).toBe(row(table, 'closing').cells[week - 1]);
  }
  for (const each of table.rows) if (each.total !== null) expect(each.total).toBe(each.cells.reduce((sum, cell) => sum + cell, 0n));
}

describe('cashWeeksTable', () => {
  it('places forecasts in their Monday-to-Sunday week, children under their parent, and every column adds up', () => {
    const answers = answersOf({
      cashToday: '10000.00',
      actuals: [actualRow(SERVICES, '300.00', '0.00', '300.00'), actualRow(SALARIES, '0.00', '-1000.00', '-1000.00')],
      upcoming: [
        expected(TODAY, '100.00', SALES),
        expected('2026-11-22', '50.00', SERVICES),
        expected('2026-11-23', '-2000.00', SALARIES),
        expected('2027-02-14', '-700.00', RENT),
        expected('2027-02-15', '-9999.00', RENT),
      ],
    });
    const table = cashWeeksTable(answers, settings);
    expect(table.weeks.map((week) => [week.from, week.to])).toContainEqual(['2026-11-16', '2026-11-22']);
    expect(table.rows.map((each) => `${each.key.replace(/-0000-4000-8000-0*/, '#')}/${each.depth}`)).toEqual([
      'opening/0',
      `receipts:00000000#101/0`,
      `receipts:00000000#102/1`,
      'receipts_total/0',
      `disbursements:00000000#201/0`,
      `disbursements:00000000#202/1`,
      `disbursements:00000000#301/0`,
      'disbursements_total/0',
      'net/0',
      'closing/0',
    ]);
    expect(row(table, `receipts:${SALES}`).cells.slice(0, 2)).toEqual([450_00n, 0n]);
    expect(row(table, `receipts:${SALES}`).actualThisWeek).toBe(300_00n);
    expect(row(table, `disbursements:${PEOPLE}`).cells.slice(0, 2)).toEqual([-1000_00n, -2000_00n]);
    expect(row(table, `disbursements:${RENT}`).cells[12]).toBe(-700_00n);
    // Opening: today's cash less this week's actuals, so this week closes at today's cash plus what is still expected.
    expect(row(table, 'opening').cells[0]).toBe(10_700_00n);
    expect(row(table, 'closing').cells[0]).toBe(10_150_00n);
    expect(row(table, 'net').total).toBe(450_00n - 3000_00n - 700_00n);
    expect(table.rows.some((each) => each.kind === 'minimum' || each.kind === 'headroom')).toBe(false);
    expectColumnsAddUp(table);
  });

  it('shows the minimum and the headroom, and the first week under the minimum and under zero', () => {
    const answers = answersOf({
      cashToday: '1000.00',
      upcoming: [expected('2026-11-23', '-600.00', RENT), expected('2026-12-07', '-600.00', RENT)],
    });
    const table = cashWeeksTable(answers, { ...settings, minCash: 500_00n });
    expect(row(table, 'minimum').cells[5]).toBe(500_00n);
    expect(row(table, 'headroom').cells.slice(0, 5)).toEqual([500_00n, -100_00n, -100_00n, -700_00n, -700_00n]);
    expect([table.firstUnderMinimum, table.firstUnderZero]).toEqual([1, 3]);
    expect(cashWeeksTable(answersOf({ cashToday: '1000.00' }), { ...settings, minCash: 0n }).firstUnderMinimum).toBeNull();
  });

  it('keeps late forecasts apart, and counts them in this week only when the setting says so', () => {
    const answers = answersOf({
      cashToday: '1000.00',
      overdue: [
        expected('2026-10-01', '400.00', SALES, { status: 'overdue' }),
        expected('2026-11-18', '-100.00', RENT, { status: 'overdue' }),
      ],
    });
    const left = cashWeeksTable(answers, settings);
    expect(left.late).toEqual({ receipts: 400_00n, disbursements: -100_00n, counted: false });
    expect(row(left, 'closing').cells[0]).toBe(1000_00n);
    const counted = cashWeeksTable(answers, { ...settings, countLate: true });
    expect(counted.late.counted).toBe(true);
    expect(row(counted, `receipts:${SALES}`).cells[0]).toBe(400_00n);
    expect(row(counted, 'closing').cells[0]).toBe(1300_00n);
    expectColumnsAddUp(counted);
  });

  it('splits uncategorised actuals into receipts and payments and says how the opening differs from the booked balance', () => {
    const answers = answersOf({
      cashToday: '1000.00',
      startingBalance: '1100.00',
      actuals: [actualRow(null, '50.00', '-80.00', '-30.00')],
    });
    const table = cashWeeksTable(answers, settings);
    expect(row(table, 'receipts:uncategorised').cells[0]).toBe(50_00n);
    expect(row(table, 'disbursements:uncategorised').cells[0]).toBe(-80_00n);
    expect(row(table, 'opening').cells[0]).toBe(1030_00n);
    expect(table.assumptions[0]).toContain('-€70.00');
    expectColumnsAddUp(table);
  });

  it('converts a forecast in another currency at the rate the summaries give, as the runway does', () => {
    const usd = (final: string, currency: string) => aDaySummary(TODAY, final, { currency });
    const answers = {
      ...answersOf({
        cashToday: '1000.00',
        upcoming: [
          expected('2026-12-01', '100.00', SALES, { currency: 'USD' }),
          expected('2026-12-01', '50.00', SALES, { currency: 'CHF' }),
        ],
      }),
      accounts: { items: [anAccount({ currency: 'USD' })] },
      rates: [{ inWorkspace: usd('921.34', 'EUR'), inOwn: usd('1000.00', 'USD') }],
    };
    const table = cashWeeksTable(answers, settings);
    expect(row(table, `receipts:${SALES}`).cells[2]).toBe(92_13n);
    expect(table.assumptions.join(' ')).toContain('1 USD = 0.921340 EUR: €92.13');
    expect(table.assumptions.join(' ')).toContain('in CHF');
  });

  it('writes hostile category names as plain text, cut', () => {
    const hostile = [{ ...categories[4]!, name: `Rent \u202Efdp.exe\u202C ${'x'.repeat(200)}` }];
    const table = cashWeeksTable(
      { ...answersOf({ cashToday: '0.00', upcoming: [expected('2026-12-01', '-1.00', RENT)] }), categories: { items: hostile } },
      settings,
    );
    const label = row(table, `disbursements:${RENT}`).label;
    expect(label).not.toMatch(/[\u202e\u202c]/);
    expect(Array.from(label)).toHaveLength(80);
  });
});

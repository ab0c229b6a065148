import { describe, expect, it } from 'vitest';
import { answersOf, expected, RENT, SALES, TODAY } from './cash-weeks-fixtures.ts';
import { versionContent } from './version-builder.ts';
import { largestMoves } from './version-compare.ts';
import { currentVersionItems } from './version-items.ts';

describe('currentVersionItems', () => {
  const invoice = expected('2026-11-30', '12000.00', SALES, { description: 'Castellan Design' });
  const rent = expected('2026-12-01', '-3000.00', RENT, { description: 'Rent' });
  const late = expected('2026-11-02', '50000.00', SALES, { description: 'Late invoice' });
  const beyond = expected('2027-03-01', '90000.00', SALES, { description: 'After the 13 weeks' });

  it('keeps the items a version would keep: no late forecast, none after the 13th Sunday, largest first', () => {
    const answers = answersOf({ cashToday: '1000.00', upcoming: [rent, invoice, beyond], overdue: [late] });
    const items = currentVersionItems(answers, TODAY);
    expect(items.map((item) => [item.label, item.week, item.amount])).toEqual([
      ['Castellan Design', '2026-11-30', '12000.00'],
      ['Rent', '2026-11-30', '-3000.00'],
    ]);
    expect(items).toEqual(versionContent(answers, TODAY).items);
  });

  it('says what moved since a version up to the table as it stands now', () => {
    const then = versionContent(answersOf({ cashToday: '1000.00', upcoming: [invoice, rent] }), TODAY).items;
    const now = currentVersionItems(answersOf({ cashToday: '1000.00', upcoming: [{ ...invoice, date: '2026-12-28' }] }), TODAY);
    expect(largestMoves(then, now, 5, { currency: 'EUR', firstWeek: '2026-11-16', locale: 'en-GB' })).toEqual([
      'Castellan Design: €12,000.00 moved from week 3 to week 7',
      'Rent: no longer expected in week 3 (€3,000.00)',
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { sentenceText } from './sentence-text.ts';
import { runwayLateNote } from './late-forecasts.ts';
import { weeksLateSentence } from './weeks-late.ts';
import { wordsFor } from './words.ts';

const words = wordsFor('en-GB');
const lows = { lateLeftOut: { date: '2026-12-04', balance: 10_000_00n }, lateCounted: { date: '2026-12-04', balance: 1_373_543_85n } };
const late = (counted: boolean) => ({
  receipts: { count: 1, remaining: 1_495_863_18n },
  payments: { count: 2, remaining: -132_319_33n },
  oldest: '2026-08-01',
  counted,
});

describe('runwayLateNote', () => {
  it('names what is left out and why, each side without a sign, and the low were they all to arrive today', () => {
    expect(sentenceText(runwayLateNote({ late: late(false), lows }, 'EUR', '2025-11-20'), words)).toBe(
      'Not counted, as nothing says they will arrive: late receipts of €1,495,863.18 to collect (1 forecast) and late payments of ' +
        '€132,319.33 to pay (2 forecasts), the oldest from 1 Aug 2026. If they all arrived today the lowest would be €1,373,543.85.',
    );
  });

  it('names what is counted, and the low without it', () => {
    expect(sentenceText(runwayLateNote({ late: late(true), lows }, 'EUR', '2025-11-20'), words)).toMatch(
      /^Counted as arriving today: late receipts .*\. Without them the lowest would be €10,000\.00\.$/,
    );
  });

  it('says where it looked when nothing is late', () => {
    const none = { ...late(false), oldest: null };
    expect(sentenceText(runwayLateNote({ late: none, lows }, 'EUR', '2025-11-20'), words)).toBe(
      'No receipt or payment is late (looked for from 20 Nov 2025).',
    );
  });
});

describe('weeksLateSentence', () => {
  const sums = { receipts: 75_196_13n, disbursements: -1_200_00n };
  it('says whether this week counts them, with both signed sums', () => {
    expect(sentenceText(weeksLateSentence(sums, true, 'EUR'), words)).toBe(
      'Late forecasts (€75,196.13 receipts and -€1,200.00 payments) are counted in this week, as if they arrive today.',
    );
    expect(sentenceText(weeksLateSentence(sums, false, 'EUR'), words)).toBe(
      'Late forecasts (€75,196.13 receipts and -€1,200.00 payments) are left out of the weeks, as nothing says they will arrive.',
    );
  });
});

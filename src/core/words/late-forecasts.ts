import { absCents, type Cents } from '../money.ts';
import type { IsoDate } from '../calendar-date.ts';
import { date, LATE_LEFT_OUT_BECAUSE, marked, money, type Sentence, type SentencePart } from './sentence.ts';
import { plural } from './words.ts';

/** One side of the late forecasts: how many, and what they still expect (payments negative). */
type LateSide = { count: number; remaining: Cents };

/** What the runway's low does and does not count, as its projection gives it (cash-runway.ts). */
type RunwayLate = {
  late: { receipts: LateSide; payments: LateSide; oldest: IsoDate | null; counted: boolean };
  lows: { lateLeftOut: { date: IsoDate; balance: Cents }; lateCounted: { date: IsoDate; balance: Cents } };
};

/**
 * Beside a runway's low (the headline, alerts, the weekly summary and the board pack): late receipts and
 * payments apart, the oldest, and the low the other choice would give, so neither reading hides the other.
 */
export function runwayLateNote({ late, lows }: RunwayLate, currency: string, lookbackFrom: IsoDate): Sentence {
  if (late.oldest === null) return ['No receipt or payment is late (looked for from ', date(lookbackFrom), ').'];
  const sides = [
    lateSide(late.receipts, 'receipts', currency),
    ' and ',
    lateSide(late.payments, 'payments', currency),
    ', the oldest from ',
    date(late.oldest),
  ];
  const other = late.counted ? lows.lateLeftOut : lows.lateCounted;
  const otherLow = marked({ 'data-runway-other-lowest': '', 'data-date': other.date }, money(other.balance, currency));
  return late.counted
    ? ['Counted as arriving today: ', ...sides, '. Without them the lowest would be ', otherLow, '.']
    : [`Not counted, ${LATE_LEFT_OUT_BECAUSE}: `, ...sides, '. If they all arrived today the lowest would be ', otherLow, '.'];
}

/** The direction is said in words, so the amount is written without a sign. */
function lateSide(side: LateSide, kind: 'receipts' | 'payments', currency: string): SentencePart {
  const owed = kind === 'receipts' ? 'to collect' : 'to pay';
  return marked(
    { 'data-late': kind, 'data-count': String(side.count) },
    `late ${kind} of `,
    money(absCents(side.remaining), currency),
    ` ${owed} (${plural(side.count, 'forecast')})`,
  );
}

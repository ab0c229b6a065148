import { plural } from './plural.ts';

/**
 * A sentence in pieces: the words, and between them the parts each side writes its own way (text
 * in a message, an element in the browser: an amount in <Amount>, a date in <time>). Joined, a
 * string's pieces are the sentence.
 */
export type Sentence<Part> = (string | Part)[];

/**
 * One side of the late forecasts, its amount already written without a sign: the words say the
 * direction.
 * @example lateSideWords('payments', '€120.00', 2).join('') // "late payments of €120.00 to pay (2 forecasts)"
 */
export function lateSideWords<Part>(kind: 'receipts' | 'payments', amount: Part, count: number): Sentence<Part> {
  return [`late ${kind} of `, amount, ` ${kind === 'receipts' ? 'to collect' : 'to pay'} (${plural(count, 'forecast')})`];
}

/** What a projection did with the late forecasts, each part already written (its sides by lateSideWords). */
export type LateNote<Part> = {
  counted: boolean;
  receipts: Part;
  payments: Part;
  oldest: Part;
  /** The lowest balance the other choice gives; null where the figures have none to give. */
  otherLowest: Part | null;
};

/**
 * What a projection does and does not count, the one sentence the runway's headline, its
 * messages, the board pack and the 13 weeks all write, so that neither reading hides the other.
 * @example lateForecastsWords({ counted: false, receipts, payments, oldest: '1 Aug 2026', otherLowest: '€9,200.00' }).join('')
 *   // "Not counted, as nothing says they will arrive: late receipts of … and late payments of …, the oldest from 1 Aug 2026.
 *   //  If they all arrived today the lowest would be €9,200.00."
 */
export function lateForecastsWords<Part>({ counted, receipts, payments, oldest, otherLowest }: LateNote<Part>): Sentence<Part> {
  const head = counted ? 'Counted as arriving today: ' : 'Not counted, as nothing says they will arrive: ';
  const sides = [head, receipts, ' and ', payments, ', the oldest from ', oldest, '.'];
  if (otherLowest === null) return sides;
  const other = counted ? ' Without them the lowest would be ' : ' If they all arrived today the lowest would be ';
  return [...sides, other, otherLowest, '.'];
}

/**
 * The sentence when nothing is late, with the day the search for late ones started where the
 * reader cannot see it.
 * @example nothingLateWords('1 Aug 2026').join('') // "No receipt or payment is late (looked for from 1 Aug 2026)."
 */
export function nothingLateWords<Part>(lookedForFrom: Part | null = null): Sentence<Part> {
  return lookedForFrom === null
    ? ['No receipt or payment is late.']
    : ['No receipt or payment is late (looked for from ', lookedForFrom, ').'];
}

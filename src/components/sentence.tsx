import { formatDate } from '../core/calendar-date.ts';
import { toMoneyString } from '../core/money.ts';
import type { Sentence as Parts, SentencePart } from '../core/words/sentence.ts';
import { Amount } from './amount.tsx';

/** A sentence of the wording kit (core/words/sentence.ts) on the page: amounts as Amounts, dates as <time>. */
export function Sentence({ parts }: { parts: Parts }) {
  return parts.map((part, index) => <Part key={index} part={part} />);
}

function Part({ part }: { part: SentencePart }) {
  if (typeof part === 'string') return part;
  if ('money' in part) return <Amount value={toMoneyString(part.money)} currency={part.currency} />;
  if ('date' in part) return <time dateTime={part.date}>{formatDate(part.date, { dateStyle: 'long' })}</time>;
  return (
    <span {...part.marked}>
      <Sentence parts={part.parts} />
    </span>
  );
}

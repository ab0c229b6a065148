import { plural } from '../../../core/words/words.ts';
import { type Cents, parseMoney } from '../../../core/money.ts';
import { formatDate } from '../../../core/calendar-date.ts';
import type { AddAdjustment, Adjustment, Selection } from '../../../core/scenarios/scenario.ts';

/** How the sentences name things and write money: the screen's own wording, masked in presentation mode. */
export type SentenceNames = {
  category: (id: string) => string | undefined;
  counterparty: (id: string) => string | undefined;
  label: (id: string) => string | undefined;
  /** A forecast's name, date and amount, for "Without forecast …". */
  forecast: (id: string) => string | undefined;
  /** Signed money in the workspace currency. */
  money: (cents: Cents) => string;
  locale?: string;
};

const MINUS = '\u2212';

/**
 * One adjustment as the sentence a reader checks it by, e.g. "Inflows from Acme SA arrive 45 days later".
 *
 * @example describeAdjustment({ kind: 'runrate', months: 3 }, names) // "Run rate of the last 3 complete months where nothing is planned"
 */
export function describeAdjustment(adjustment: Adjustment, names: SentenceNames): string {
  switch (adjustment.kind) {
    case 'delay':
      return (
        `${subject(adjustment.select, names)} ${verb(adjustment.select)}` +
        ` ${plural(Math.abs(adjustment.days), 'day')} ${adjustment.days > 0 ? 'later' : 'earlier'}`
      );
    case 'scale': {
      const from = adjustment.from ? ` from ${longDate(adjustment.from, names)}` : '';
      return `${subject(adjustment.select, names)} ${percent(adjustment.basisPoints)}${from}`;
    }
    case 'drop': {
      const forecast =
        names.forecast(adjustment.forecastId) ?? `${adjustment.forecastId.slice(0, 8)}… (not among the outstanding forecasts)`;
      return `Without forecast ${forecast}`;
    }
    case 'add':
      return describeAddition(adjustment, names);
    case 'runrate':
      return `Run rate of the last ${adjustment.months} complete months where nothing is planned`;
  }
}

/** "Inflows from Acme SA", "Payroll › Salaries", "Outflows in Rent labelled “Paris”", "All forecasts". */
export function subject(select: Selection, names: SentenceNames): string {
  const category = select.categoryId ? (names.category(select.categoryId) ?? 'an unknown category') : null;
  const onlyCategory = category && !select.direction && !select.counterpartyId && !select.labelId;
  if (onlyCategory) return category;
  const noun = select.direction === 'inflow' ? 'Inflows' : select.direction === 'outflow' ? 'Outflows' : 'Forecasts';
  const parts = [select.direction || select.categoryId || select.counterpartyId || select.labelId ? noun : 'All forecasts'];
  if (select.counterpartyId) {
    const preposition = select.direction === 'inflow' ? 'from' : select.direction === 'outflow' ? 'to' : 'with';
    parts.push(`${preposition} ${names.counterparty(select.counterpartyId) ?? 'an unknown counterparty'}`);
  }
  if (category) parts.push(`in ${category}`);
  if (select.labelId) parts.push(`labelled “${names.label(select.labelId) ?? 'unknown label'}”`);
  return parts.join(' ');
}

function verb(select: Selection): string {
  if (select.direction === 'inflow') return 'arrive';
  if (select.direction === 'outflow') return 'are paid';
  return 'move';
}

/** Basis points as a signed percentage, with a true minus sign: 1500 → "+15 %", -250 → "−2.5 %". */
export function percent(basisPoints: number): string {
  const sign = basisPoints < 0 ? MINUS : '+';
  const absolute = Math.abs(basisPoints);
  const whole = Math.trunc(absolute / 100);
  const hundredths = absolute % 100;
  const decimals = hundredths === 0 ? '' : `.${String(hundredths).padStart(2, '0').replace(/0$/, '')}`;
  return `${sign}${whole}${decimals} %`;
}

function describeAddition(adjustment: AddAdjustment, names: SentenceNames): string {
  const cents = parseMoney(adjustment.amount);
  const amount = names.money(adjustment.direction === 'outflow' ? -cents : cents);
  const start = longDate(adjustment.start, names);
  if (adjustment.every === 'once') return `${adjustment.label}: ${amount} on ${start}`;
  const end = adjustment.end;
  const until =
    end === null
      ? ' to the end of the projection'
      : 'until' in end
        ? ` to ${longDate(end.until, names)}`
        : `, ${plural(end.count, 'time')}`;
  return `${adjustment.label}: ${amount} ${adjustment.every} from ${start}${until}`;
}

function longDate(date: string, names: SentenceNames): string {
  return formatDate(date, { dateStyle: 'long' }, names.locale);
}

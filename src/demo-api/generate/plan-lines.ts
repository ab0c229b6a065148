import { addMonths, dayOfMonth, endOfMonth, startOfIsoWeek, startOfMonth, type Day } from '../calendar.ts';
import type { Cents } from '../money.ts';
import type { RecurrenceRecord } from '../model.ts';
import type { ForecastBuilder, NewForecast } from './forecasts.ts';

/** A recurring line of the finance team's plan, matched month by month to one kind of movement. */
export type PlanLine = {
  name: string;
  kind: number;
  interval: RecurrenceRecord['interval'];
  every: number;
  /** How far the team's estimate strays from what was paid: 0 for contractual amounts. */
  noise: number;
  /** What the team plans for the year ahead: pay rises, price increases. */
  growth: number;
  /** Dated on the month's last day: spending or takings that run through the month. */
  monthEnd?: boolean;
  /** Planned category by category (card spending: travel, meals…), each a line of its own. */
  byCategory?: boolean;
  /** The one category of a line planned by category. */
  category?: number;
  /** Follows the calendar (takings, temporary staff): planned from the same month of last year, even when paid monthly. */
  seasonal?: boolean;
  /** Settled every day (card takings): planned ahead week by week from last year's same weeks, matched month by month behind. */
  weekly?: boolean;
};

export function addPlanLines(builder: ForecastBuilder): void {
  for (const line of builder.context.profile.plan.lines.flatMap((line) => (line.byCategory ? perCategory(builder, line) : [line]))) {
    builder.addPlan(line.name, line.interval, line.every, occurrences(builder, line));
  }
}

function perCategory(builder: ForecastBuilder, line: PlanLine): PlanLine[] {
  return builder.movements.categoriesOf(line.kind).map((category) => ({ ...line, name: `${line.name}: ${builder.context.categoryName(category)}`, category }));
}

/** One forecast a month where the line applies: matched to what was paid, or expected from the past. */
function occurrences(builder: ForecastBuilder, line: PlanLine): NewForecast[] {
  const currentMonth = startOfMonth(builder.context.today);
  const found: NewForecast[] = [];
  for (let month = builder.start; month <= builder.end; month = addMonths(month, 1)) {
    if (line.weekly === true && month > currentMonth) {
      found.push(...expectedWeeks(builder, line, month).filter((occurrence) => occurrence.day <= builder.end));
      continue;
    }
    const occurrence = (month <= currentMonth ? matched(builder, line, month) : null) ?? (month >= currentMonth ? expected(builder, line, month) : null);
    if (occurrence && occurrence.day <= builder.end) found.push(occurrence);
  }
  return found;
}

/**
 * The month's forecast linked to what was paid. The estimate strays from the payment by up to
 * the line's noise; an estimate above what was paid is closed at the payment once its day has
 * passed, as a team closes its month, so no residue lingers as a late payment.
 */
function matched(builder: ForecastBuilder, line: PlanLine, month: Day): NewForecast | null {
  const { movements, random, context } = builder;
  const linked = movements.takeMonth(line.kind, month, line.category);
  const first = linked[0];
  if (first === undefined) return null;
  const paid = movements.sum(linked);
  const estimate = line.noise === 0 ? paid : roundToEuros(paid * (1 + line.noise * (2 * random.next() - 1)));
  const day = line.monthEnd ? endOfMonth(month) : context.table.day[first]!;
  const closed = Math.abs(estimate) > Math.abs(paid) && day < context.today;
  return {
    day, amount: closed ? paid : estimate, description: line.name,
    categoryIndex: movements.categoryOf(first), counterpartyIndex: builder.counterpartyOf(first), linkedSerials: linked,
  };
}

/**
 * The month's forecast from what the business paid before: a line paid every month carries the
 * last complete month forward (the mean of the last three when it varies); a quarterly or
 * yearly one repeats the same month of last year. Amounts in euros, whatever the account.
 */
function expected(builder: ForecastBuilder, line: PlanLine, month: Day): NewForecast | null {
  const base = line.interval === 'month' && line.every === 1 && line.seasonal !== true ? lastMonths(builder, line) : sameMonthLastYear(builder, line, month);
  if (!base) return null;
  const day = line.monthEnd ? endOfMonth(month) : Math.min(endOfMonth(month), month + base.dayOfMonth - 1);
  const amount = line.noise === 0 ? Math.round(base.amount * line.growth) : roundToEuros(base.amount * line.growth);
  return { day, amount, description: line.name, categoryIndex: base.category, counterpartyIndex: base.counterparty, linkedSerials: [] };
}

/** The month's flow week by week: last year's same weeks, each dated on its Friday, kept inside the month. */
function expectedWeeks(builder: ForecastBuilder, line: PlanLine, month: Day): NewForecast[] {
  const { movements, context } = builder;
  const weeks = new Map<Day, { amount: number; first: number }>();
  for (const serial of movements.inMonth(line.kind, addMonths(month, -12), line.category)) {
    const day = addMonths(context.table.day[serial]!, 12);
    const friday = Math.min(endOfMonth(day), Math.max(startOfMonth(day), startOfIsoWeek(day) + 4));
    const week = weeks.get(friday) ?? { amount: 0, first: serial };
    week.amount += context.inEuros(serial);
    weeks.set(friday, week);
  }
  return [...weeks].sort(([a], [b]) => a - b).map(([day, week]) => ({
    day, amount: roundToEuros(week.amount * line.growth), description: line.name,
    categoryIndex: movements.categoryOf(week.first), counterpartyIndex: builder.counterpartyOf(week.first), linkedSerials: [],
  }));
}

type Base = { amount: Cents; dayOfMonth: number; category: number; counterparty: number | null };

function lastMonths(builder: ForecastBuilder, line: PlanLine): Base | null {
  const lastComplete = addMonths(startOfMonth(builder.context.today), -1);
  const months = (line.noise >= 0.1 ? [0, -1, -2] : [0]).map((back) => addMonths(lastComplete, back));
  const totals = months.map((month) => baseOf(builder, builder.movements.inMonth(line.kind, month, line.category)));
  const latest = totals[0];
  if (!latest) return null;
  const amounts = totals.map((total) => total?.amount ?? 0);
  return { ...latest, amount: amounts.reduce((sum, amount) => sum + amount, 0) / amounts.length };
}

function sameMonthLastYear(builder: ForecastBuilder, line: PlanLine, month: Day): Base | null {
  return baseOf(builder, builder.movements.inMonth(line.kind, addMonths(month, -12), line.category));
}

function baseOf(builder: ForecastBuilder, serials: readonly number[]): Base | null {
  const first = serials[0];
  if (first === undefined) return null;
  return {
    amount: serials.reduce((sum, serial) => sum + builder.context.inEuros(serial), 0),
    dayOfMonth: dayOfMonth(builder.context.table.day[first]!),
    category: builder.movements.categoryOf(first),
    counterparty: builder.counterpartyOf(first),
  };
}

/** Plans are made in whole euros. */
function roundToEuros(cents: number): Cents {
  return Math.round(cents / 100) * 100;
}

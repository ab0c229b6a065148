import { addMonths, dayOfMonth, endOfMonth, startOfIsoWeek, startOfMonth, type Day } from '../calendar.ts';
import type { CurrencyCode } from '../fx.ts';
import type { Cents } from '../money.ts';
import type { ForecastBuilder } from './forecast-builder.ts';
import type { NewForecast, PlanLine } from './types.ts';

export function addPlanLines(builder: ForecastBuilder): void {
  for (const line of builder.context.profile.plan.lines.flatMap((line) => (line.byCategory ? perCategory(builder, line) : [line]))) {
    builder.addPlan(line.name, line.interval, line.every, occurrences(builder, line));
  }
}

function perCategory(builder: ForecastBuilder, line: PlanLine): PlanLine[] {
  return builder.movements
    .categoriesOf(line.kind)
    .map((category) => ({ ...line, name: `${line.name}: ${builder.context.categoryName(category)}`, category }));
}

/** One forecast a month where the line applies: matched to what was paid, or expected from the past. */
function occurrences(builder: ForecastBuilder, line: PlanLine): NewForecast[] {
  if (line.weekly === true) return weeks(builder, line);
  const currentMonth = startOfMonth(builder.context.today);
  const found: NewForecast[] = [];
  for (let month = builder.start; month <= builder.end; month = addMonths(month, 1)) {
    const occurrence =
      (month <= currentMonth ? matched(builder, line, month) : null) ?? (month >= currentMonth ? expected(builder, line, month) : null);
    if (occurrence && occurrence.day <= builder.end) found.push(occurrence);
  }
  return found;
}

/**
 * A flow settled every day, planned week by week as a retailer plans its takings: each week
 * dated on its Friday, last year's same days carried forward. A week whose Friday has passed is
 * matched to what it brought; the current week and those ahead keep last year's figure and link
 * what has arrived so far, so they realise as the takings come in, not before.
 */
function weeks(builder: ForecastBuilder, line: PlanLine): NewForecast[] {
  const { movements, context } = builder;
  const found: NewForecast[] = [];
  for (let month = builder.start; month <= builder.end; month = addMonths(month, 1)) {
    const paid = byWeek(movements.takeMonth(line.kind, month, line.category), (serial) => context.table.day[serial]!);
    const lastYear = byWeek(movements.inMonth(line.kind, addMonths(month, -12), line.category), (serial) =>
      addMonths(context.table.day[serial]!, 12),
    );
    for (const friday of [...new Set([...paid.keys(), ...lastYear.keys()])].sort((a, b) => a - b)) {
      const [linked = [], base] = [paid.get(friday), lastYear.get(friday)];
      if (friday > builder.end) continue;
      if (base !== undefined && friday >= context.today)
        found.push({ ...expectedWeek(builder, line, base, friday), linkedSerials: linked });
      else if (linked.length > 0) found.push(matchedTo(builder, line, linked, friday));
    }
  }
  return found;
}

/** Movements grouped by the Friday of their (anniversary) day's week, kept inside its month. */
function byWeek(serials: readonly number[], dayOf: (serial: number) => Day): Map<Day, number[]> {
  const grouped = new Map<Day, number[]>();
  for (const serial of serials) {
    const friday = fridayInMonth(dayOf(serial));
    grouped.set(friday, [...(grouped.get(friday) ?? []), serial]);
  }
  return grouped;
}

/** The Friday of the day's week, moved inside the day's month so a month's plan stays in its month. */
export function fridayInMonth(day: Day): Day {
  return Math.min(endOfMonth(day), Math.max(startOfMonth(day), startOfIsoWeek(day) + 4));
}

/**
 * The month's forecast linked to what was paid. The estimate strays from the payment by up to
 * the line's noise; an estimate above what was paid is closed at the payment once its day has
 * passed, as a team closes its month, so no residue lingers as a late payment.
 */
function matched(builder: ForecastBuilder, line: PlanLine, month: Day): NewForecast | null {
  const linked = builder.movements.takeMonth(line.kind, month, line.category);
  const first = linked[0];
  if (first === undefined) return null;
  return matchedTo(builder, line, linked, line.monthEnd ? endOfMonth(month) : builder.context.table.day[first]!);
}

function matchedTo(builder: ForecastBuilder, line: PlanLine, linked: readonly number[], day: Day): NewForecast {
  const { movements, random, context } = builder;
  const first = linked[0]!;
  const paid = movements.sum(linked);
  const estimate = line.noise === 0 ? paid : roundToEuros(paid * (1 + line.noise * (2 * random.next() - 1)));
  const closed = Math.abs(estimate) > Math.abs(paid) && day < context.today;
  return {
    day,
    amount: closed ? paid : estimate,
    description: line.name,
    categoryIndex: movements.categoryOf(first),
    counterpartyIndex: builder.counterpartyOf(first),
    linkedSerials: [...linked],
  };
}

/**
 * The month's forecast from what the business paid before: a line paid every month carries the
 * last complete month forward (the mean of the last three when it varies); a quarterly or
 * yearly one repeats the same month of last year. Amounts in euros, whatever the account.
 */
function expected(builder: ForecastBuilder, line: PlanLine, month: Day): NewForecast | null {
  const base =
    line.interval === 'month' && line.every === 1 && line.seasonal !== true
      ? lastMonths(builder, line)
      : sameMonthLastYear(builder, line, month);
  if (!base) return null;
  const day = line.monthEnd ? endOfMonth(month) : Math.min(endOfMonth(month), month + base.dayOfMonth - 1);
  const amount = line.noise === 0 ? Math.round(base.amount * line.growth) : roundToEuros(base.amount * line.growth);
  return {
    day,
    amount,
    description: line.name,
    categoryIndex: base.category,
    counterpartyIndex: base.counterparty,
    linkedSerials: [],
    ...(base.currency === 'EUR' ? {} : { currency: base.currency }),
  };
}

/** A week's forecast from last year's same days, at the line's growth. */
function expectedWeek(builder: ForecastBuilder, line: PlanLine, lastYear: readonly number[], friday: Day): NewForecast {
  const { movements } = builder;
  const first = lastYear[0]!;
  return {
    day: friday,
    amount: roundToEuros(movements.sum(lastYear) * line.growth),
    description: line.name,
    categoryIndex: movements.categoryOf(first),
    counterpartyIndex: builder.counterpartyOf(first),
    linkedSerials: [],
  };
}

type Base = { amount: Cents; currency: CurrencyCode; dayOfMonth: number; category: number; counterparty: number | null };

function lastMonths(builder: ForecastBuilder, line: PlanLine): Base | null {
  const lastComplete = addMonths(startOfMonth(builder.context.today), -1);
  const months = (line.noise >= 0.1 ? [0, -1, -2] : [0]).map((back) => addMonths(lastComplete, back));
  const totals = months.map((month) => baseOf(builder, line, builder.movements.inMonth(line.kind, month, line.category)));
  const latest = totals[0];
  if (!latest) return null;
  const amounts = totals.map((total) => total?.amount ?? 0);
  return { ...latest, amount: amounts.reduce((sum, amount) => sum + amount, 0) / amounts.length };
}

function sameMonthLastYear(builder: ForecastBuilder, line: PlanLine, month: Day): Base | null {
  return baseOf(builder, line, builder.movements.inMonth(line.kind, addMonths(month, -12), line.category));
}

/** What the movements paid, in euros, or in their account's currency when the line is planned in it and they share one. */
function baseOf(builder: ForecastBuilder, line: PlanLine, serials: readonly number[]): Base | null {
  const { currencyOf, inEuros, table } = builder.context;
  const first = serials[0];
  if (first === undefined) return null;
  const own = currencyOf(first);
  const currency = line.inAccountCurrency === true && serials.every((serial) => currencyOf(serial) === own) ? own : 'EUR';
  return {
    amount: serials.reduce((sum, serial) => sum + (currency === 'EUR' ? inEuros(serial) : table.amount[serial]!), 0),
    currency,
    dayOfMonth: dayOfMonth(builder.context.table.day[first]!),
    category: builder.movements.categoryOf(first),
    counterparty: builder.counterpartyOf(first),
  };
}

/** Plans are made in whole euros. */
function roundToEuros(cents: number): Cents {
  return Math.round(cents / 100) * 100;
}

import { addMonths, startOfMonth, toIsoDate, toIsoDateTime, type Day } from '../calendar.ts';
import type { Cents } from '../money.ts';
import type { ForecastRecord, RecurrenceRecord } from '../model.ts';
import type { Random } from '../random.ts';
import { NONE } from '../transaction-table.ts';
import { randomUuid } from '../uuid.ts';
import { Movements } from './movements.ts';
import { COMMENTS } from './names.ts';
import { LABEL } from './reference.ts';
import type { ForecastContext, ForecastPlan, NewForecast } from './types.ts';

/** The plan being built: its forecasts and recurrences, and what the plan lines, books and profiles add to it with. */
export class ForecastBuilder implements ForecastPlan {
  readonly forecasts: ForecastRecord[] = [];
  readonly recurrences: RecurrenceRecord[] = [];
  /** The first month of the plan. */
  readonly start: Day;
  /** The last day planned. */
  readonly end: Day;
  readonly random: Random;
  readonly movements: Movements;

  constructor(readonly context: ForecastContext) {
    this.random = context.random;
    this.start = startOfMonth(context.historyStart);
    this.end = addMonths(context.today, 12);
    this.movements = new Movements(context.table, this.start, context.inEuros);
  }

  /** A recurring plan and its occurrences, or nothing when it has none in the plan's span. */
  addPlan(name: string, interval: RecurrenceRecord['interval'], every: number, occurrences: readonly NewForecast[]): void {
    const days = occurrences.map((occurrence) => occurrence.day).sort((a, b) => a - b);
    if (days.length === 0) return;
    const recurrenceIndex = this.recurrences.length;
    this.recurrences.push({
      id: randomUuid(this.random),
      name,
      interval,
      every,
      startDate: toIsoDate(days[0]!),
      endDate: toIsoDate(days.at(-1)!),
      occurrences: days.length,
    });
    const planned = this.start - this.random.int(20, 60);
    for (const occurrence of occurrences) this.add({ createdDay: Math.max(planned, occurrence.day - 400), ...occurrence }, recurrenceIndex);
  }

  add(fields: NewForecast, recurrenceIndex: number | null = null): void {
    const { createdDay = fields.day - this.random.int(10, 90), comment, labelIndexes, currency = 'EUR', ...rest } = fields;
    const createdAt = toIsoDateTime(Math.min(createdDay, this.context.today), this.random.int(28_000, 64_000));
    // A matched forecast was last touched when its last payment was matched.
    const lastMatch = Math.max(createdDay, ...rest.linkedSerials.map((serial) => this.context.table.day[serial]! + 1));
    const updatedAt =
      rest.linkedSerials.length > 0 ? toIsoDateTime(Math.min(lastMatch, this.context.today), this.random.int(28_000, 64_000)) : createdAt;
    this.forecasts.push({
      id: randomUuid(this.random),
      currency,
      recurrenceIndex,
      comment: comment ?? (this.random.chance(0.03) ? this.random.pick(COMMENTS) : null),
      labelIndexes: labelIndexes ?? this.someLabel(),
      createdAt,
      updatedAt,
      ...rest,
    });
  }

  /** The counterparty of a movement as a forecast holds it. */
  counterpartyOf(serial: number): number | null {
    const counterparty = this.context.table.counterparty[serial]!;
    return counterparty === NONE ? null : counterparty;
  }

  /** A random amount between `min` and `max` euros, small ones far more often than large ones. */
  skewed(min: number, max: number): Cents {
    return Math.round(min * 100 * (max / min) ** (this.random.next() ** 2.6));
  }

  private someLabel(): number[] {
    return this.random.chance(0.3) ? [this.random.pick([...LABEL.projects, ...LABEL.costCenters])] : [];
  }
}

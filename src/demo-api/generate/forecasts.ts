import { addMonths, startOfMonth, toIsoDate, toIsoDateTime, type Day } from '../calendar.ts';
import type { CurrencyCode } from '../fx.ts';
import type { Cents } from '../money.ts';
import type { ForecastRecord, RecurrenceRecord } from '../model.ts';
import type { Random } from '../random.ts';
import { NONE, type TransactionTable } from '../transaction-table.ts';
import { randomUuid } from '../uuid.ts';
import { KIND } from './kinds.ts';
import { Movements } from './movements.ts';
import { COMMENTS } from './names.ts';
import { addInvoicesAndBudgets } from './plan-invoices.ts';
import { addPlanLines } from './plan-lines.ts';
import type { Profile } from './profiles/profile.ts';
import { LABEL, type CounterpartyRoles } from './reference.ts';

export type ForecastContext = {
  profile: Profile;
  random: Random;
  scale: number;
  today: Day;
  /** The first day of the bank history: the plan starts with its month. */
  historyStart: Day;
  table: TransactionTable;
  /** A movement's amount in euros at its own day's rate: what last year teaches the plan, whatever the account's currency. */
  inEuros: (serial: number) => Cents;
  /** The currency of the account a movement is on. */
  currencyOf: (serial: number) => CurrencyCode;
  category: (code: string) => number;
  categoryName: (index: number) => string;
  roles: CounterpartyRoles;
};

/** A forecast to add; its plan, creation day, labels and comment default sensibly. */
export type NewForecast = Pick<ForecastRecord, 'day' | 'amount' | 'description' | 'categoryIndex' | 'counterpartyIndex' | 'linkedSerials'> & {
  comment?: string;
  labelIndexes?: number[];
  /** When the forecast was entered: an invoice when it was issued, a plan line when the plan was made. */
  createdDay?: Day;
  /** The workspace's (EUR) unless the plan holds it in another currency. */
  currency?: CurrencyCode;
};

/**
 * The workspace's cash plan as a finance team keeps it, from the first month of bank history to
 * twelve months ahead: recurring lines (payroll, rent, taxes…) and invoices, matched to the
 * movements that paid them, and for the year ahead the business's own flows carried forward.
 */
export function generateForecasts(context: ForecastContext): { forecasts: ForecastRecord[]; recurrences: RecurrenceRecord[] } {
  const builder = new ForecastBuilder(context);
  addPlanLines(builder);
  addInvoicesAndBudgets(builder);
  addCapitalItems(builder);
  context.profile.plan.addYearAhead(builder);
  return { forecasts: builder.forecasts, recurrences: builder.recurrences };
}

export class ForecastBuilder {
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
      id: randomUuid(this.random), name, interval, every,
      startDate: toIsoDate(days[0]!), endDate: toIsoDate(days.at(-1)!), occurrences: days.length,
    });
    const planned = this.start - this.random.int(20, 60);
    for (const occurrence of occurrences) this.add({ createdDay: Math.max(planned, occurrence.day - 400), ...occurrence }, recurrenceIndex);
  }

  add(fields: NewForecast, recurrenceIndex: number | null = null): void {
    const { createdDay = fields.day - this.random.int(10, 90), comment, labelIndexes, currency = 'EUR', ...rest } = fields;
    const createdAt = toIsoDateTime(Math.min(createdDay, this.context.today), this.random.int(28_000, 64_000));
    // A matched forecast was last touched when its last payment was matched.
    const lastMatch = Math.max(createdDay, ...rest.linkedSerials.map((serial) => this.context.table.day[serial]! + 1));
    const updatedAt = rest.linkedSerials.length > 0 ? toIsoDateTime(Math.min(lastMatch, this.context.today), this.random.int(28_000, 64_000)) : createdAt;
    this.forecasts.push({
      id: randomUuid(this.random), currency, recurrenceIndex,
      comment: comment ?? (this.random.chance(0.03) ? this.random.pick(COMMENTS) : null),
      labelIndexes: labelIndexes ?? this.someLabel(),
      createdAt, updatedAt, ...rest,
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

/**
 * Equipment bought and money raised, borrowed or repaid: planned one by one. Most equipment was
 * planned for its month; the equity round was planned a month before it closed; drawdowns and
 * repayments of a credit line on their day.
 */
function addCapitalItems(builder: ForecastBuilder): void {
  const { movements, random, context } = builder;
  for (let month = builder.start; month <= context.today; month = addMonths(month, 1)) {
    for (const serial of movements.inMonth(KIND.capex, month)) {
      if (random.chance(0.2) || !movements.take(serial)) continue;
      const day = context.table.day[serial]!;
      builder.add(matchedOneOff(builder, serial, random.chance(0.6) ? day : day + random.int(-40, 40), 'Equipment purchase'));
    }
    for (const serial of movements.inMonth(KIND.financing, month)) {
      if (!movements.take(serial)) continue;
      const day = context.table.day[serial]!;
      const equity = context.table.category[serial] === context.category('equity_raised');
      const { capital } = context.profile.plan;
      builder.add({
        ...matchedOneOff(builder, serial, equity ? addMonths(day, -1) : day, equity ? capital.equity : capital.loan),
        ...(equity && capital.equityComment !== undefined ? { comment: capital.equityComment } : {}),
      });
    }
    for (const [kind, description] of [[KIND.creditDrawdown, 'Credit line drawdown'], [KIND.creditRepayment, 'Credit line repayment']] as const) {
      for (const serial of movements.inMonth(kind, month)) {
        if (movements.take(serial)) builder.add(matchedOneOff(builder, serial, context.table.day[serial]!, description));
      }
    }
  }
}

function matchedOneOff(builder: ForecastBuilder, serial: number, day: Day, description: string): NewForecast {
  const { movements } = builder;
  return {
    day: Math.max(builder.start, day), amount: movements.sum([serial]), description,
    categoryIndex: movements.categoryOf(serial), counterpartyIndex: builder.counterpartyOf(serial),
    labelIndexes: movements.labelsOf(serial), linkedSerials: [serial],
  };
}

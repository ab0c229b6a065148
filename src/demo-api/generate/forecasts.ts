import { addMonths, type Day } from '../calendar.ts';
import type { ForecastRecord, RecurrenceRecord } from '../model.ts';
import { ForecastBuilder } from './forecast-builder.ts';
import { KIND } from './kinds.ts';
import { addInvoicesAndBudgets } from './plan-invoices.ts';
import { addPlanLines } from './plan-lines.ts';
import type { ForecastContext, NewForecast } from './types.ts';

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
    for (const [kind, description] of [
      [KIND.creditDrawdown, 'Credit line drawdown'],
      [KIND.creditRepayment, 'Credit line repayment'],
    ] as const) {
      for (const serial of movements.inMonth(kind, month)) {
        if (movements.take(serial)) builder.add(matchedOneOff(builder, serial, context.table.day[serial]!, description));
      }
    }
  }
}

function matchedOneOff(builder: ForecastBuilder, serial: number, day: Day, description: string): NewForecast {
  const { movements } = builder;
  return {
    day: Math.max(builder.start, day),
    amount: movements.sum([serial]),
    description,
    categoryIndex: movements.categoryOf(serial),
    counterpartyIndex: builder.counterpartyOf(serial),
    labelIndexes: movements.labelsOf(serial),
    linkedSerials: [serial],
  };
}

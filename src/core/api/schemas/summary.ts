import { z } from 'zod/mini';
import { currencySchema, dateSchema, moneySchema, nameSchema, openEnum } from './common.ts';

/**
 * The summary's inner shape is "not shown" in the spec (4.5). Everything below is the
 * project's assumption, documented in docs/api-assumptions.md: when the real service
 * answers differently, this file is the one to change.
 */
export const summaryIntervals = ['day', 'week', 'month'] as const;
export const summaryGroupings = ['category', 'counterparty', 'label', 'account', 'activity', 'direction'] as const;

export type SummaryInterval = (typeof summaryIntervals)[number];
export type SummaryGrouping = (typeof summaryGroupings)[number];

const flowsShape = {
  inflows: moneySchema,
  outflows: moneySchema,
  net: moneySchema,
  count: z.int(),
};

/** Present on rows and totals only when the summary is grouped by period alone (4.5 rule 4). */
const balanceShape = {
  starting_balance: z.optional(moneySchema),
  transfers: z.optional(moneySchema),
  excluded: z.optional(moneySchema),
  final_balance: z.optional(moneySchema),
};

export const summaryRowSchema = z.looseObject({
  period_start: dateSchema,
  period_end: dateSchema,
  group: z.optional(z.nullable(nameSchema)),
  ...flowsShape,
  ...balanceShape,
});

export const summaryTotalsSchema = z.looseObject({ ...flowsShape, ...balanceShape });

export const summarySchema = z.looseObject({
  object: z.literal('summary'),
  window: z.looseObject({ from: dateSchema, to: dateSchema }),
  interval: openEnum(summaryIntervals),
  group_by: z.nullable(openEnum(summaryGroupings)),
  currency: currencySchema,
  has_data: z.boolean(),
  conversion: z.looseObject({
    converted: z.boolean(),
    basis: z.nullable(z.string()),
    source_currencies: z.array(currencySchema),
  }),
  totals: summaryTotalsSchema,
  rows: z.array(summaryRowSchema),
});

export type Summary = z.output<typeof summarySchema>;
export type SummaryRow = z.output<typeof summaryRowSchema>;
export type SummaryTotals = z.output<typeof summaryTotalsSchema>;

/** The end-of-day balance a summary gives: its totals', else its last row's (a one-day summary has both). */
export function closingBalance(summary: Summary): string | undefined {
  return summary.totals.final_balance ?? summary.rows.at(-1)?.final_balance;
}

import { z } from 'zod/mini';
import {
  currencySchema,
  dateSchema,
  dateTimeSchema,
  freeTextSchema,
  directionSchema,
  idSchema,
  moneySchema,
  nameSchema,
  openEnum,
  relation,
} from './common.ts';
import { forecastStatusSchema } from './forecast-status.ts';
import { categorySchema, counterpartySchema, labelSchema } from './reference.ts';
import { transactionSchema } from './transaction.ts';

export const recurrenceSchema = z.looseObject({
  id: idSchema,
  name: nameSchema,
  interval: openEnum(['day', 'week', 'month', 'year']),
  every: z.int().check(z.minimum(1)),
  start_date: dateSchema,
  end_date: dateSchema,
  occurrences: z.int(),
});

export const forecastExpandNames = ['category', 'counterparty', 'labels', 'recurrence', 'linked_transactions'] as const;

export const forecastSchema = z.looseObject({
  object: z.literal('forecast'),
  id: idSchema,
  date: dateSchema,
  amount: moneySchema,
  remaining_amount: moneySchema,
  currency: currencySchema,
  direction: directionSchema,
  status: forecastStatusSchema,
  description: freeTextSchema,
  comment: freeTextSchema,
  category: relation(categorySchema),
  counterparty: z.nullable(relation(counterpartySchema)),
  labels: z.array(relation(labelSchema)),
  recurrence: z.nullable(relation(recurrenceSchema)),
  linked_transactions: z.array(relation(transactionSchema)),
  created_at: dateTimeSchema,
  updated_at: dateTimeSchema,
});

export type Forecast = z.output<typeof forecastSchema>;
export type ForecastStatus = z.output<typeof forecastStatusSchema>;
export type Recurrence = z.output<typeof recurrenceSchema>;

import { z } from 'zod';
import {
  currencySchema,
  dateSchema,
  dateTimeSchema,
  directionSchema,
  idSchema,
  moneySchema,
  openEnum,
  relation,
} from './common.ts';
import { accountSchema } from './account.ts';
import { categorySchema, counterpartySchema, labelSchema } from './reference.ts';

export const transactionStatusSchema = openEnum(['booked', 'pending']);
export const transactionSourceSchema = openEnum(['manual', 'import', 'bank']);

export const bankDetailsSchema = z.looseObject({
  payer: z.string().nullable(),
  payer_details: z.string().nullable(),
  payee: z.string().nullable(),
  payee_details: z.string().nullable(),
  reference: z.string().nullable(),
  additional: z.string().nullable(),
});

/** Expand names of /transactions (docs/api-assumptions.md: not shown in the spec). */
export const transactionExpandNames = ['account', 'category', 'counterparty', 'labels'] as const;

export const transactionSchema = z.looseObject({
  object: z.literal('transaction'),
  id: idSchema,
  date: dateSchema,
  amount: moneySchema,
  currency: currencySchema,
  direction: directionSchema,
  status: transactionStatusSchema,
  source: transactionSourceSchema,
  description: z.string().nullable(),
  comment: z.string().nullable(),
  account: relation(accountSchema),
  // null marks a split transaction: its categorisation lives on pieces the API does not show.
  category: relation(categorySchema).nullable(),
  counterparty: relation(counterpartySchema).nullable(),
  labels: z.array(relation(labelSchema)),
  bank_details: bankDetailsSchema.nullable(),
  created_at: dateTimeSchema,
  updated_at: dateTimeSchema,
});

export type Transaction = z.output<typeof transactionSchema>;
export type BankDetails = z.output<typeof bankDetailsSchema>;

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
import { accountSchema } from './account.ts';
import { categorySchema, counterpartySchema, labelSchema } from './reference.ts';

export const transactionStatusSchema = openEnum(['booked', 'pending']);
export const transactionSourceSchema = openEnum(['manual', 'import', 'bank']);

export const bankDetailsSchema = z.looseObject({
  payer: z.nullable(nameSchema),
  payer_details: freeTextSchema,
  payee: z.nullable(nameSchema),
  payee_details: freeTextSchema,
  reference: z.nullable(nameSchema),
  additional: freeTextSchema,
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
  description: freeTextSchema,
  comment: freeTextSchema,
  account: relation(accountSchema),
  // null marks a split transaction: its categorisation lives on pieces the API does not show.
  category: z.nullable(relation(categorySchema)),
  counterparty: z.nullable(relation(counterpartySchema)),
  labels: z.array(relation(labelSchema)),
  bank_details: z.nullable(bankDetailsSchema),
  created_at: dateTimeSchema,
  updated_at: dateTimeSchema,
});

export type Transaction = z.output<typeof transactionSchema>;
export type BankDetails = z.output<typeof bankDetailsSchema>;

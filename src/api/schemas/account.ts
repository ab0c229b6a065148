import { z } from 'zod';
import { currencySchema, dateSchema, dateTimeSchema, idSchema, moneySchema, openEnum, relation } from './common.ts';
import { bankSchema } from './reference.ts';

export const accountSourceSchema = openEnum(['manual', 'bank', 'delegated']);

export const accountSchema = z.looseObject({
  object: z.literal('account'),
  id: idSchema,
  name: z.string(),
  currency: currencySchema,
  group: z.string().nullable(),
  source: accountSourceSchema,
  balance: moneySchema,
  balance_as_of: dateSchema,
  opening_balance: moneySchema,
  opening_date: dateSchema,
  // On a delegated account the id names another workspace's connection: never look it up.
  bank: relation(bankSchema).nullable(),
  external_account_id: z.string().nullable(),
  original_name: z.string().nullable(),
  created_at: dateTimeSchema,
  updated_at: dateTimeSchema,
});

export type Account = z.output<typeof accountSchema>;

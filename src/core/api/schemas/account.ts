import { z } from 'zod/mini';
import { currencySchema, dateSchema, dateTimeSchema, idSchema, moneySchema, openEnum, nameSchema, relation } from './common.ts';
import { bankSchema } from './reference.ts';

export const accountSourceSchema = openEnum(['manual', 'bank', 'delegated']);

export const accountSchema = z.looseObject({
  object: z.literal('account'),
  id: idSchema,
  name: nameSchema,
  currency: currencySchema,
  group: z.nullable(nameSchema),
  source: accountSourceSchema,
  balance: moneySchema,
  balance_as_of: dateSchema,
  opening_balance: moneySchema,
  opening_date: dateSchema,
  // On a delegated account the id names another workspace's connection: never look it up.
  bank: z.nullable(relation(bankSchema)),
  external_account_id: z.nullable(z.string()),
  original_name: z.nullable(nameSchema),
  created_at: dateTimeSchema,
  updated_at: dateTimeSchema,
});

export type Account = z.output<typeof accountSchema>;

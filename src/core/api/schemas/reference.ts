import { z } from 'zod/mini';
import { colorSchema, countryCodeSchema, dateTimeSchema, directionSchema, idSchema, nameSchema, openEnum } from './common.ts';

export const bankStatusSchema = openEnum(['connected', 'loading', 'requires_action', 'error']);

export const bankSchema = z.looseObject({
  object: z.literal('bank'),
  id: idSchema,
  name: nameSchema,
  country_code: countryCodeSchema,
  status: bankStatusSchema,
  last_sync_at: z.nullable(dateTimeSchema),
  consent_expires_at: z.nullable(dateTimeSchema),
  created_at: dateTimeSchema,
  updated_at: dateTimeSchema,
});

export const activitySchema = openEnum(['operating', 'investing', 'financing']);

export const categorySchema = z.looseObject({
  object: z.literal('category'),
  id: idSchema,
  name: nameSchema,
  code: z.nullable(nameSchema),
  direction: directionSchema,
  activity: activitySchema,
  parent_id: z.nullable(idSchema),
  position: z.int(),
  color: colorSchema,
  created_at: dateTimeSchema,
  updated_at: dateTimeSchema,
});

export const counterpartySchema = z.looseObject({
  object: z.literal('counterparty'),
  id: idSchema,
  name: nameSchema,
  country_code: countryCodeSchema,
  color: colorSchema,
  symbol: z.nullable(nameSchema),
  created_at: dateTimeSchema,
  updated_at: dateTimeSchema,
});

export const labelTypeSchema = z.looseObject({ id: idSchema, name: nameSchema });

export const labelSchema = z.looseObject({
  object: z.literal('label'),
  id: idSchema,
  name: nameSchema,
  type: z.nullable(labelTypeSchema),
  color: colorSchema,
  created_at: dateTimeSchema,
  updated_at: dateTimeSchema,
});

export type Bank = z.output<typeof bankSchema>;
export type Category = z.output<typeof categorySchema>;
export type Counterparty = z.output<typeof counterpartySchema>;
export type Label = z.output<typeof labelSchema>;
export type LabelType = z.output<typeof labelTypeSchema>;
export type Activity = z.output<typeof activitySchema>;

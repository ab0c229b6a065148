import { z } from 'zod';
import { isMoney } from '../money.ts';

/** Money stays a decimal string; arithmetic goes through money.ts. */
export const moneySchema = z.string().refine(isMoney, 'expected Money: digits, a dot and two decimals');
export const currencySchema = z.string().regex(/^[A-Z]{3}$/, 'expected a three-letter currency code');
export const dateSchema = z.iso.date();
export const dateTimeSchema = z.iso.datetime({ offset: true });
export const idSchema = z.guid();
export const colorSchema = z.string().regex(/^#[0-9a-f]{6}$/, 'expected a #rrggbb colour').nullable();
export const countryCodeSchema = z.string().regex(/^[A-Z]{2}$/).nullable();

/**
 * Enums are open (spec section 9): a value the dashboard has never seen still parses and
 * is shown as itself. The known values stay in the type for autocompletion.
 */
export function openEnum<const Values extends readonly [string, ...string[]]>(values: Values) {
  return z
    .string()
    .describe(`one of ${values.join(', ')}, or a value added later`)
    .transform((value) => value as Values[number] | (string & {}));
}

export const directionSchema = openEnum(['inflow', 'outflow']);

/** A relation holds an id, or the object itself when expanded (spec 2.12). */
export function relation<Expanded extends z.ZodType>(expanded: Expanded) {
  return z.union([idSchema, expanded]);
}

/** The id of a relation field, expanded or not. */
export function relationId(value: string | { id: string }): string {
  return typeof value === 'string' ? value : value.id;
}

/**
 * The list envelope (spec 2.2). Items are left unparsed here: api-fetch parses them one by
 * one so a single malformed row is reported instead of hiding the whole page.
 */
export const listEnvelopeSchema = z.looseObject({
  object: z.literal('list'),
  data: z.array(z.unknown()),
  has_more: z.boolean(),
  next_cursor: z.string().nullable(),
});

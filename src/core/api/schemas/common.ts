import { z } from 'zod/mini';
import { isMoney } from '../../money.ts';
import { plainText, plainTextWithLineBreaks } from '../../plain-text.ts';

/** Money stays a decimal string; arithmetic goes through money.ts. */
export const moneySchema = z.string().check(z.refine(isMoney, 'expected Money: digits, a dot and two decimals'));
export const currencySchema = z.string().check(z.regex(/^[A-Z]{3}$/, 'expected a three-letter currency code'));
export const dateSchema = z.iso.date();
export const dateTimeSchema = z.iso.datetime({ offset: true });
export const idSchema = z.guid();
export const colorSchema = z.nullable(z.string().check(z.regex(/^#[0-9a-f]{6}$/, 'expected a #rrggbb colour')));
export const countryCodeSchema = z.nullable(z.string().check(z.regex(/^[A-Z]{2}$/)));

/** A name, for one line on screen: the upstream's controls and bidi overrides are dropped (plain-text.ts). */
export const nameSchema = z.pipe(z.string(), z.transform(plainText));
/** Free text (a description, a comment, bank details): the same, its line breaks kept. */
export const freeTextSchema = z.nullable(z.pipe(z.string(), z.transform(plainTextWithLineBreaks)));

/**
 * Enums are open (spec section 9): a value the dashboard has never seen still parses and
 * is shown as itself. The known values stay in the type for autocompletion.
 */
export function openEnum<const Values extends readonly [string, ...string[]]>(values: Values) {
  return z.pipe(
    z.string().check(z.describe(`one of ${values.join(', ')}, or a value added later`)),
    z.transform((value: string) => value as Values[number] | (string & {})),
  );
}

export const directions = ['inflow', 'outflow'] as const;
/** A direction the dashboard knows; the enum of a response stays open (spec 9). */
export type Direction = (typeof directions)[number];
export const directionSchema = openEnum(directions);

/** A relation holds an id, or the object itself when expanded (spec 2.12). */
export function relation<Expanded extends z.ZodMiniType>(expanded: Expanded) {
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
  next_cursor: z.nullable(z.string()),
});

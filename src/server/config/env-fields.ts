import { z } from 'zod';
import { ConfigError } from './config-error.ts';

/**
 * The shapes environment variables come in, each written once. Blank is unset throughout:
 * .env files and shells often hold `NAME=` for "unset".
 */

/** Unset when absent or blank, else `schema`. */
export function unsetWhenBlank<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => (value === '' ? undefined : value), schema.optional());
}

/** `fallback` when absent or blank, else `schema`. */
export function withDefault<T extends z.ZodType>(schema: T, fallback: z.input<T>) {
  return z.preprocess((value) => (value === undefined || value === '' ? fallback : value), schema);
}

/** Text with something in it once trimmed; unset when blank. */
export const optionalText = unsetWhenBlank(z.string().trim().min(1));

/** A URL whose scheme (without its colon) matches `protocol`; unset when blank. */
export function optionalUrl(protocol: RegExp, error: string) {
  return unsetWhenBlank(z.url({ protocol, error }));
}

/** A whole number from `min` to `max`; `message` for anything else. */
export function wholeNumber(message: string, min: number, max: number) {
  return z.coerce.number(message).int(message).min(min, message).max(max, message);
}

function flagOf(truthy: readonly string[], falsy: readonly [string, ...string[]]) {
  return withDefault(
    z.enum([...truthy, ...falsy], 'must be 1 or 0').transform((value) => truthy.includes(value)),
    falsy[0],
  );
}

/** 1, 0, true or false; off when unset. */
export const flag = flagOf(['1', 'true'], ['0', 'false']);

/** 1, 0, true, false, on or off; off when unset (the alerts' switches take on and off too). */
export const onOffFlag = flagOf(['1', 'true', 'on'], ['0', 'false', 'off']);

/** Comma-separated items, spaces around them and empty ones dropped; none when unset. */
export function commaList(item: z.ZodType<string, string>) {
  return withDefault(
    z
      .string()
      .transform((text) =>
        text
          .split(',')
          .map((part) => part.trim())
          .filter((part) => part !== ''),
      )
      .pipe(z.array(item)),
    '',
  );
}

/**
 * The environment read with `schema`; throws a ConfigError naming the first variable refused
 * and why, never echoing its value: it may be the API key or a password.
 */
export function parseEnvironment<T extends z.ZodType>(schema: T, env: NodeJS.ProcessEnv): z.output<T> {
  const result = schema.safeParse(env);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  throw new ConfigError(`${String(issue?.path[0] ?? 'configuration')} ${issue?.message ?? 'is invalid'}.`);
}

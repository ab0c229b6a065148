import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ConfigError } from './config-error.ts';
import {
  commaList,
  flag,
  onOffFlag,
  optionalText,
  optionalUrl,
  parseEnvironment,
  unsetWhenBlank,
  withDefault,
  wholeNumber,
} from './env-fields.ts';

describe('environment fields', () => {
  it('takes a blank value as unset', () => {
    const port = unsetWhenBlank(wholeNumber('must be a port number', 1, 65535));
    expect(port.parse('')).toBeUndefined();
    expect(port.parse(undefined)).toBeUndefined();
    expect(port.parse('2525')).toBe(2525);
    expect(optionalText.parse('')).toBeUndefined();
    expect(optionalText.parse(' dashboard ')).toBe('dashboard');
  });

  it('gives the default when unset or blank, and reads the value otherwise', () => {
    const dataDir = withDefault(z.string().trim().min(1), './data');
    expect(dataDir.parse(undefined)).toBe('./data');
    expect(dataDir.parse('')).toBe('./data');
    expect(dataDir.parse('/var/lib/cashflow')).toBe('/var/lib/cashflow');
  });

  it('takes a URL of the schemes named, unset when blank', () => {
    const redis = optionalUrl(/^rediss?$/, 'is not a redis:// URL');
    expect(redis.parse('')).toBeUndefined();
    expect(redis.parse('rediss://cache.internal:6380')).toBe('rediss://cache.internal:6380');
    expect(redis.safeParse('http://cache.internal').error?.issues[0]?.message).toBe('is not a redis:// URL');
  });

  it('refuses a fraction or a number out of range with the one message', () => {
    const minutes = wholeNumber('must be a whole number of minutes from 1 to 1440', 1, 1440);
    expect(minutes.parse('15')).toBe(15);
    for (const text of ['0', '7.5', '1441', 'soon'])
      expect(minutes.safeParse(text).error?.issues[0]?.message).toBe('must be a whole number of minutes from 1 to 1440');
  });

  it('reads a flag as 1, 0, true or false, off when unset; the on-off flag takes on and off too', () => {
    expect([flag.parse(undefined), flag.parse(''), flag.parse('1'), flag.parse('true'), flag.parse('0')]).toEqual([
      false,
      false,
      true,
      true,
      false,
    ]);
    expect(flag.safeParse('on').error?.issues[0]?.message).toBe('must be 1 or 0');
    expect([onOffFlag.parse(''), onOffFlag.parse('on'), onOffFlag.parse('off'), onOffFlag.parse('1')]).toEqual([false, true, false, true]);
    expect(onOffFlag.safeParse('yes').error?.issues[0]?.message).toBe('must be 1 or 0');
  });

  it('splits a comma list, dropping spaces and empty items, and checks each item', () => {
    const hosts = commaList(z.string().regex(/^[a-z.-]+$/, 'must list host names'));
    expect(hosts.parse(undefined)).toEqual([]);
    expect(hosts.parse(' cash.example.com, ,cash-eu.example.com ')).toEqual(['cash.example.com', 'cash-eu.example.com']);
    expect(hosts.safeParse('cash.example.com, https://x').error?.issues[0]?.message).toBe('must list host names');
  });

  it('names the variable refused, never its value', () => {
    const schema = z.object({ API_KEY: z.string().regex(/^\S+$/, 'must be printable ASCII without spaces') });
    expect(() => parseEnvironment(schema, { API_KEY: 'sk live secret' })).toThrow(
      new ConfigError('API_KEY must be printable ASCII without spaces.'),
    );
    expect(parseEnvironment(schema, { API_KEY: 'sk_live_secret' })).toEqual({ API_KEY: 'sk_live_secret' });
  });
});

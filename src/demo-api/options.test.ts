import { describe, expect, it } from 'vitest';
import { PROFILE_NAMES } from './generate/profiles/index.ts';
import { readDemoOptions } from './options.ts';

describe('readDemoOptions', () => {
  it('uses the documented defaults', () => {
    const options = readDemoOptions({});
    expect(options).toMatchObject({ seed: 42, scale: 1, apiKey: 'demo_key', forbiddenKey: 'demo_key_no_api', rateLimit: 120 });
    expect(options.today).toBe(new Date().toISOString().slice(0, 10));
  });

  it('reads every variable, fractional scale included', () => {
    const options = readDemoOptions({
      DEMO_SEED: '9',
      DEMO_TODAY: '2025-06-30',
      DEMO_SCALE: '0.1',
      DEMO_API_KEY: 'a',
      DEMO_FORBIDDEN_KEY: 'b',
      DEMO_RATE_LIMIT: '5',
    });
    expect(options).toEqual({
      seed: 9,
      today: '2025-06-30',
      scale: 0.1,
      apiKey: 'a',
      forbiddenKey: 'b',
      rateLimit: 5,
      profile: 'services',
    });
  });

  it('serves the services company unless DEMO_PROFILE names another', () => {
    expect(readDemoOptions({}).profile).toBe('services');
    for (const name of PROFILE_NAMES) expect(readDemoOptions({ DEMO_PROFILE: name }).profile).toBe(name);
  });

  it('refuses an unknown DEMO_PROFILE with one line naming the profiles', () => {
    expect(() => readDemoOptions({ DEMO_PROFILE: 'bakery' })).toThrow(
      `DEMO_PROFILE must be one of ${PROFILE_NAMES.join(', ')}, got "bakery"`,
    );
  });

  it.each([
    ['DEMO_SEED', 'abc'],
    ['DEMO_SEED', '1.5'],
    ['DEMO_TODAY', '2025-02-30'],
    ['DEMO_TODAY', 'tomorrow'],
    ['DEMO_SCALE', '0'],
    ['DEMO_SCALE', '-1'],
    ['DEMO_SCALE', 'big'],
    ['DEMO_RATE_LIMIT', '0'],
    ['DEMO_API_KEY', 'has space'],
  ])('refuses %s=%s with an error naming the variable', (name, value) => {
    expect(() => readDemoOptions({ [name]: value })).toThrow(name);
  });
});

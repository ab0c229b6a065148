import { isIsoDate } from './calendar.ts';
import { DEFAULT_PROFILE, PROFILE_NAMES } from './generate/profiles/index.ts';

export type DemoOptions = {
  seed: number;
  /** YYYY-MM-DD; the day the demo data ends and forecasts start. */
  today: string;
  /** Multiplies the volume of generated data; 1 gives about 40,000 transactions. */
  scale: number;
  apiKey: string;
  forbiddenKey: string;
  /** Requests allowed per key and per minute. */
  rateLimit: number;
  /** The company the demo serves (generate/profiles); the default one when absent. */
  profile?: string;
};

const MAX_SCALE = 100;

/** Reads the DEMO_* variables; an invalid value throws an Error naming the variable. */
export function readDemoOptions(env: NodeJS.ProcessEnv): DemoOptions {
  return {
    seed: readInteger(env, 'DEMO_SEED', 42, 0),
    today: readToday(env),
    scale: readScale(env),
    apiKey: readKey(env, 'DEMO_API_KEY', 'demo_key'),
    forbiddenKey: readKey(env, 'DEMO_FORBIDDEN_KEY', 'demo_key_no_api'),
    rateLimit: readInteger(env, 'DEMO_RATE_LIMIT', 120, 1),
    profile: readProfile(env),
  };
}

function present(env: NodeJS.ProcessEnv, name: string): string | undefined {
  const value = env[name]?.trim();
  return value === undefined || value === '' ? undefined : value;
}

function readInteger(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number): number {
  const raw = present(env, name);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!/^-?\d+$/.test(raw) || !Number.isSafeInteger(value) || value < min) {
    throw new Error(`${name} must be an integer of at least ${min}, got "${raw}"`);
  }
  return value;
}

function readToday(env: NodeJS.ProcessEnv): string {
  const raw = present(env, 'DEMO_TODAY');
  if (raw === undefined) return new Date().toISOString().slice(0, 10);
  if (!isIsoDate(raw)) throw new Error(`DEMO_TODAY must be a date as YYYY-MM-DD, got "${raw}"`);
  return raw;
}

function readScale(env: NodeJS.ProcessEnv): number {
  const raw = present(env, 'DEMO_SCALE');
  if (raw === undefined) return 1;
  const value = Number(raw);
  if (!/^\d+(\.\d+)?$/.test(raw) || value <= 0 || value > MAX_SCALE) {
    throw new Error(`DEMO_SCALE must be a number above 0 and at most ${MAX_SCALE}, got "${raw}"`);
  }
  return value;
}

function readProfile(env: NodeJS.ProcessEnv): string {
  const raw = present(env, 'DEMO_PROFILE');
  if (raw === undefined) return DEFAULT_PROFILE;
  if (!PROFILE_NAMES.includes(raw)) throw new Error(`DEMO_PROFILE must be one of ${PROFILE_NAMES.join(', ')}, got "${raw}"`);
  return raw;
}

function readKey(env: NodeJS.ProcessEnv, name: string, fallback: string): string {
  const raw = present(env, name);
  if (raw === undefined) return fallback;
  if (/\s/.test(raw)) throw new Error(`${name} must not contain whitespace`);
  return raw;
}

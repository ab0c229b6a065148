import { z } from 'zod';
import type { StorageConfig } from '../storage/open-storage.ts';
import { optionalUrl, wholeNumber, withDefault } from './env-fields.ts';
import { isLoopback } from './loopback.ts';

/** Where the server keeps what outlives a request: the workspace's database, and the Redis instances share. */
export type StorageSettings = {
  /** Redis shared by several instances (issue 18); null: this process's memory. */
  redisUrl: string | null;
  /** Where the workspace keeps users, sessions, the audit trail and saved views (issue 32). */
  storage: StorageConfig;
  /** How long the audit trail keeps an event (AUDIT_RETENTION_DAYS). */
  auditRetentionDays: number;
};

/** Over a year: the audit of a financial year, and its close, fall inside it. */
export const DEFAULT_AUDIT_RETENTION_DAYS = 400;

export const storageSchema = z.object({
  REDIS_URL: optionalUrl(/^rediss?$/, 'is not a redis:// or rediss:// URL'),
  DATABASE_URL: optionalUrl(/^postgres(?:ql)?$/, 'is not a postgres:// or postgresql:// URL'),
  DATA_DIR: withDefault(z.string().trim().min(1), './data'),
  AUDIT_RETENTION_DAYS: withDefault(wholeNumber('must be a whole number of days from 1 to 36500', 1, 36_500), DEFAULT_AUDIT_RETENTION_DAYS),
});

/** The storage settings, and a warning for each that would carry the workspace's data across a network unprotected. */
export function storageOf(parsed: z.output<typeof storageSchema>): StorageSettings & { warnings: string[] } {
  const redisUrl = parsed.REDIS_URL ?? null;
  const storage = databaseOf(parsed.DATABASE_URL, parsed.DATA_DIR);
  const warnings = [
    ...(redisUrl === null ? [] : redisWarnings(new URL(redisUrl))),
    ...(storage.kind === 'postgres' ? databaseWarnings(new URL(storage.url)) : []),
  ];
  return { redisUrl, storage, auditRetentionDays: parsed.AUDIT_RETENTION_DAYS, warnings };
}

/** A relative DATA_DIR is kept as written: the server resolves it against the project folder. */
function databaseOf(databaseUrl: string | undefined, dataDir: string): StorageConfig {
  return databaseUrl === undefined ? { kind: 'embedded', dataDir } : { kind: 'postgres', url: databaseUrl };
}

// Cached answers are the workspace's data: across a network they need TLS and a password.
function redisWarnings(url: URL): string[] {
  if (isLoopback(url.hostname)) return [];
  const warnings: string[] = [];
  if (url.protocol === 'redis:')
    warnings.push(
      'REDIS_URL is plain redis:// to another machine: cached workspace data crosses the network in clear. ' +
        'Use rediss:// unless the network is trusted.',
    );
  if (!url.password)
    warnings.push(
      'REDIS_URL has no password: anyone who reaches that Redis reads the cached workspace data. Set one (redis://:password@host).',
    );
  return warnings;
}

// Users, sessions and the audit trail cross the network: TLS unless the operator says otherwise.
// The messages never quote the URL, which may hold the password.
function databaseWarnings(url: URL): string[] {
  const host = decodeURIComponent(url.hostname).replace(/^\[(.*)\]$/, '$1');
  if (isLoopback(host)) return [];
  if (['require', 'verify-ca', 'verify-full'].includes(url.searchParams.get('sslmode') ?? '')) return [];
  return [
    'DATABASE_URL points at another machine without sslmode=require: users, sessions and the audit trail would cross the network ' +
      'in clear. Add ?sslmode=require unless the network is trusted.',
  ];
}

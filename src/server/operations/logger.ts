import { pino } from 'pino';
import type { Logger } from 'pino';

export type { Logger };

/** Where JSON lines go: one call per line; stdout by default. Tests collect them. */
export type LogSink = (line: string) => void;

/**
 * Header and field names that would carry a secret, should one ever be logged whole: every line
 * is built field by field without them, and this list is the second line of defence.
 */
const REDACTED = [
  'headers.authorization',
  'headers.cookie',
  'headers["set-cookie"]',
  'headers["x-dashboard-proxy-secret"]',
  'headers["x-api-key"]',
  'apiKey',
  'password',
];

let stdoutLogger: Logger | null = null;

/**
 * A pino logger writing one JSON line per call to `sink`, or to stdout. Lines carry `time` and
 * `level` as words (`"level":"info"`), for people and for log shippers alike.
 *
 * @example createLogger().info({ request_id: 'dash_…', status: 200 }, 'request')
 */
export function createLogger(sink?: LogSink): Logger {
  if (sink) return pino(OPTIONS, { write: (line: string) => sink(line.replace(/\n$/, '')) });
  stdoutLogger ??= pino(OPTIONS);
  return stdoutLogger;
}

const OPTIONS = {
  base: null,
  timestamp: pino.stdTimeFunctions.isoTime,
  formatters: { level: (label: string) => ({ level: label }) },
  redact: { paths: REDACTED, censor: '[redacted]' },
};

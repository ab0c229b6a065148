import type { Kysely } from 'kysely';
import { addressKey } from '../http/client-identity.ts';
import { recordRepeatable } from '../storage/audit-trail-store.ts';
import type { Database } from '../storage/schema.ts';

/**
 * The login limiter as failed sign-ins use it (access/login-limiter.ts: five free failures per key in 15 minutes, then
 * a wait doubling from 1 s to 60 s; in Redis, shared by every server, when scaled out). Answers may be promises.
 */
export type FailureLimits = {
  turnMs(key: string, shared: boolean): number | Promise<number>;
  fail(key: string, shared: boolean): { failures: number; waitMs: number } | Promise<{ failures: number; waitMs: number }>;
};

/** Repeats of one refusal from one address within this many minutes of the first are one row in the audit trail. */
export const FOLD_MINUTES = 60;
/** The most a reason keeps, in the audit trail and the log. */
const MAX_REASON_LENGTH = 120;

/** The error codes of OAuth 2.0 (RFC 6749, 4.1.2.1) and OpenID Connect (Core, 3.1.2.6) a provider may send back. */
const PROVIDER_ERRORS = new Set([
  'invalid_request',
  'unauthorized_client',
  'access_denied',
  'unsupported_response_type',
  'invalid_scope',
  'server_error',
  'temporarily_unavailable',
  'interaction_required',
  'login_required',
  'account_selection_required',
  'consent_required',
  'invalid_request_uri',
  'invalid_request_object',
  'request_not_supported',
  'request_uri_not_supported',
  'registration_not_supported',
]);

/**
 * The provider's `error` as a reason: anyone can put any text there, so only a code the standards define is kept.
 *
 * @example providerRefusal('access_denied') // 'the provider answered access_denied'
 */
export function providerRefusal(error: string): string {
  return PROVIDER_ERRORS.has(error) ? `the provider answered ${error}` : 'the provider answered with an error the standards do not define';
}

/** A reason or a log line's detail: printable ASCII on one line, at most MAX_REASON_LENGTH characters. */
export function plain(text: string): string {
  return text
    .replace(/[^\x20-\x7e]+/g, ' ')
    .trim()
    .slice(0, MAX_REASON_LENGTH);
}

export type SignInFailures = {
  /** Milliseconds before a callback from `from` may go on; 0 when it may now. */
  waitMs(from: string): Promise<number>;
  /** Counts a failure against its address, and writes it to the audit trail, on the row of its repeats if any. */
  record(db: Kysely<Database>, failure: { reason: string; claimed: string; from: string }): Promise<void>;
};

/**
 * Failed sign-ins per address (IPv6 by its /64), under a key of their own beside the password's. Not `shared`: the
 * global budget is for password guesses; here each address waits out its own failures, and the fold bounds the rows
 * many addresses can write.
 */
export function signInFailures(limits: FailureLimits): SignInFailures {
  const keyOf = (from: string) => `sign-in:${addressKey(from)}`;
  return {
    waitMs: async (from) => limits.turnMs(keyOf(from), false),
    async record(db, { reason, claimed, from }) {
      await limits.fail(keyOf(from), false);
      const entry = { action: 'sign_in_failed' as const, actorId: null, actorLabel: claimed, details: { reason }, from };
      await recordRepeatable(db, entry, FOLD_MINUTES);
    },
  };
}

import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../storage/schema.ts';
import { sharedSecret } from './secret-store.ts';

const SECRET_NAME = 'csrf-token-key';

/** The CSRF tokens of every instance sharing the database: the same person gets the same token from any of them. */
export type CsrfTokens = {
  /** The token for a person's `sessionKey`. */
  tokenFor(db: Kysely<Database>, sessionKey: string): Promise<string>;
};

/**
 * Token = HMAC-SHA256(key, sessionKey), the key made once in `workspace_secrets` by whichever
 * instance gets there first: a token needs no storage of its own and dies with the session.
 */
export function createCsrfTokens(): CsrfTokens {
  let key: Promise<Buffer> | null = null;
  return {
    async tokenFor(db, sessionKey) {
      key ??= sharedKey(db);
      // A failed read is tried again on the next request, not remembered.
      const known = await key.catch((error: unknown) => {
        key = null;
        throw error;
      });
      return createHmac('sha256', known).update(sessionKey).digest('base64url');
    },
  };
}

/**
 * A key of its own for another signature the workspace makes (`purpose` names it: "alert-unsubscribe"), derived from
 * the workspace's one key, so every instance agrees without storing another secret, and a CSRF token is never valid
 * as anything else.
 */
export async function purposeKey(db: Kysely<Database>, purpose: string): Promise<Buffer> {
  return createHmac('sha256', await sharedKey(db))
    .update(`purpose:${purpose}`)
    .digest();
}

async function sharedKey(db: Kysely<Database>): Promise<Buffer> {
  return Buffer.from(await sharedSecret(db, SECRET_NAME, randomBytes(32).toString('base64url')), 'base64url');
}

/** Constant-time: a guesser learns nothing from how long a wrong token takes to refuse. */
export function sameToken(sent: string, expected: string): boolean {
  const a = Buffer.from(sent);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

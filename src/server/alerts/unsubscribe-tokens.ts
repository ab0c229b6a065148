import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../storage/schema.ts';
import { purposeKey } from '../workspace/csrf-tokens.ts';

/** Who an e-mail went to: a subscriber (a user) or an address listed on the rule (an e-mail destination). */
export type Recipient = { kind: 'user' | 'destination'; id: string };

/** What an unsubscribe link names: one recipient of one rule, nothing else. */
export type UnsubscribeGrant = { ruleId: string; recipient: Recipient };

/** Where a recipient stops receiving a rule, without signing in (RFC 8058's one-click target, and the footer's link). */
export const UNSUBSCRIBE_PATH = '/unsubscribe';

const PURPOSE = 'alert-unsubscribe';
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const TOKEN = new RegExp(`^(${UUID})\\.([ud])\\.(${UUID})\\.([A-Za-z0-9_-]{43})$`);
const KIND_LETTER = { user: 'u', destination: 'd' } as const;

/**
 * `<rule id>.<u|d>.<recipient id>.<HMAC-SHA256 of the three>`: signed with a key derived from the workspace's own
 * (csrf-tokens.ts), so any instance checks what another minted and nothing is stored. It does not expire: a reader may
 * unsubscribe from a message months old, and using it twice changes nothing more.
 */
export type UnsubscribeTokens = {
  mint(db: Kysely<Database>, grant: UnsubscribeGrant): Promise<string>;
  /** The grant a token carries, or null for anything this server did not sign (cut, changed, another rule's). */
  verify(db: Kysely<Database>, token: string): Promise<UnsubscribeGrant | null>;
};

export function createUnsubscribeTokens(): UnsubscribeTokens {
  // Per database: one process may hold several (tests), each with its own workspace key.
  const keys = new WeakMap<Kysely<Database>, Promise<Buffer>>();
  const keyOf = (db: Kysely<Database>) => {
    const known = keys.get(db);
    if (known) return known;
    const key = purposeKey(db, PURPOSE);
    keys.set(db, key);
    // A failed read is tried again next time, not remembered.
    key.catch(() => keys.delete(db));
    return key;
  };
  const signed = async (db: Kysely<Database>, body: string) =>
    createHmac('sha256', await keyOf(db))
      .update(body)
      .digest('base64url');
  return {
    async mint(db, { ruleId, recipient }) {
      const body = `${ruleId.toLowerCase()}.${KIND_LETTER[recipient.kind]}.${recipient.id.toLowerCase()}`;
      return `${body}.${await signed(db, body)}`;
    },
    async verify(db, token) {
      const match = TOKEN.exec(token);
      if (!match) return null;
      const [, ruleId = '', letter, recipientId = '', mac = ''] = match;
      const expected = Buffer.from(await signed(db, `${ruleId}.${letter}.${recipientId}`));
      const given = Buffer.from(mac);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      return { ruleId, recipient: { kind: letter === 'u' ? 'user' : 'destination', id: recipientId } };
    },
  };
}

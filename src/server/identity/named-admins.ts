import type { Kysely } from 'kysely';
import { inTransaction, recordAudit } from '../storage/audit-trail-store.ts';
import type { Database } from '../storage/schema.ts';
import { lockedRoleOf, upsertPerson } from './people-store.ts';
import type { UserRow, Vouched } from './people-store.ts';

/** Who the audit trail says made a named admin admin: no person, the server's configuration. */
export const NAMED_ADMIN_ACTOR = 'ADMIN_EMAILS (server configuration)';

export type Seen = {
  seenAt: Date;
  /** The browser's address past trusted proxies, for the audit trail; null where there is none to give. */
  from: string | null;
  log: (line: string) => void;
};

/**
 * The person's row as the sign-in (or the proxy's request) describes them. When ADMIN_EMAILS
 * makes them admin, and they were not (or were not known), that change is written to the audit
 * trail in the same transaction and logged: an operator's rescue never goes unrecorded. A named
 * admin who already is one costs no audit line.
 */
export async function personSeen(db: Kysely<Database>, vouched: Vouched, seen: Seen): Promise<UserRow> {
  if (vouched.namedAdmin !== true) return upsertPerson(db, vouched, seen.seenAt);
  return db.isTransaction ? namedAdminSeen(db, vouched, seen) : inTransaction(db, (tx) => namedAdminSeen(tx, vouched, seen));
}

async function namedAdminSeen(tx: Kysely<Database>, vouched: Vouched, seen: Seen): Promise<UserRow> {
  const before = await lockedRoleOf(tx, vouched.issuer, vouched.subject);
  const user = await upsertPerson(tx, vouched, seen.seenAt);
  if (before === 'admin') return user;
  await recordAudit(tx, {
    action: 'role_changed',
    actorId: null,
    actorLabel: NAMED_ADMIN_ACTOR,
    target: user.id,
    details: { member: user.display_name, from: before, to: 'admin', setByAdmin: false, namedIn: 'ADMIN_EMAILS' },
    from: seen.from,
  });
  seen.log(`ADMIN_EMAILS: ${user.email ?? user.display_name} is admin now (was ${before ?? 'not yet known'}).`);
  return user;
}

import { Hono } from 'hono';
import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { Kysely } from 'kysely';
import { escapeHtml } from '../delivery/formats/email-html.ts';
import { inTransaction, recordAudit } from '../storage/audit-trail-store.ts';
import type { Database } from '../storage/schema.ts';
import { isConnectionError } from '../storage/storage-unavailable.ts';
import { lockedRule } from './rule-store.ts';
import { stopSending, unsubscribeTarget } from './unsubscribe-store.ts';
import type { UnsubscribeTarget } from './unsubscribe-store.ts';
import { UNSUBSCRIBE_PATH } from './unsubscribe-tokens.ts';
import type { UnsubscribeGrant, UnsubscribeTokens } from './unsubscribe-tokens.ts';

export type UnsubscribeRoutesOptions = {
  /** The workspace's database, opened if need be; null while it cannot be. */
  database: () => Promise<Kysely<Database> | null>;
  tokens: UnsubscribeTokens;
  /** The reader's address past trusted proxies, for the audit trail. */
  clientAddress: (c: Context) => string;
};

const INVALID =
  'This unsubscribe link is not one this dashboard made: it may have been cut or changed on the way. Nothing was changed. ' +
  'Copy the whole link from the e-mail, or ask an editor of the workspace to remove your address.';

/**
 * `GET /unsubscribe?token=…` asks the reader to confirm (a link scanner opening it changes nothing);
 * `POST /unsubscribe?token=…`, the page's button or a mail client's one-click (RFC 8058), stops that rule's e-mail to
 * that recipient, audited. Both answer before sign-in and the password: the reader may be an outside recipient with
 * no account; the signed token is the only credential, and it names one recipient of one rule.
 */
export function unsubscribeRoutes(options: UnsubscribeRoutesOptions): Hono {
  const app = new Hono();
  app.use(UNSUBSCRIBE_PATH, async (c, next) => {
    await next();
    c.res.headers.set('Cache-Control', 'no-store');
    c.res.headers.set('X-Robots-Tag', 'noindex');
  });
  app.onError((error) => {
    if (isConnectionError(error)) return unavailable();
    throw error;
  });

  app.get(UNSUBSCRIBE_PATH, async (c) => {
    const found = await grantOf(c, options);
    if (found instanceof Response) return found;
    const target = await unsubscribeTarget(found.db, found.grant);
    if (target === null) return page(200, 'Nothing more will be sent', [RULE_GONE]);
    if (!target.receiving) return page(200, 'You are unsubscribed', [stoppedSentence(target)]);
    return page(200, 'Unsubscribe from this alert?', [`Stop receiving “${target.ruleName}”${at(target)}?`], c.req.url);
  });

  // RFC 8058's body is one form field: anything larger is no mail client's, and is not read on.
  const oneClickBody = bodyLimit({ maxSize: MAX_ONE_CLICK_BYTES, onError: () => page(413, 'This request is too large', [NOT_ONE_CLICK]) });
  app.post(UNSUBSCRIBE_PATH, oneClickBody, async (c) => {
    if (!(await isOneClick(c))) return page(400, 'This request is not an unsubscribe', [NOT_ONE_CLICK]);
    const found = await grantOf(c, options);
    if (found instanceof Response) return found;
    const target = await inTransaction(found.db, (tx) => unsubscribed(tx, found.grant, c, options));
    if (target === null) return page(200, 'Nothing more will be sent', [RULE_GONE]);
    return page(200, 'You are unsubscribed', [stoppedSentence(target)]);
  });

  return app;
}

const MAX_ONE_CLICK_BYTES = 1024;
const NOT_ONE_CLICK =
  'An unsubscribe is posted with the one form field List-Unsubscribe=One-Click (RFC 8058), as the button of this page and ' +
  'mail clients send it. Nothing was changed.';

/** The body RFC 8058 asks for, URL-encoded or multipart, as mail clients send either. */
async function isOneClick(c: Context): Promise<boolean> {
  const body = await c.req.parseBody().catch(() => null);
  return body?.['List-Unsubscribe'] === 'One-Click';
}

const RULE_GONE = 'This alert no longer exists: nothing more will be sent for it.';

/** The grant of the link's token and the open database, or the page saying why there is none. */
async function grantOf(
  c: Context,
  options: UnsubscribeRoutesOptions,
): Promise<{ db: Kysely<Database>; grant: UnsubscribeGrant } | Response> {
  const db = await options.database();
  if (db === null) return unavailable();
  const grant = await options.tokens.verify(db, c.req.query('token') ?? '');
  return grant === null ? page(400, 'This link is not valid', [INVALID]) : { db, grant };
}

/** Stops the sending under the rule's lock, audited when it changed something; a second use changes nothing. */
async function unsubscribed(
  tx: Kysely<Database>,
  grant: UnsubscribeGrant,
  c: Context,
  options: UnsubscribeRoutesOptions,
): Promise<UnsubscribeTarget | null> {
  if ((await lockedRule(tx, grant.ruleId)) === null) return null;
  const target = await unsubscribeTarget(tx, grant);
  if (target === null) return null;
  const changed = await stopSending(tx, grant.ruleId, grant.recipient, 'The recipient unsubscribed before this could be sent.');
  if (changed)
    await recordAudit(tx, {
      action: 'alert_unsubscribed',
      actorId: target.actor.id,
      actorLabel: target.actor.label,
      target: grant.ruleId,
      details: { name: target.ruleName, address: target.address, via: 'unsubscribe link' },
      from: options.clientAddress(c),
    });
  return target;
}

function at(target: UnsubscribeTarget): string {
  return target.address === null ? '' : ` at ${target.address}`;
}

function stoppedSentence(target: UnsubscribeTarget): string {
  return `You no longer receive “${target.ruleName}”${at(target)}. An editor of the workspace can add you again.`;
}

function unavailable(): Response {
  return page(503, 'Try again later', [
    "The dashboard's database does not answer just now, so nothing was changed. Open the link again later.",
  ]);
}

/**
 * A page of plain HTML without style or script (the dashboard's CSP allows neither inline); with `confirm`, the
 * button posting to the same address, with RFC 8058's body, as a mail client's one-click does.
 */
function page(status: 200 | 400 | 413 | 503, title: string, paragraphs: string[], confirm?: string): Response {
  const form =
    confirm === undefined
      ? ''
      : `<form method="post" action="${escapeHtml(new URL(confirm).pathname + new URL(confirm).search)}">` +
        `<input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">Unsubscribe</button></form>\n`;
  const body = paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n');
  const html =
    `<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">` +
    `<title>${escapeHtml(title)} · Cash-flow dashboard</title></head>\n<body>\n<h1>${escapeHtml(title)}</h1>\n${body}\n${form}</body></html>\n`;
  return new Response(html, { status, headers: { 'Content-Type': 'text/html; charset=utf-8' } });
}

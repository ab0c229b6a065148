import type { z } from 'zod/mini';
import { referenceListRequest } from '../api/requests.ts';
import { bankSchema, type Bank } from '../api/schemas/reference.ts';
import type { AlertMessage } from './alert-message.ts';
import type { bankDataConditionSchema } from './contract.ts';
import type { ConditionReading, EvaluationContext } from './evaluation.ts';
import { plural, shownName, wordsFor, type Words } from '../words/words.ts';
import { localDate, referenceInstant } from '../time/zoned-time.ts';
import { bankStatusWords, type BankStatusKind } from '../words/bank-status.ts';

type BankDataCondition = z.infer<typeof bankDataConditionSchema>;

const DAY_MS = 24 * 60 * 60 * 1000;

/** A connection in trouble and why, in words: `status` as /accounts names it ("Sign-in needed"), never the API's raw value. */
export type BankTrouble = { name: string; status: string; reasons: string[] };

/**
 * Bank connections in trouble, from the banks list alone (one request): a status that needs a
 * person (`requires_action`, `error`, or one this dashboard does not know), `connected` but
 * silent for more than N days, or a consent expiring within N days. `loading` is a sync under
 * way, shown as "Syncing" on the dashboard, not a trouble.
 */
export async function evaluateBankData(condition: BankDataCondition, context: EvaluationContext): Promise<ConditionReading> {
  const banks = (await context.read.list(referenceListRequest('banks'), bankSchema)).items;
  const nowMs = referenceInstant(context.today, context.now, context.timeZone).getTime();
  const words = wordsFor(context.locale);
  const troubles = banks
    .map((bank) => bankTrouble(bank, condition, nowMs, words, context.timeZone))
    .filter((trouble) => trouble.reasons.length > 0);
  const holds = troubles.length > 0;
  const reading = holds
    ? `${plural(troubles.length, 'connection')} of ${banks.length} in trouble: ${troubles.map((trouble) => trouble.name).join(', ')}`
    : `All ${plural(banks.length, 'connection')} current`;
  // One line on the rules page: a long list of names is cut.
  return { holds, reading: shownName(reading), message: message(troubles, banks.length, condition) };
}

export function bankTrouble(bank: Bank, condition: BankDataCondition, nowMs: number, words: Words, timeZone: string): BankTrouble {
  const reasons: string[] = [];
  const status = statusTrouble(bank, condition, nowMs, words, timeZone);
  if (status) reasons.push(status);
  const consent = consentTrouble(bank, condition, nowMs, words, timeZone);
  if (consent) reasons.push(consent);
  return { name: shownName(bank.name), status: shownName(bankStatusWords(statusKind(bank, status !== null), bank.status)), reasons };
}

/** The dashboard's name for the bank's state: a `connected` bank the rule finds silent is "Connected, not syncing". */
function statusKind(bank: Bank, silent: boolean): BankStatusKind {
  switch (bank.status) {
    case 'connected':
      return silent ? 'stale' : 'current';
    case 'loading':
      return 'syncing';
    case 'requires_action':
      return 'requires_action';
    case 'error':
      return 'error';
    default:
      return 'unknown';
  }
}

function statusTrouble(bank: Bank, { staleAfterDays }: BankDataCondition, nowMs: number, words: Words, timeZone: string): string | null {
  switch (bank.status) {
    case 'connected': {
      if (bank.last_sync_at === null) return 'Connected but has never synced';
      const ageMs = nowMs - Date.parse(bank.last_sync_at);
      if (ageMs <= staleAfterDays * DAY_MS) return null;
      return `Not synced for more than ${daysToTenth(ageMs)} days (last on ${words.date(localDate(new Date(bank.last_sync_at), timeZone))})`;
    }
    case 'loading':
      return null;
    case 'requires_action':
      return 'Someone must sign in again at the bank';
    case 'error':
      return 'The connection is failing';
    default:
      return `Reports the status "${shownName(bank.status)}"`;
  }
}

/**
 * A silence in days, cut (never rounded up) to a tenth: "more than 4.6 days" is true of 4.68 days, and a rule of 4
 * days never reads "4 days" of a connection it calls stale for being silent longer.
 *
 * @example daysToTenth(4.68 * DAY_MS) // '4.6'
 */
function daysToTenth(ageMs: number): string {
  const tenths = Math.floor((ageMs * 10) / DAY_MS);
  return `${Math.floor(tenths / 10)}.${tenths % 10}`;
}

function consentTrouble(
  bank: Bank,
  { consentWithinDays }: BankDataCondition,
  nowMs: number,
  words: Words,
  timeZone: string,
): string | null {
  if (bank.consent_expires_at === null) return null;
  const leftMs = Date.parse(bank.consent_expires_at) - nowMs;
  if (leftMs > consentWithinDays * DAY_MS) return null;
  const day = words.date(localDate(new Date(bank.consent_expires_at), timeZone));
  if (leftMs <= 0) return `Consent expired on ${day}`;
  return `Consent expires on ${day}, in ${plural(Math.ceil(leftMs / DAY_MS), 'day')}`;
}

function message(troubles: readonly BankTrouble[], total: number, condition: BankDataCondition): AlertMessage {
  const holds = troubles.length > 0;
  return {
    subject: holds ? `${plural(troubles.length, 'bank connection')} in trouble` : 'Every bank connection is current',
    summary: holds
      ? `${plural(troubles.length, 'bank connection')} of ${total} need attention: the balances and flows behind them may be out of date.`
      : `All ${plural(total, 'bank connection')} are connected, synced within ${plural(condition.staleAfterDays, 'day')}` +
        `, and no consent expires within ${plural(condition.consentWithinDays, 'day')}.`,
    figures: [
      { label: 'Connections in trouble', value: String(troubles.length) },
      { label: 'Connections', value: String(total) },
    ],
    table: holds
      ? {
          title: 'Connections in trouble',
          columns: ['Connection', 'Status', 'Why'],
          rows: troubles.map((trouble) => [trouble.name, trouble.status, trouble.reasons.join('; ')]),
          amountColumns: [],
        }
      : null,
    assumptions: [
      `A connection counts as stale after ${plural(condition.staleAfterDays, 'day')} without a sync` +
        `; consents are flagged ${plural(condition.consentWithinDays, 'day')} before they expire.`,
    ],
    link: '/accounts',
    linkLabel: 'Open the accounts',
  };
}

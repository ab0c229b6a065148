import type { Hono } from 'hono';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoApp, readerOver } from '../testing/demo-reader.ts';
import type { ApiReader } from '../../core/api/api-reader.ts';
import { evaluateCondition } from '../../core/alerts/evaluate.ts';
import type { EvaluationContext } from '../../core/alerts/evaluation.ts';
import { formatMoney, toMoneyString, type Cents } from '../../core/money.ts';

/** The words of the messages (issue 44, item 14): each comparison as the rule makes it, each status as /accounts names it. */
const TODAY = '2026-11-20';
const NOW = new Date('2026-11-20T12:00:00Z');
const eur = (cents: Cents) => formatMoney(cents, 'EUR', { locale: 'en-GB' });

function contextOver(read: ApiReader): EvaluationContext {
  return { today: TODAY, now: NOW, timeZone: 'Europe/Paris', locale: 'en-GB', teamMinimum: null, read };
}

/** A reader whose only list is these banks. */
function banksReader(banks: readonly Record<string, unknown>[]): ApiReader {
  return {
    get: () => Promise.reject(new Error('not asked')),
    list: (_request, itemSchema) => Promise.resolve({ items: banks.map((bank) => itemSchema.parse(bank)), invalidRows: 0 }),
  };
}

const bank = (fields: Record<string, unknown>) => ({
  object: 'bank',
  id: '5b0e2c8e-8a4e-4f55-9d55-0f4c1b8c7a11',
  name: 'Banque Alpha',
  country_code: 'FR',
  status: 'connected',
  last_sync_at: '2026-11-20T11:00:00Z',
  consent_expires_at: null,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
  ...fields,
});

let app: Hono;
beforeAll(() => {
  app = demoApp({ today: TODAY });
}, 30_000);

describe('projected cash', () => {
  it('says "at or above" when the lowest balance is the level to the cent, "above" when it is higher', async () => {
    const read = readerOver(app).reader;
    const condition = { kind: 'projected_cash', withinWeeks: 8, countLate: false } as const;
    const probe = await evaluateCondition({ ...condition, level: { kind: 'zero' } }, contextOver(read));
    const lowest = probe.message.figures.find((figure) => figure.label === 'Lowest projected balance')?.amount;
    expect(lowest?.currency).toBe('EUR');
    const level = BigInt((lowest?.value ?? '').replace('.', ''));

    const atLevel = await evaluateCondition({ ...condition, level: { kind: 'amount', amount: toMoneyString(level) } }, contextOver(read));
    expect(atLevel.holds).toBe(false);
    expect(atLevel.reading).toMatch(new RegExp(`^Lowest projected cash ${escaped(eur(level))} on .*, at or above ${escaped(eur(level))}$`));
    expect(atLevel.message.subject).toBe(`Projected cash stays at or above ${eur(level)} for the next 8 weeks`);

    const belowIt = await evaluateCondition(
      { ...condition, level: { kind: 'amount', amount: toMoneyString(level - 1n) } },
      contextOver(read),
    );
    expect(belowIt.reading).toMatch(new RegExp(`, above ${escaped(eur(level - 1n))}$`));
    expect(belowIt.message.subject).toBe(`Projected cash stays above ${eur(level - 1n)} for the next 8 weeks`);
  });
});

describe('late items', () => {
  it('says a total under its level is not above it, rather than that nothing is late', async () => {
    const read = readerOver(app).reader;
    const reading = await evaluateCondition(
      { kind: 'late_items', direction: 'inflow', lateByDays: 30, above: '99999999.00', per: 'total' },
      contextOver(read),
    );
    expect(reading.holds).toBe(false);
    expect(reading.message.subject).toMatch(/^Late receipts total €[\d,]+\.\d\d, not above €99,999,999\.00$/);
  });
});

describe('bank data', () => {
  const rule = { kind: 'bank_data', staleAfterDays: 4, consentWithinDays: 1 } as const;

  it('names each status as /accounts does, never the raw value', async () => {
    const reading = await evaluateCondition(
      rule,
      contextOver(
        banksReader([
          bank({ name: 'Needs sign-in', status: 'requires_action' }),
          bank({ name: 'Failing', status: 'error', id: '6b0e2c8e-8a4e-4f55-9d55-0f4c1b8c7a11' }),
          bank({ name: 'Silent', last_sync_at: '2026-11-10T12:00:00Z', id: '7b0e2c8e-8a4e-4f55-9d55-0f4c1b8c7a11' }),
          bank({ name: 'Paused', status: 'paused', id: '8b0e2c8e-8a4e-4f55-9d55-0f4c1b8c7a11' }),
        ]),
      ),
    );
    expect(reading.message.table?.rows.map((row) => [row[0], row[1]])).toEqual([
      ['Needs sign-in', 'Sign-in needed'],
      ['Failing', 'Error'],
      ['Silent', 'Connected, not syncing'],
      ['Paused', 'paused'],
    ]);
  });

  it('says "more than" the silence to a tenth of a day, never fewer days than the rule waits', async () => {
    // 4.6 days before noon on the 20th: 15 Nov, 21:36 UTC.
    const silent = bank({ last_sync_at: '2026-11-15T21:36:00Z' });
    const reading = await evaluateCondition(rule, contextOver(banksReader([silent])));
    expect(reading.message.table?.rows[0]?.[2]).toBe('Not synced for more than 4.6 days (last on 15 Nov 2026)');
    // Just past the rule's 4 days: never "4 days", which the rule does not call stale.
    const justPast = bank({ last_sync_at: '2026-11-16T11:59:00Z' });
    const barely = await evaluateCondition(rule, contextOver(banksReader([justPast])));
    expect(barely.message.table?.rows[0]?.[2]).toBe('Not synced for more than 4.0 days (last on 16 Nov 2026)');
  });
});

function escaped(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

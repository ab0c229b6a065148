import type { Hono } from 'hono';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoApp, readerOver } from '../testing/demo-reader.ts';
import { composeScheduled, evaluateCondition } from '../../core/alerts/evaluate.ts';
import type { AlertMessage } from '../../core/alerts/alert-message.ts';
import type { EvaluationContext } from '../../core/alerts/evaluation.ts';
import { formatMoney, parseMoney } from '../../core/money.ts';
import { genericPayload } from '../delivery/formats/generic-payload.ts';
import { sampleOutgoing } from '../delivery/formats/sample-outgoing.ts';

/** Issue 44, item 13: the generic webhook carries each figure's amount, currency and day beside its words, to the cent. */
const TODAY = '2026-11-20';

let app: Hono;
beforeAll(() => {
  app = demoApp({ today: TODAY });
}, 30_000);

function context(): EvaluationContext {
  const { reader } = readerOver(app);
  return {
    today: TODAY,
    now: new Date('2026-11-20T12:00:00Z'),
    timeZone: 'Europe/Paris',
    locale: 'en-GB',
    teamMinimum: null,
    read: reader,
  };
}

/** The body as a receiver parses it. */
function received(message: AlertMessage) {
  return genericPayload({ ...sampleOutgoing(), message });
}

/** Every amount of the payload is the decimal its words write (in the value, or the note of a dated figure), in their currency. */
function expectAmountsAsWritten(payload: ReturnType<typeof received>): void {
  for (const figure of payload.figures.filter((each) => each.amount !== null)) {
    const cents = parseMoney(figure.amount ?? '');
    const written = formatMoney(cents < 0n ? -cents : cents, figure.currency ?? '', { locale: 'en-GB' });
    expect(`${figure.value} ${figure.note ?? ''}`.replace(/[+-]/g, '')).toContain(written);
  }
}

describe('the generic webhook of a real rule', () => {
  it('gives a late-items total and its rows as decimal strings whose cents add up exactly', async () => {
    const reading = await evaluateCondition(
      { kind: 'late_items', direction: 'inflow', lateByDays: 30, above: '1000.00', per: 'total' },
      context(),
    );
    const payload = JSON.parse(JSON.stringify(received(reading.message))) as ReturnType<typeof received>;
    expectAmountsAsWritten(payload);
    const rows = (payload.table?.values ?? []).map((row) => row[1]);
    expect(rows.length).toBeGreaterThan(0);
    for (const cell of rows) expect(cell).toEqual({ amount: expect.stringMatching(/^\d+\.\d\d$/) as unknown, currency: 'EUR' });
    const [total, level] = payload.figures;
    expect(level).toMatchObject({ amount: '1000.00', currency: 'EUR', date: null });
    // Every counterparty is listed, each in exact cents: they add up to the total, to the cent.
    const listed = rows.reduce(
      (sum, cell) => sum + (cell !== null && cell !== undefined && 'amount' in cell ? parseMoney(cell.amount) : 0n),
      0n,
    );
    expect(listed).toBe(parseMoney(total?.amount ?? ''));
  });

  it("dates the projection's figures and amounts them in the workspace currency", async () => {
    const reading = await evaluateCondition(
      { kind: 'projected_cash', level: { kind: 'amount', amount: '99999999.00' }, withinWeeks: 4, countLate: false },
      context(),
    );
    const payload = received(reading.message);
    expectAmountsAsWritten(payload);
    expect(payload.figures.map((figure) => [figure.label, figure.currency, figure.date])).toEqual([
      ['Cash today', 'EUR', TODAY],
      ['First day under €99,999,999.00', 'EUR', TODAY],
      ['Lowest projected balance', 'EUR', expect.stringMatching(/^2026-1[12]-\d\d$/)],
      ['Level', 'EUR', null],
    ]);
  });

  it('amounts every money figure of the board pack, signed as the API signs money', async () => {
    const content = await composeScheduled({ kind: 'board_pack', workingDay: 1, hour: 8 }, context());
    const payload = received(content.message);
    expectAmountsAsWritten(payload);
    const closing = payload.figures.find((figure) => figure.label === 'Closing cash');
    expect(closing).toMatchObject({ currency: 'EUR', date: '2026-10-31', amount: expect.stringMatching(/^-?\d+\.\d\d$/) as unknown });
    const runway = payload.figures.find((figure) => figure.label.startsWith('Runway'));
    expect(runway?.amount).toBeNull();
  });
});

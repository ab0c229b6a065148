import { describe, expect, it } from 'vitest';
import { parseMoney } from './money.ts';
import { changeMeaning, lineKinds, type LineKind } from './change-meaning.ts';

const meaning = (kind: LineKind, previous: string, current: string, compared: 'earlier' | 'plan' = 'earlier') =>
  changeMeaning(kind, parseMoney(previous), parseMoney(current), compared);

describe('changeMeaning: October against September 2026 on the pinned demo', () => {
  it.each([
    ['inflows', '955826.74', '1077068.69', 'inflows 12.7 % higher', 'good'],
    ['outflows', '-775086.48', '-735582.37', 'outflows 5.1 % lower', 'good'],
    ['net', '180740.26', '341486.32', 'net cash flow 88.9 % higher', 'good'],
    ['starting_balance', '5419534.79', '5612140.57', 'starting balance 3.6 % higher', 'good'],
    ['final_balance', '5612140.57', '5937798.15', 'final balance 5.8 % higher', 'good'],
    ['excluded', '-804.61', '-1641.22', 'excluded movements 104.0 % larger', 'neutral'],
    ['transfers', '0.00', '0.00', 'no change', 'neutral'],
  ] as const)('%s %s → %s reads "%s" (%s)', (kind, previous, current, words, tone) => {
    expect(meaning(kind, previous, current)).toMatchObject({ words, tone });
  });
});

describe('changeMeaning: the rule per line kind', () => {
  it('reads outflows by their size: more paid out is higher and bad', () => {
    expect(meaning('outflows', '-100.00', '-150.00')).toMatchObject({
      words: 'outflows 50.0 % higher',
      tone: 'bad',
      direction: 'up',
      size: 5000n,
    });
    expect(meaning('inflows', '100.00', '50.00')).toMatchObject({ words: 'inflows 50.0 % lower', tone: 'bad', direction: 'down' });
  });

  it('gives no percentage from nothing', () => {
    expect(meaning('inflows', '0.00', '10.00')).toMatchObject({ words: 'inflows higher', tone: 'good', percent: null });
    expect(meaning('outflows', '0.00', '-10.00')).toMatchObject({ words: 'outflows higher', tone: 'bad', percent: null });
  });

  it('reads a net that stays negative as a net outflow, by its size', () => {
    expect(meaning('net', '-40627.03', '-43427.45')).toMatchObject({ words: 'net outflow 6.9 % larger', tone: 'bad', direction: 'up' });
    expect(meaning('net', '-100.00', '-50.00')).toMatchObject({ words: 'net outflow 50.0 % smaller', tone: 'good', direction: 'down' });
  });

  it.each(['starting_balance', 'final_balance'] as const)(
    '%s below zero gets no percentage: "higher" would read as a larger overdraft',
    (kind) => {
      expect(meaning(kind, '-100.00', '-50.00')).toMatchObject({ tone: 'good', percent: null, direction: 'up' });
      expect(meaning(kind, '-100.00', '-50.00').words).toMatch(/ higher$/);
      expect(meaning(kind, '-100.00', '-150.00')).toMatchObject({ tone: 'bad', percent: null });
    },
  );

  it.each(['net', 'starting_balance', 'final_balance'] as const)('%s: higher is good; crossing zero is said', (kind) => {
    expect(meaning(kind, '100.00', '112.68')).toMatchObject({ tone: 'good', percent: '12.7', direction: 'up' });
    expect(meaning(kind, '100.00', '-1.00')).toMatchObject({ tone: 'bad', percent: null });
    expect(meaning(kind, '100.00', '-1.00').words).toMatch(/ turned negative$/);
    expect(meaning(kind, '-1.00', '0.00').words).toMatch(/ higher$/);
  });

  it.each(['transfers', 'excluded', 'difference'] as const)('%s is never good or bad for cash, whichever way it moves', (kind) => {
    for (const [previous, current] of [
      ['-10.00', '-30.00'],
      ['-10.00', '-5.00'],
      ['10.00', '-5.00'],
      ['0.00', '7.00'],
    ] as const) {
      expect(meaning(kind, previous, current).tone).toBe('neutral');
    }
    expect(meaning(kind, '-10.00', '-30.00').words).toMatch(/ 200\.0 % larger$/);
    expect(meaning(kind, '10.00', '-5.00').words).toMatch(/ turned negative$/);
  });

  it('says "no change" for every kind when nothing moved, and never colours it', () => {
    for (const kind of lineKinds)
      expect(meaning(kind, '-12.34', '-12.34')).toEqual({
        words: 'no change',
        tone: 'neutral',
        direction: 'none',
        percent: null,
        size: 0n,
      });
  });

  it('rounds the percentage half away from zero in both directions', () => {
    expect(meaning('inflows', '1000.00', '1000.50').words).toBe('inflows 0.1 % higher');
    expect(meaning('inflows', '1000.00', '999.50').words).toBe('inflows 0.1 % lower');
    expect(meaning('outflows', '-1000.00', '-1000.49').words).toBe('outflows 0.0 % higher');
  });
});

describe('changeMeaning against a plan', () => {
  it('reads actual against forecast as above or below plan, good when above', () => {
    expect(meaning('net', '300.00', '100.27', 'plan')).toMatchObject({ words: '66.6 % below plan', tone: 'bad' });
    expect(meaning('net', '-100.00', '-80.00', 'plan')).toMatchObject({ words: 'net outflow 20.0 % smaller than plan', tone: 'good' });
    expect(meaning('net', '-19186.70', '-53625.76', 'plan')).toMatchObject({ words: 'net outflow 179.5 % larger than plan', tone: 'bad' });
    expect(meaning('net', '258074.85', '-75295.60', 'plan')).toMatchObject({ words: 'below plan', tone: 'bad', percent: null });
    expect(meaning('net', '50.00', '50.00', 'plan')).toMatchObject({ words: 'on plan', tone: 'neutral' });
  });
});

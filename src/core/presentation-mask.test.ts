import { describe, expect, it } from 'vitest';
import { createPresentationMask, letterTag } from './presentation-mask.ts';

const en = { locale: 'en-US' };

describe('letterTag', () => {
  it.each([
    [0, 'A'],
    [7, 'H'],
    [8, 'J'],
    [23, 'Z'],
    [24, 'AA'],
    [24 + 24 * 24, 'AAA'],
  ])('%i → %s', (index, tag) => {
    expect(letterTag(index)).toBe(tag);
  });

  it('never uses I or O, which read as 1 and 0', () => {
    const tags = Array.from({ length: 2000 }, (_, index) => letterTag(index)).join('');
    expect(tags).toMatch(/^[A-Z]+$/);
    expect(tags).not.toMatch(/[IO]/);
  });
});

describe('masked money', () => {
  it('gives the same figure the same placeholder, and different figures different ones', () => {
    const mask = createPresentationMask();
    const first = mask.money(123456n, 'EUR', en);
    expect(mask.money(987654n, 'EUR', en)).not.toBe(first);
    expect(mask.money(123456n, 'EUR', en)).toBe(first);
    expect(mask.money(123456n, 'GBP', en)).not.toBe(first.replace('€', '£'));
  });

  it('keeps the sign and the currency, in the locale’s layout', () => {
    const mask = createPresentationMask();
    expect(mask.money(123456n, 'EUR', en)).toBe('€•••A');
    expect(mask.money(-123456n, 'EUR', en)).toBe('-€•••A');
    expect(mask.money(123456n, 'EUR', { ...en, signed: true })).toBe('+€•••A');
    expect(mask.money(0n, 'EUR', { ...en, signed: true })).toBe('€•••B');
    expect(mask.money(-5n, 'USD', { locale: 'de-DE' })).toBe('-•••C\u00a0$');
  });

  it('shows no digit and one width, whatever the value', () => {
    const mask = createPresentationMask();
    const values = [1n, 99n, 100_00n, 1_234_567_89n, 9_007_199_254_740_993n, -42_00n];
    const shown = values.map((cents) => mask.money(cents, 'EUR', en));
    for (const text of shown) expect(text).not.toMatch(/\d/);
    expect(new Set(shown.map((text) => text.replace('-', '').length)).size).toBe(1);
  });

  it('starts again with a new mask: a tag is an order of appearance, not a code for the value', () => {
    const one = createPresentationMask();
    const other = createPresentationMask();
    one.money(5_00n, 'EUR', en);
    expect(one.money(7_00n, 'EUR', en)).toBe('€•••B');
    expect(other.money(7_00n, 'EUR', en)).toBe('€•••A');
  });

  it('masks axis ticks to their sign and currency alone', () => {
    const mask = createPresentationMask();
    expect(mask.scale(2_500_000, 'EUR', en)).toBe('€•••');
    expect(mask.scale(-900_000, 'EUR', en)).toBe('-€•••');
    expect(mask.scale(-0, 'EUR', en)).toBe('€•••');
  });
});

describe('masked counterparties', () => {
  type Counterparty = { id: string; name: string; color: string | null };
  const acme: Counterparty = { id: 'b0000000-0000-4000-8000-000000000002', name: 'Acme GmbH', color: '#123456' };
  const zenith: Counterparty = { id: 'a0000000-0000-4000-8000-000000000001', name: 'Zenith SA', color: null };

  it('numbers each id once and keeps its number', () => {
    const mask = createPresentationMask();
    expect(mask.counterparty(acme.id)).toBe('Counterparty 1');
    expect(mask.counterparty(zenith.id)).toBe('Counterparty 2');
    expect(mask.counterparty(acme.id)).toBe('Counterparty 1');
  });

  it('masks a list in id order, keeping every other field', () => {
    const mask = createPresentationMask();
    const masked = mask.counterparties(
      new Map([
        [acme.id, acme],
        [zenith.id, zenith],
      ]),
    );
    expect(masked.get(zenith.id)).toEqual({ ...zenith, name: 'Counterparty 1' });
    expect(masked.get(acme.id)).toEqual({ ...acme, name: 'Counterparty 2' });
    expect(mask.counterparty(acme.id)).toBe('Counterparty 2');
  });
});

describe('masked banks and accounts', () => {
  const qonto = { id: 'c0000000-0000-4000-8000-000000000003', name: 'Qonto' };
  const revolut = { id: 'd0000000-0000-4000-8000-000000000004', name: 'Revolut' };
  const revolutBusiness = { id: 'e0000000-0000-4000-8000-000000000005', name: 'Revolut Business' };
  const banks = [qonto, revolut, revolutBusiness];

  it('letters each bank id once and keeps its letter', () => {
    const mask = createPresentationMask();
    expect(mask.bank(revolut.id)).toBe('Bank A');
    expect(mask.bank(qonto.id)).toBe('Bank B');
    expect(mask.bank(revolut.id)).toBe('Bank A');
    expect(mask.counterparty(revolut.id)).toBe('Counterparty 1');
  });

  it.each([
    ['Qonto collections', 'Bank B collections'],
    ['qonto pool, QONTO sweep', 'Bank B pool, Bank B sweep'],
    ['Revolut Business EUR', 'Bank C EUR'],
    ['Revolut cards', 'Bank A cards'],
    ['Main operating', 'Main operating'],
  ])('masks every bank name in the account name %j', (name, shown) => {
    const mask = createPresentationMask();
    mask.bank(revolut.id);
    mask.bank(qonto.id);
    expect(mask.account(name, banks)).toBe(shown);
  });

  it('reads a bank name as text, not as a pattern', () => {
    const mask = createPresentationMask();
    expect(mask.account('A.B. (EUR) and AxB (EUR)', [{ id: 'x', name: 'A.B. (EUR)' }])).toBe('Bank A and AxB (EUR)');
    expect(mask.account('Payroll', [])).toBe('Payroll');
  });
});

describe('masked bank lists', () => {
  const banks = [
    { id: 'b2', name: 'Aareal', status: 'connected' },
    { id: 'b1', name: 'Zürcher', status: 'error' },
  ];

  it('letters a list in id order, not in the order the API lists the names', () => {
    const mask = createPresentationMask();
    expect(mask.banks(banks)).toEqual([
      { id: 'b2', name: 'Bank B', status: 'connected' },
      { id: 'b1', name: 'Bank A', status: 'error' },
    ]);
    expect(mask.bank('b1')).toBe('Bank A');
  });

  it('letters the banks in id order before an account names one, whichever it names', () => {
    const mask = createPresentationMask();
    expect(mask.account('Aareal payroll', new Map(banks.map((bank) => [bank.id, bank])).values())).toBe('Bank B payroll');
  });
});

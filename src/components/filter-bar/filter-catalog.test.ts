import { describe, expect, it } from 'vitest';
import { byId } from '../../core/by-id.ts';
import type { Category, Counterparty, Label } from '../../core/api/schemas/reference.ts';
import { createPresentationMask } from '../../core/presentation-mask.ts';
import {
  accountCatalog,
  bankCatalog,
  catalogOrder,
  categoryCatalog,
  counterpartyCatalog,
  labelCatalog,
  OTHER_LABELS,
} from './filter-catalog.ts';

const stamp = '2026-01-01T00:00:00Z';

function category(id: string, name: string, parent_id: string | null = null, direction = 'outflow'): Category {
  return {
    object: 'category',
    id,
    name,
    code: null,
    direction,
    activity: 'operating',
    parent_id,
    position: 0,
    color: null,
    created_at: stamp,
    updated_at: stamp,
  };
}

function label(id: string, name: string, type: string | null): Label {
  return {
    object: 'label',
    id,
    name,
    type: type ? { id: `t-${type}`, name: type } : null,
    color: null,
    created_at: stamp,
    updated_at: stamp,
  };
}

describe('categoryCatalog', () => {
  const catalog = categoryCatalog({
    items: [
      category('i', 'Sales', null, 'inflow'),
      category('p', 'Payroll'),
      category('s', 'Salaries', 'p'),
      category('b', 'Bonuses', 'p'),
      category('r', 'Rent'),
    ],
    invalidRows: [],
  });

  it('keeps the API order with children under their parent, inflows and outflows apart', () => {
    expect(catalogOrder(catalog)).toEqual(['i', 'p', 's', 'b', 'r']);
    expect(catalog.sections.map((section) => section.heading)).toEqual(['Inflows', 'Outflows']);
    expect(catalog.sections[1]?.options.map((option) => option.children?.length ?? 0)).toEqual([2, 0]);
  });

  it('names a child by its path', () => {
    expect(catalog.names.get('s')).toBe('Payroll › Salaries');
    expect(catalog.names.get('r')).toBe('Rent');
  });
});

function counterparty(id: string, name: string): Counterparty {
  return { object: 'counterparty', id, name, country_code: null, color: null, symbol: null, created_at: stamp, updated_at: stamp };
}

describe('bank and account catalogs', () => {
  const bank = (id: string, name: string) =>
    ({
      object: 'bank',
      id,
      name,
      country_code: 'FR',
      status: 'connected',
      last_sync_at: null,
      consent_expires_at: null,
      created_at: stamp,
      updated_at: stamp,
    }) as const;
  const banks = [bank('b3', 'Banque Alpha'), bank('b1', 'Qonto'), bank('b2', 'Revolut')];

  it('lists masked banks by letter, in id order, so the order tells nothing of the real names', () => {
    const catalog = bankCatalog({ items: banks, invalidRows: [] }, { masked: true, banks: createPresentationMask().banks });
    expect(catalog.sections[0]?.options.map((option) => [option.id, option.label])).toEqual([
      ['b1', 'Bank A'],
      ['b2', 'Bank B'],
      ['b3', 'Bank C'],
    ]);
  });

  it('names an account with the banks in its name masked', () => {
    const mask = createPresentationMask();
    const account = { id: 'a1', name: 'Qonto collections', currency: 'EUR' } as Parameters<typeof accountCatalog>[0]['items'][number];
    const catalog = accountCatalog({ items: [account], invalidRows: [] }, banks, {
      account: ({ name }, list) => mask.account(name, list ?? []),
    });
    expect(catalog.names.get('a1')).toBe('Bank A collections');
  });
});

describe('counterpartyCatalog', () => {
  const items = [counterparty('c3', 'Acme'), counterparty('c1', 'Bolt'), counterparty('c2', 'Cobalt')];
  const list = { items, invalidRows: [], byId: byId(items) };

  it('lists the names in the API’s order', () => {
    const catalog = counterpartyCatalog(list, { masked: false, counterparties: (names) => names });
    expect(catalog.sections[0]?.options.map((option) => option.label)).toEqual(['Acme', 'Bolt', 'Cobalt']);
  });

  it('lists masked names by number, so the order tells nothing of the real names', () => {
    const catalog = counterpartyCatalog(list, { masked: true, counterparties: createPresentationMask().counterparties });
    expect(catalog.sections[0]?.options).toEqual([
      { id: 'c1', label: 'Counterparty 1' },
      { id: 'c2', label: 'Counterparty 2' },
      { id: 'c3', label: 'Counterparty 3' },
    ]);
    expect(catalog.names.get('c3')).toBe('Counterparty 3');
  });
});

describe('labelCatalog', () => {
  it('groups labels by type, types by name, ungrouped ones last', () => {
    const catalog = labelCatalog({
      items: [label('1', 'Alpha', 'Project'), label('2', 'Urgent', null), label('3', 'Berlin', 'Office'), label('4', 'Beta', 'Project')],
      invalidRows: [],
    });
    expect(catalog.sections.map((section) => [section.heading, section.options.map((option) => option.label)])).toEqual([
      ['Office', ['Berlin']],
      ['Project', ['Alpha', 'Beta']],
      [OTHER_LABELS, ['Urgent']],
    ]);
    expect(catalog.names.get('4')).toBe('Project › Beta');
  });

  it('is incomplete when rows failed to parse', () => {
    expect(labelCatalog({ items: [], invalidRows: [new Error('bad row')] }).complete).toBe(false);
  });
});

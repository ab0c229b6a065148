import { describe, expect, it } from 'vitest';
import type { CatalogOption } from './filter-catalog.ts';
import { checkState, toggleOption } from './tree-selection.ts';

const payroll: CatalogOption = {
  id: 'p',
  label: 'Payroll',
  children: [
    { id: 's', label: 'Salaries' },
    { id: 'b', label: 'Bonuses' },
  ],
};
const salaries = payroll.children![0]!;

describe('tree selection', () => {
  it.each([
    [[], 'unchecked'],
    [['s'], 'mixed'],
    [['p'], 'mixed'],
    [['s', 'b'], 'mixed'],
    [['p', 's', 'b'], 'checked'],
  ] as const)('a parent with %j selected is %s', (ids, state) => {
    expect(checkState(payroll, new Set(ids))).toBe(state);
  });

  it('ticking a parent selects its children', () => {
    expect([...toggleOption(payroll, new Set())].sort()).toEqual(['b', 'p', 's']);
  });

  it('ticking a mixed parent completes it, ticking a full one clears it', () => {
    expect([...toggleOption(payroll, new Set(['s', 'x']))].sort()).toEqual(['b', 'p', 's', 'x']);
    expect([...toggleOption(payroll, new Set(['p', 's', 'b', 'x']))]).toEqual(['x']);
  });

  it('a child toggles itself only', () => {
    expect([...toggleOption(salaries, new Set(['p', 's', 'b']))].sort()).toEqual(['b', 'p']);
    expect([...toggleOption(salaries, new Set())]).toEqual(['s']);
  });
});

import { describe, expect, it } from 'vitest';
import { nextName } from './next-name.ts';

const named = (...names: string[]) => names.map((name) => ({ name, adjustments: [] }));

describe('nextName', () => {
  it.each([
    [[], 'Scenario 1'],
    [['Late customers'], 'Scenario 2'],
    [['Scenario 2'], 'Scenario 3'],
    [['Scenario 2', 'Scenario 3'], 'Scenario 4'],
  ])('after %j comes %s', (names, expected) => {
    expect(nextName(named(...names))).toBe(expected);
  });
});

import { describe, expect, it } from 'vitest';
import type { CatalogSection } from './filter-catalog.ts';
import { matchOptions } from './match-options.ts';

const sections: CatalogSection[] = [
  {
    options: [
      {
        id: 'p',
        label: 'Payroll',
        children: [
          { id: 's', label: 'Salaries' },
          { id: 'b', label: 'Bonuses' },
        ],
      },
      { id: 'g', label: 'Société Générale' },
    ],
  },
  { heading: 'Project', options: [{ id: 'a', label: 'Alpha' }] },
];

const labels = (result: CatalogSection[]) =>
  result.flatMap((section) => section.options.map((option) => [option.label, ...(option.children ?? []).map((child) => child.label)]));

describe('matchOptions', () => {
  it('keeps everything for an empty query', () => {
    expect(matchOptions(sections, '  ')).toEqual(sections);
  });

  it('ignores case and accents', () => {
    expect(labels(matchOptions(sections, 'SOCIETE'))).toEqual([['Société Générale']]);
  });

  it('keeps a matching parent whole and a parent as context of a matching child', () => {
    expect(labels(matchOptions(sections, 'pay'))).toEqual([['Payroll', 'Salaries', 'Bonuses']]);
    expect(labels(matchOptions(sections, 'bonus'))).toEqual([['Payroll', 'Bonuses']]);
  });

  it('drops sections with nothing left', () => {
    expect(matchOptions(sections, 'alp').map((section) => section.heading)).toEqual(['Project']);
  });
});

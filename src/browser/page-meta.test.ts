import { describe, expect, it } from 'vitest';
import { parseTeamDefaults } from './page-meta.ts';

describe('parseTeamDefaults', () => {
  it('reads the link of each page that has a default', () => {
    expect(parseTeamDefaults('{"/transactions":"?period=last_30_days","/reports":""}')).toEqual({
      '/transactions': '?period=last_30_days',
      '/reports': '',
    });
  });

  it.each([
    ['no tag', null],
    ['bad JSON', '{"/transactions":'],
    ['a link with a path', '{"/transactions":"https://elsewhere.example/?a=1"}'],
    ['an unknown page', '{"/admin":"?a=1"}'],
    ['not an object', '"?a=1"'],
  ])('gives no defaults for %s', (_case, content) => {
    expect(parseTeamDefaults(content)).toEqual({});
  });
});

import { describe, expect, it } from 'vitest';
import { cutName, plainText, plainTextWithLineBreaks } from './plain-text.ts';

describe('plainText', () => {
  it.each([
    ['an override that reverses letters', 'Acme \u202efdp.exe\u202c Ltd', 'Acme fdp.exe Ltd'],
    ['isolates and marks', '\u2067Ltd\u2069 \u200fA\u200e\u061c', 'Ltd A'],
    ['C0 and C1 controls', 'a\u0000b\u001bc\u007fd\u0085e', 'abcde'],
    ['a line break or tab, as a space', 'Acme\r\nLtd\tParis', 'Acme Ltd Paris'],
  ])('removes %s', (_name, text, expected) => {
    expect(plainText(text)).toBe(expected);
  });

  it('keeps right-to-left letters, which only an override or isolate can misplace', () => {
    expect(plainText('شركة الأمل')).toBe('شركة الأمل');
  });
});

describe('plainTextWithLineBreaks', () => {
  it('keeps line breaks and drops the rest', () => {
    expect(plainTextWithLineBreaks('a\r\nb\u202e\tc')).toBe('a\r\nbc');
  });
});

describe('cutName', () => {
  it('keeps a name of up to 80 characters whole', () => {
    expect(cutName('x'.repeat(80))).toBe('x'.repeat(80));
  });

  it('cuts a longer one to 80 characters, the last an ellipsis', () => {
    const cut = cutName(`Ferrovia ${'X'.repeat(20_000)}`);
    expect(Array.from(cut)).toHaveLength(80);
    expect(cut.endsWith('X…')).toBe(true);
  });

  it('never splits a character made of two code units', () => {
    expect(cutName('😀😀😀😀', 3)).toBe('😀😀…');
  });
});

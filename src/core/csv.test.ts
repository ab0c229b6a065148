import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv.ts';

describe('csvCell', () => {
  it.each([
    ['plain', 'plain'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['', ''],
  ])('quotes %j as %j', (value, expected) => expect(csvCell(value)).toBe(expected));

  it.each([
    ['=SUM(A1:A9)', "'=SUM(A1:A9)"],
    ['=HYPERLINK("x")', `"'=HYPERLINK(""x"")"`],
    ['+33 1 23', "'+33 1 23"],
    ['-refund', "'-refund"],
    ['@cmd', "'@cmd"],
    ['+A1', "'+A1"],
  ])('defuses %j as %j', (value, expected) => expect(csvCell(value)).toBe(expected));

  it.each([
    ['x;=1+1;', "x;'=1+1;"],
    ['Acme; =cmd|calc', "Acme; '=cmd|calc"],
    ['Urgent; -SUM(A1)', "Urgent; '-SUM(A1)"],
    ['a,@b', `"a,'@b"`],
    ['name|+A1', "name|'+A1"],
    ['=1;=2', "'=1;'=2"],
  ])('defuses a formula after a list separator: %j as %j', (value, expected) => expect(csvCell(value)).toBe(expected));

  it.each([
    ['Acme\u202E gnp.exe', 'Acme gnp.exe'],
    ['Ac\u2066me\u2069', 'Acme'],
    ['bell\u0007 and nul\u0000', 'bell and nul'],
    ['tab\tinside', 'tabinside'],
    ['c1\u0085', 'c1'],
  ])('drops hidden controls and bidi marks from %j', (value, expected) => expect(csvCell(value)).toBe(expected));

  it('keeps line breaks inside a quoted field', () => expect(csvCell('two\r\nlines')).toBe('"two\r\nlines"'));

  it.each(['-1250.00', '-1234567890123.45', '0.10', '+1'])('keeps the number %j exactly', (value) => {
    expect(csvCell(value)).toBe(value);
  });

  it('writes null as an empty cell', () => expect(csvCell(null)).toBe(''));
});

describe('toCsv', () => {
  it('writes a header and rows with CRLF line ends', () => {
    expect(
      toCsv(
        ['Period', 'Acme, Inc.'],
        [
          ['2026-01', '-5.00'],
          ['2026-02', null],
        ],
      ),
    ).toBe('Period,"Acme, Inc."\r\n2026-01,-5.00\r\n2026-02,\r\n');
  });
});

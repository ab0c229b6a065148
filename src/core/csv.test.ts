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

  it.each(['-1250.00', '-1234567890123.45', '0.10', '+1'])('keeps the number %j exactly', (value) => {
    expect(csvCell(value)).toBe(value);
  });

  it('writes null as an empty cell', () => expect(csvCell(null)).toBe(''));
});

describe('toCsv', () => {
  it('writes a header and rows with CRLF line ends', () => {
    expect(toCsv(['Period', 'Acme, Inc.'], [['2026-01', '-5.00'], ['2026-02', null]])).toBe(
      'Period,"Acme, Inc."\r\n2026-01,-5.00\r\n2026-02,\r\n',
    );
  });
});

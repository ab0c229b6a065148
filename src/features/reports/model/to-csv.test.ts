import { describe, expect, it } from 'vitest';
import { toCsv } from './to-csv.ts';

describe('toCsv', () => {
  it('writes exact amounts and quotes fields that need it', () => {
    expect(toCsv(['Period', 'Acme, Inc.', 'Say "hi"'], [['2026-01', '-1234567890123.45', '0.10']])).toBe(
      'Period,"Acme, Inc.","Say ""hi"""\r\n2026-01,-1234567890123.45,0.10\r\n',
    );
  });

  it('defuses names that a spreadsheet would run as a formula', () => {
    expect(toCsv(['=HYPERLINK("x")', '-cmd', '+1', '+A1'], [])).toBe(`"'=HYPERLINK(""x"")",'-cmd,+1,'+A1\r\n`);
  });
});

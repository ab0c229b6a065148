import { describe, expect, it } from 'vitest';
import { idListField } from './field-parsers.ts';
import { parseSearch, type SearchContext } from './parse-search.ts';

/** The links here do not depend on the day they are read. */
const CONTEXT: SearchContext = { today: '2026-11-20' };

const A = '51d5dba3-936d-4aeb-afaf-093a694f58f4';
const B = '852cd8d4-754f-47a2-a98c-945559cb9882';

describe('parseSearch', () => {
  it('reads an id list the router hands back already parsed (an array) as the comma list it came from', () => {
    expect(parseSearch({ account_id: idListField }, { account_id: [A, B] }, CONTEXT)).toEqual({
      search: { account_id: [A, B] },
      notices: [],
    });
  });

  it('reads a number or a boolean the router parsed as its text', () => {
    const asText = (raw: string) => ({ value: raw });
    expect(parseSearch({ top: asText, rollup: asText }, { top: 5, rollup: true }, CONTEXT).search).toEqual({ top: '5', rollup: 'true' });
  });

  it('quotes an object the router parsed from JSON in its notice, not "[object Object]"', () => {
    const { search, notices } = parseSearch({ account_id: idListField }, { account_id: { evil: 1 } }, CONTEXT);
    expect(search).toEqual({});
    expect(notices).toEqual([{ param: 'account_id', value: '{"evil":1}', reason: 'holds no valid id and was ignored' }]);
  });

  it('quotes a hostile value without its control characters or direction overrides', () => {
    const { notices } = parseSearch({ account_id: idListField }, { account_id: 'evil\u0000\u202egnp.exe' }, CONTEXT);
    expect(notices).toEqual([{ param: 'account_id', value: 'evilgnp.exe', reason: 'holds no valid id and was ignored' }]);
  });
});

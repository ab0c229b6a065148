import { describe, expect, it } from 'vitest';
import { parseSearch, type SearchContext } from '../url-state/parse-search.ts';
import { parseSearchString } from '../url-state/search-codec.ts';
import { scenarioField } from './scenario-field.ts';
import { scenarioParams } from './scenario-params.ts';

/** The links here do not depend on the day they are read. */
const CONTEXT: SearchContext = { today: '2026-11-20' };

const DEAL = 'f0e1d2c3-b4a5-4968-8776-655443322110';

describe('scenarioField', () => {
  it('keeps a valid scenario without a note', () => {
    expect(scenarioField(`Lost deal~drop(${DEAL})`)).toEqual({
      value: { name: 'Lost deal', adjustments: [{ kind: 'drop', forecastId: DEAL }] },
    });
  });

  it('keeps a name alone as an empty scenario', () => {
    expect(scenarioField('Just a name')).toEqual({ value: { name: 'Just a name', adjustments: [] } });
  });

  it('names the dropped adjustment and why', () => {
    expect(scenarioField('Late~delay(abc)~runrate(3)')).toEqual({
      value: { name: 'Late', adjustments: [{ kind: 'runrate', months: 3 }] },
      note: 'dropped “delay(abc)”: the number of days is not a whole number',
    });
  });

  it('keeps a scenario whose every adjustment was dropped when it has a name', () => {
    expect(scenarioField('Late~delay(abc)')).toEqual({
      value: { name: 'Late', adjustments: [] },
      note: 'dropped “delay(abc)”: the number of days is not a whole number',
    });
  });

  it('says a long name was cut and what was dropped, in one note', () => {
    expect(scenarioField(`${'n'.repeat(45)}~foo(1)`)).toEqual({
      value: { name: 'n'.repeat(40), adjustments: [] },
      note: 'the name was cut to 40 characters; dropped “foo(1)”: unknown adjustment “foo”',
    });
  });

  it('names three dropped adjustments and counts the rest', () => {
    const result = scenarioField(`S~${Array.from({ length: 500 }, (_, index) => `x${index}()`).join('~')}`);
    expect(result).toEqual({
      value: { name: 'S', adjustments: [] },
      note:
        'dropped “x0()”: unknown adjustment “x0”; dropped “x1()”: unknown adjustment “x1”; ' +
        'dropped “x2()”: unknown adjustment “x2”; 497 more adjustments were dropped',
    });
  });

  it('is an error with its reasons when nothing usable remains', () => {
    expect(scenarioField('~foo(1)')).toEqual({
      error: 'has no name and no usable adjustment (dropped “foo(1)”: unknown adjustment “foo”) and was ignored',
    });
    expect(scenarioField(' ~ ')).toEqual({ error: 'has no name and no usable adjustment and was ignored' });
  });
});

describe('scenario parameters through parseSearch', () => {
  const fields = { scenario1: scenarioField };

  it('lists the three parameters in order', () => {
    expect(scenarioParams).toEqual(['scenario1', 'scenario2', 'scenario3']);
  });

  it('keeps the rest of a link with a bad adjustment and reports that one in a notice', () => {
    const search = `?scenario1=Late+customers~delay(45,in)~scale(abc)~drop(${DEAL})`;
    expect(parseSearch(fields, parseSearchString(search), CONTEXT)).toEqual({
      search: {
        scenario1: {
          name: 'Late customers',
          adjustments: [
            { kind: 'delay', days: 45, select: { direction: 'inflow' } },
            { kind: 'drop', forecastId: DEAL },
          ],
        },
      },
      notices: [
        {
          param: 'scenario1',
          value: `Late customers~delay(45,in)~scale(abc)~drop(${DEAL})`,
          reason: 'dropped “scale(abc)”: the percentage is not a number like -20 or 2.5 (at most 2 decimals)',
        },
      ],
    });
  });

  it('opens a hostile parameter cleanly: the script is a name in plain text, %00 is gone', () => {
    const { search, notices } = parseSearch(
      fields,
      parseSearchString('?scenario1=%3Cscript%3Ealert(1)%3C%2Fscript%3E%00~%3Cimg+src%3Dx+onerror%3Dalert(1)%3E'),
      CONTEXT,
    );
    expect(search).toEqual({ scenario1: { name: '<script>alert(1)</script>', adjustments: [] } });
    expect(notices).toEqual([
      {
        param: 'scenario1',
        value: '<script>alert(1)</script>~<img src=x onerror=alert(1)>',
        reason: 'dropped “<img src=x onerror=alert(1)>”: unknown adjustment “<img src=x onerror=alert”',
      },
    ]);
  });

  it('leaves a far too long parameter to parseSearch, which ignores it', () => {
    const { search, notices } = parseSearch(fields, { scenario1: `S~${'delay(1)~'.repeat(2000)}` }, CONTEXT);
    expect(search).toEqual({});
    expect(notices[0]?.reason).toBe('is far too long and was ignored');
  });
});

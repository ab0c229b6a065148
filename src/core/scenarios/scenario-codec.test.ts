import { describe, expect, it } from 'vitest';
import { parseSearchString, stringifySearch } from '../url-state/search-codec.ts';
import { decodeScenario, encodeScenario } from './scenario-codec.ts';
import type { Adjustment, Scenario } from './scenario.ts';

const ACME = '51d5dba3-936d-4aeb-afaf-093a694f58f4';
const SALES = '852cd8d4-754f-47a2-a98c-945559cb9882';
const SALARIES = '0b6f3c2e-1d4a-4f7e-9c1b-2a3d4e5f6a7b';
const RECURRING = '1c7a4d3f-2e5b-4a8f-8d2c-3b4e5f6a7b8c';
const SERIES_B = 'a3e1c9b0-5d2f-4c8e-9b7a-6f1e2d3c4b5a';
const DEAL = 'f0e1d2c3-b4a5-4968-8776-655443322110';

const lateCustomers: Adjustment = { kind: 'delay', days: 45, select: { direction: 'inflow', counterpartyId: ACME } };
const newHire: Adjustment = {
  kind: 'add',
  direction: 'outflow',
  amount: '6500.00',
  every: 'monthly',
  start: '2027-03-01',
  end: { until: '2027-12-31' },
  label: 'New hire',
};

function decoded(text: string) {
  const result = decodeScenario(text);
  if ('error' in result) throw new Error(`expected a scenario from ${text}, got: ${result.error}`);
  return result;
}

function add(overrides: Partial<Extract<Adjustment, { kind: 'add' }>>): Adjustment {
  return { ...(newHire as Extract<Adjustment, { kind: 'add' }>), ...overrides };
}

describe('encodeScenario and decodeScenario', () => {
  it.each<[string, Scenario]>([
    ['a name alone', { name: 'Base plus nothing', adjustments: [] }],
    ['a delay of customers', { name: 'Late customers', adjustments: [lateCustomers] }],
    [
      'an earlier payment of suppliers',
      { name: 'Pay early', adjustments: [{ kind: 'delay', days: -10, select: { direction: 'outflow' } }] },
    ],
    [
      'a delay of everything, at both limits',
      {
        name: 'Everything moves',
        adjustments: [
          { kind: 'delay', days: 366, select: {} },
          { kind: 'delay', days: -366, select: {} },
        ],
      },
    ],
    [
      'a delay with every selector',
      {
        name: 'Narrow',
        adjustments: [
          { kind: 'delay', days: 1, select: { direction: 'inflow', categoryId: SALES, counterpartyId: ACME, labelId: RECURRING } },
        ],
      },
    ],
    [
      'a scale from a date',
      {
        name: 'Sales drop',
        adjustments: [{ kind: 'scale', basisPoints: -2000, from: '2027-03-01', select: { direction: 'inflow', categoryId: SALES } }],
      },
    ],
    [
      'scales with decimals and at the limits',
      {
        name: 'Odd percentages',
        adjustments: [
          { kind: 'scale', basisPoints: 250, from: null, select: {} },
          { kind: 'scale', basisPoints: 1225, from: null, select: { labelId: RECURRING } },
          { kind: 'scale', basisPoints: -205, from: null, select: { counterpartyId: ACME } },
          { kind: 'scale', basisPoints: 1, from: null, select: {} },
          { kind: 'scale', basisPoints: -50, from: null, select: {} },
          { kind: 'scale', basisPoints: -10_000, from: '2027-01-01', select: { direction: 'outflow' } },
          { kind: 'scale', basisPoints: 100_000, from: null, select: {} },
        ],
      },
    ],
    [
      'a salary rise',
      { name: 'Raises', adjustments: [{ kind: 'scale', basisPoints: 1500, from: '2027-03-01', select: { categoryId: SALARIES } }] },
    ],
    [
      'a lost deal',
      {
        name: 'No Series B',
        adjustments: [
          { kind: 'drop', forecastId: SERIES_B },
          { kind: 'drop', forecastId: DEAL },
        ],
      },
    ],
    ['a hire until a date', { name: 'Hire plan', adjustments: [newHire] }],
    [
      'a one-off inflow with cents',
      {
        name: 'Grant',
        adjustments: [add({ direction: 'inflow', amount: '250000.50', every: 'once', end: null, label: 'Innovation grant' })],
      },
    ],
    [
      'weekly for a count',
      { name: 'Temps', adjustments: [add({ every: 'weekly', amount: '1200.05', end: { count: 12 }, label: 'Temp staff' })] },
    ],
    [
      'quarterly until the horizon',
      { name: 'Rent', adjustments: [add({ every: 'quarterly', amount: '45000.00', end: null, label: 'New office' })] },
    ],
    [
      'the occurrence limits',
      { name: 'Counts', adjustments: [add({ end: { count: 1 } }), add({ end: { count: 120 } }), add({ end: { until: '2027-03-01' } })] },
    ],
    [
      'the largest and smallest amounts',
      { name: 'Amounts', adjustments: [add({ amount: '999999999999999.99' }), add({ amount: '0.01' }), add({ amount: '0.10' })] },
    ],
    ['a label with commas and parentheses', { name: 'Fees', adjustments: [add({ label: 'Legal fees (Smith, Jones & Co)' })] }],
    ['a label that is only punctuation', { name: 'Punctuation', adjustments: [add({ label: '),(' })] }],
    [
      'a label ending in an unbalanced parenthesis',
      { name: 'Paren', adjustments: [add({ every: 'once', end: null, label: 'Deposit (refund' })] },
    ],
    [
      'labels and names in other scripts',
      { name: 'Trésorerie été 🌞', adjustments: [add({ label: 'Prime de fin d’année €' }), add({ label: '賞与' })] },
    ],
    ['a name with characters a URL escapes', { name: 'Q3 & Q4: 50% + 10 #plan?', adjustments: [{ kind: 'runrate', months: 6 }] }],
    ['a name and label of the maximum length', { name: 'N'.repeat(40), adjustments: [add({ label: 'L'.repeat(40) })] }],
    ['a run rate', { name: 'Trend', adjustments: [{ kind: 'runrate', months: 3 }] }],
    [
      'every kind, in the order given',
      {
        name: 'Everything',
        adjustments: [
          { kind: 'runrate', months: 6 },
          newHire,
          { kind: 'drop', forecastId: DEAL },
          { kind: 'scale', basisPoints: -1000, from: null, select: { direction: 'inflow' } },
          lateCustomers,
        ],
      },
    ],
  ])('round-trips %s', (_, scenario) => {
    expect(decoded(encodeScenario(scenario))).toEqual({ scenario, dropped: [], corrections: [] });
  });

  it('writes the canonical form: selectors in a fixed order, from last, whole amounts without cents', () => {
    const scenario: Scenario = {
      name: 'Late customers',
      adjustments: [
        { kind: 'delay', days: 45, select: { counterpartyId: ACME, direction: 'inflow' } },
        { kind: 'scale', basisPoints: -2000, from: '2027-03-01', select: { categoryId: SALES, direction: 'inflow' } },
        newHire,
        { kind: 'drop', forecastId: DEAL },
        { kind: 'runrate', months: 3 },
      ],
    };
    expect(encodeScenario(scenario)).toBe(
      `Late customers~delay(45,in,cp-${ACME})~scale(-20,in,cat-${SALES},from-2027-03-01)` +
        `~add(out,6500,monthly,2027-03-01,to-2027-12-31,New hire)~drop(${DEAL})~runrate(3)`,
    );
  });

  it.each<[string, Adjustment, string]>([
    ['a count', add({ end: { count: 12 } }), 'add(out,6500,monthly,2027-03-01,x12,New hire)'],
    ['no end', add({ end: null }), 'add(out,6500,monthly,2027-03-01,open,New hire)'],
    ['a one-off', add({ every: 'once', end: null, amount: '6500.50' }), 'add(out,6500.50,once,2027-03-01,New hire)'],
    ['a decimal percentage', { kind: 'scale', basisPoints: 250, from: null, select: {} }, 'scale(2.5)'],
    ['a negative percentage with hundredths', { kind: 'scale', basisPoints: -1205, from: null, select: {} }, 'scale(-12.05)'],
  ])('writes an adjustment with %s as %s', (_, adjustment, text) => {
    expect(encodeScenario({ name: 'S', adjustments: [adjustment] })).toBe(`S~${text}`);
  });

  it.each<[string, Scenario, Scenario]>([
    [
      'a ~ in the name and the label becomes -',
      { name: 'Plan ~ B', adjustments: [add({ label: 'a~b' })] },
      { name: 'Plan - B', adjustments: [add({ label: 'a-b' })] },
    ],
    [
      'control characters are stripped, a tab or line break becomes a space',
      { name: 'Tab\there\u0000', adjustments: [add({ label: 'Line\nbreak' })] },
      { name: 'Tab here', adjustments: [add({ label: 'Line break' })] },
    ],
    ['a bidi override is stripped', { name: 'abc\u202edef', adjustments: [] }, { name: 'abcdef', adjustments: [] }],
    [
      'spaces around are trimmed',
      { name: '  Padded  ', adjustments: [add({ label: '  Hire  ' })] },
      { name: 'Padded', adjustments: [add({ label: 'Hire' })] },
    ],
    ['a blank name becomes Scenario', { name: '   ', adjustments: [] }, { name: 'Scenario', adjustments: [] }],
    [
      'ids are lower-cased',
      { name: 'S', adjustments: [{ kind: 'drop', forecastId: DEAL.toUpperCase() }] },
      { name: 'S', adjustments: [{ kind: 'drop', forecastId: DEAL }] },
    ],
    ['a long name is cut', { name: 'x'.repeat(60), adjustments: [] }, { name: 'x'.repeat(40), adjustments: [] }],
  ])('writes free text as a link can carry it: %s', (_, scenario, expected) => {
    expect(decoded(encodeScenario(scenario)).scenario).toEqual(expected);
  });

  it('replaces a lone surrogate, which encodeURIComponent would throw on', () => {
    const text = encodeScenario({ name: 'Broken \ud83d', adjustments: [] });
    expect(() => encodeURIComponent(text)).not.toThrow();
    expect(text).toBe('Broken \ufffd');
  });
});

describe('decodeScenario reads what people and other tools write', () => {
  it.each<[string, string, Adjustment]>([
    ['upper-case ids', `drop(${DEAL.toUpperCase()})`, { kind: 'drop', forecastId: DEAL }],
    ['selectors in any order', `delay(45,cp-${ACME},in)`, lateCustomers],
    [
      'from anywhere among the selectors',
      `scale(-20,from-2027-03-01,in)`,
      { kind: 'scale', basisPoints: -2000, from: '2027-03-01', select: { direction: 'inflow' } },
    ],
    ['a trailing zero in a percentage', 'scale(2.50)', { kind: 'scale', basisPoints: 250, from: null, select: {} }],
    ['a + read as a space', 'scale( 15)', { kind: 'scale', basisPoints: 1500, from: null, select: {} }],
    ['an escaped +', 'delay(+3)', { kind: 'delay', days: 3, select: {} }],
    ['leading zeros', 'add(out,06500.5,monthly,2027-03-01,x012,New hire)', add({ amount: '6500.50', end: { count: 12 } })],
    ['spaces around arguments', `delay( 45 , in , cp-${ACME} )`, lateCustomers],
    ['an empty selector', 'delay(45,,in,)', { kind: 'delay', days: 45, select: { direction: 'inflow' } }],
    [
      'a label with commas and closing parentheses',
      'add(out,6500,monthly,2027-03-01,open,Fees (a, b))',
      add({ end: null, label: 'Fees (a, b)' }),
    ],
    [
      'a one-off whose label looks like an end',
      'add(in,100,once,2027-03-01,x3,Bonus)',
      add({ direction: 'inflow', amount: '100.00', every: 'once', end: null, label: 'x3,Bonus' }),
    ],
  ])('%s', (_, text, adjustment) => {
    expect(decoded(`S~${text}`)).toEqual({ scenario: { name: 'S', adjustments: [adjustment] }, dropped: [], corrections: [] });
  });

  it('skips empty segments: a doubled or trailing ~ loses nothing', () => {
    expect(decoded('S~~runrate(3)~ ~').scenario).toEqual({ name: 'S', adjustments: [{ kind: 'runrate', months: 3 }] });
  });

  it('names a scenario without a name "Scenario"', () => {
    expect(decoded('~runrate(3)')).toEqual({
      scenario: { name: 'Scenario', adjustments: [{ kind: 'runrate', months: 3 }] },
      dropped: [],
      corrections: [],
    });
  });

  it('cuts a long name and says so', () => {
    const result = decoded(`${'n'.repeat(50)}~runrate(3)`);
    expect(result.scenario.name).toBe('n'.repeat(40));
    expect(result.corrections).toEqual(['the name was cut to 40 characters']);
  });

  it('cuts a long label and says so, keeping the movement', () => {
    const result = decoded(`S~add(out,6500,once,2027-03-01,${'l'.repeat(45)})`);
    expect(result.scenario.adjustments).toEqual([add({ every: 'once', end: null, label: 'l'.repeat(40) })]);
    expect(result.corrections).toEqual([`the label of “add(out,6500,once,2027-03-01,${'l'.repeat(11)}…” was cut to 40 characters`]);
  });

  it('cuts by characters, never through an emoji', () => {
    expect(decoded(`${'😀'.repeat(41)}~runrate(3)`).scenario.name).toBe('😀'.repeat(40));
  });
});

describe('decodeScenario drops each bad adjustment alone', () => {
  it.each([
    ['an unknown kind', 'foo(1)', 'unknown adjustment “foo”'],
    ['a kind in capitals', 'Delay(45)', 'unknown adjustment “Delay”'],
    ['no parentheses', 'delay45', 'it is not written like delay(45,in)'],
    ['a missing closing parenthesis', 'delay(45,in', 'the closing parenthesis is missing'],
    ['an inherited property name', 'constructor(1)', 'unknown adjustment “constructor”'],
    ['an unknown kind without a closing parenthesis', 'foo(1', 'unknown adjustment “foo”'],
    ['no days', 'delay()', 'the number of days is missing'],
    ['days that are not a number', 'delay(abc)', 'the number of days is not a whole number'],
    ['days with decimals', 'delay(4.5)', 'the number of days is not a whole number'],
    ['zero days', 'delay(0)', 'a delay of 0 days changes nothing'],
    ['minus zero days', 'delay(-0)', 'a delay of 0 days changes nothing'],
    ['too many days', 'delay(367)', 'the delay must be between -366 and 366 days'],
    ['far too many days', 'delay(-99999999999999999999)', 'the number of days is not a whole number'],
    ['a start date on a delay', 'delay(5,from-2027-01-01)', 'only a scale takes a start date (from-…)'],
    ['an unknown selector', 'delay(5,everyone)', '“everyone” is not a selector (in, out, cat-…, cp-…, label-…)'],
    ['a direction given twice', 'delay(5,in,out)', 'the direction is given twice'],
    ['two counterparties', `delay(5,cp-${ACME},cp-${DEAL})`, 'more than one counterparty is given'],
    ['two categories', `scale(5,cat-${SALES},cat-${SALES})`, 'more than one category is given'],
    ['a malformed category id', 'delay(5,cat-123)', '“123” is not a category id'],
    ['a malformed label id', `delay(5,label-${ACME}x)`, `“${ACME}x” is not a label id`],
    ['no percentage', 'scale()', 'the percentage is missing'],
    ['a percentage with a % sign', 'scale(20%)', 'the percentage is not a number like -20 or 2.5 (at most 2 decimals)'],
    ['a percentage with three decimals', 'scale(2.555)', 'the percentage is not a number like -20 or 2.5 (at most 2 decimals)'],
    ['a percentage with a comma', 'scale(2,5)', '“5” is not a selector (in, out, cat-…, cp-…, label-…, from-…)'],
    ['a zero percentage', 'scale(0.00)', 'a change of 0 % changes nothing'],
    ['below -100 %', 'scale(-100.01)', 'the percentage must be between -100 and 1000'],
    ['above 1000 %', 'scale(1000.01)', 'the percentage must be between -100 and 1000'],
    ['two start dates', 'scale(5,from-2027-01-01,from-2027-02-01)', 'the start date is given twice'],
    ['a start date that does not exist', 'scale(5,from-2027-02-30)', 'the date 2027-02-30 does not exist'],
    ['a start date after 2200', 'scale(5,from-9999-12-31)', 'the date 9999-12-31 is outside the years 1900–2200'],
    ['a start date before 1900', 'add(out,6500,once,1899-12-31,x)', 'the date 1899-12-31 is outside the years 1900–2200'],
    ['an end after 2200', 'add(out,6500,quarterly,2027-03-01,to-2201-01-01,x)', 'the date 2201-01-01 is outside the years 1900–2200'],
    ['a start date in another format', 'scale(5,from-2027-3-1)', '“2027-3-1” is not a date (YYYY-MM-DD)'],
    ['a malformed forecast id', 'drop(abc)', '“abc” is not a forecast id'],
    ['two forecast ids in one drop', `drop(${ACME},${DEAL})`, `“${ACME},${DEAL.slice(0, 3)}…” is not a forecast id`],
    ['a run rate of 4 months', 'runrate(4)', 'the run rate covers 3 or 6 months'],
    ['a run rate without months', 'runrate()', 'the run rate covers 3 or 6 months'],
    ['an addition without a direction', 'add(up,6500,once,2027-03-01,x)', 'the direction must be in or out'],
    ['an addition without arguments', 'add()', 'the direction must be in or out'],
    ['an addition without an amount', 'add(out)', 'the amount is missing'],
    ['a negative amount', 'add(out,-6500,once,2027-03-01,x)', 'the amount must be positive: in or out gives its sign'],
    ['a zero amount', 'add(out,0.00,once,2027-03-01,x)', 'the amount is zero'],
    ['an amount with three decimals', 'add(out,6500.505,once,2027-03-01,x)', 'the amount is not a number like 6500 or 6500.50'],
    ['an amount of 16 digits', 'add(out,1234567890123456,once,2027-03-01,x)', 'the amount is not a number like 6500 or 6500.50'],
    ['an unknown frequency', 'add(out,6500,daily,2027-03-01,x)', 'the frequency must be once, weekly, monthly or quarterly'],
    ['no start date', 'add(out,6500,once)', 'the start date is missing'],
    ['a start date that does not exist', 'add(out,6500,once,2027-02-29,x)', 'the date 2027-02-29 does not exist'],
    [
      'a repeating addition without an end',
      'add(out,6500,monthly,2027-03-01)',
      'a repeating addition needs an end: to-YYYY-MM-DD, x<count> or open',
    ],
    ['an unknown end', 'add(out,6500,monthly,2027-03-01,forever,x)', '“forever” is not an end (to-YYYY-MM-DD, x<count> or open)'],
    ['an end before the start', 'add(out,6500,monthly,2027-03-01,to-2027-02-28,x)', 'the end 2027-02-28 is before the start 2027-03-01'],
    ['an end that does not exist', 'add(out,6500,monthly,2027-03-01,to-2027-13-01,x)', 'the date 2027-13-01 does not exist'],
    ['zero occurrences', 'add(out,6500,weekly,2027-03-01,x0,x)', 'the number of occurrences must be between 1 and 120'],
    ['a huge count', 'add(out,6500,weekly,2027-03-01,x999999999,x)', 'the number of occurrences must be between 1 and 120'],
    [
      'a count too long to be a number',
      'add(out,6500,weekly,2027-03-01,x99999999999999999999,x)',
      '“x99999999999999999999” is not an end (to-YYYY-MM-DD, x<count> or open)',
    ],
    ['a one-off without a label', 'add(out,6500,once,2027-03-01)', 'the label is missing'],
    ['a repeating addition with a blank label', 'add(out,6500,monthly,2027-03-01,open, )', 'the label is missing'],
    ['a script tag', '<script>alert(1)</script>', 'unknown adjustment “<script>alert”'],
  ])('%s: %s', (_, text, reason) => {
    const result = decoded(`Kept~runrate(3)~${text}~drop(${DEAL})`);
    expect(result.scenario).toEqual({
      name: 'Kept',
      adjustments: [
        { kind: 'runrate', months: 3 },
        { kind: 'drop', forecastId: DEAL },
      ],
    });
    expect(result.dropped).toEqual([{ text, reason }]);
  });

  it('keeps the first run rate when a link gives two', () => {
    const result = decoded('S~runrate(6)~runrate(3)');
    expect(result.scenario.adjustments).toEqual([{ kind: 'runrate', months: 6 }]);
    expect(result.dropped).toEqual([{ text: 'runrate(3)', reason: 'a run rate is already set' }]);
  });

  it(`keeps the first 12 usable adjustments and drops the rest`, () => {
    const result = decoded(`S~foo()~${Array.from({ length: 14 }, (_, index) => `delay(${index + 1})`).join('~')}`);
    expect(result.scenario.adjustments.map((adjustment) => adjustment.kind === 'delay' && adjustment.days)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12,
    ]);
    expect(result.dropped.map(({ text }) => text)).toEqual(['foo()', 'delay(13)', 'delay(14)']);
    expect(result.dropped[1]?.reason).toBe('a scenario holds at most 12 adjustments');
  });

  it('quotes a very long bad adjustment cut short in its reason', () => {
    const kind = 'k'.repeat(5000);
    const result = decoded(`S~${kind}(1)`);
    expect(result.dropped[0]?.reason).toBe(`unknown adjustment “${'k'.repeat(40)}…”`);
  });

  it('is an error when neither a name nor any adjustment is usable', () => {
    expect(decodeScenario('')).toEqual({ error: 'has no name and no usable adjustment', dropped: [] });
    expect(decodeScenario(' ~~ ')).toEqual({ error: 'has no name and no usable adjustment', dropped: [] });
    expect(decodeScenario('~foo(1)')).toEqual({
      error: 'has no name and no usable adjustment',
      dropped: [{ text: 'foo(1)', reason: 'unknown adjustment “foo”' }],
    });
  });

  it('keeps a name alone, whatever it looks like: it is plain text', () => {
    expect(decoded('<script>alert(1)</script>').scenario).toEqual({ name: '<script>alert(1)</script>', adjustments: [] });
  });

  it('strips control characters such as %00 anywhere', () => {
    const raw = parseSearchString('?scenario1=Null%00Name~delay(4%005)~runrate(%003)');
    expect(decoded(raw.scenario1 ?? '')).toEqual({
      scenario: {
        name: 'NullName',
        adjustments: [
          { kind: 'delay', days: 45, select: {} },
          { kind: 'runrate', months: 3 },
        ],
      },
      dropped: [],
      corrections: [],
    });
  });

  it('never throws on random input', () => {
    const alphabet = [
      '~',
      '(',
      ')',
      ',',
      '-',
      'x',
      '1',
      '0',
      '.',
      ' ',
      'delay',
      'scale',
      'add',
      'drop',
      'runrate',
      'in',
      'out',
      'cp-',
      'to-',
      '2027-03-01',
      ACME,
      '\u0000',
      '😀',
      '\ud83d',
    ];
    let seed = 7;
    const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31);
    for (let run = 0; run < 2000; run += 1) {
      const text = Array.from({ length: next() % 40 }, () => alphabet[next() % alphabet.length]).join('');
      expect(() => decodeScenario(text)).not.toThrow();
      const result = decodeScenario(text);
      if ('scenario' in result)
        expect(decodeScenario(encodeScenario(result.scenario))).toEqual({ scenario: result.scenario, dropped: [], corrections: [] });
    }
  });
});

describe('a scenario link', () => {
  // The demo's own ids (services, seed 42, DEMO_TODAY=2026-11-20): the link in docs/scenario-links.md.
  const castellan = 'd8124587-1f0d-4cc2-89a0-fde8f8e0204b';
  const tenAdjustments: Scenario = {
    name: 'Late customers and a hire plan',
    adjustments: [
      { kind: 'delay', days: 45, select: { direction: 'inflow', counterpartyId: castellan } },
      {
        kind: 'delay',
        days: 7,
        select: {
          direction: 'inflow',
          counterpartyId: '9b073126-b9f6-4065-a9e7-e5276d83ec6e',
          labelId: '97135409-64b6-4e4f-a7ac-ef6d59acafcb',
        },
      },
      {
        kind: 'scale',
        basisPoints: -2000,
        from: '2027-03-01',
        select: { direction: 'inflow', categoryId: 'dc263478-a2b1-49b3-96f8-e9639dd4359a' },
      },
      {
        kind: 'scale',
        basisPoints: 350,
        from: '2027-01-01',
        select: { direction: 'outflow', categoryId: '65c07c81-ec30-41b9-81a4-e3a8101db9ea', counterpartyId: castellan },
      },
      { kind: 'drop', forecastId: 'd855dec0-2c46-4f1d-b100-a75ccce97882' },
      { kind: 'drop', forecastId: '4fb3fc4f-88c0-4891-8bd8-fab91a622815' },
      add({ label: 'Senior engineer (Paris)' }),
      add({ amount: '5200.00', start: '2027-06-01', end: { count: 18 }, label: 'Account executive, sales' }),
      add({ direction: 'inflow', amount: '1500000.00', every: 'once', start: '2027-10-11', end: null, label: 'Bridge loan' }),
      { kind: 'runrate', months: 6 },
    ],
  };

  it('of 10 adjustments stays under 2,000 characters and reads back the same through the search codec', () => {
    const url = `/forecasts${stringifySearch({ scenario1: encodeScenario(tenAdjustments) })}`;
    expect(url.length).toBeLessThan(2000);
    const raw = parseSearchString(new URL(url, 'http://localhost').search);
    expect(decodeScenario(raw.scenario1 ?? '')).toEqual({ scenario: tenAdjustments, dropped: [], corrections: [] });
  });

  it('escapes nothing in the URL but the spaces of its free text', () => {
    const text = encodeScenario(tenAdjustments);
    expect(encodeURIComponent(text).replaceAll('%20', ' ').replaceAll('%2C', ',')).toBe(text);
  });
});

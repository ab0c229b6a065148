import { describe, expect, it } from 'vitest';
import { projectCashRunway, type Runway, type RunwayMovement } from '../runway/cash-runway.ts';
import { occurrenceDates, projectScenario, scaleCents, type ScenarioInput } from './project-scenario.ts';
import { MAX_ADD_OCCURRENCES, type AddAdjustment, type Adjustment, type ScenarioForecast, type Selection } from './scenario.ts';

const TODAY = '2026-11-20';
const HORIZON = '2027-02-28';

let nextId = 0;
function forecast(date: string, remaining: bigint, fields: Partial<ScenarioForecast> = {}): ScenarioForecast {
  nextId += 1;
  return {
    id: `fc_${nextId}`,
    date,
    status: 'planned',
    remaining,
    direction: remaining < 0n ? 'outflow' : 'inflow',
    categoryId: 'cat_sales',
    counterpartyId: null,
    labelIds: [],
    ...fields,
  };
}

const categories = [
  { id: 'cat_revenue', parent_id: null },
  { id: 'cat_sales', parent_id: 'cat_revenue' },
  { id: 'cat_services', parent_id: 'cat_revenue' },
  { id: 'cat_payroll', parent_id: null },
  { id: 'cat_salaries', parent_id: 'cat_payroll' },
  { id: 'cat_rent', parent_id: null },
];

function scenarioInput(forecasts: ScenarioForecast[], fields: Partial<ScenarioInput> = {}): ScenarioInput {
  return {
    today: TODAY,
    horizonEnd: HORIZON,
    startingBalance: 50_000_00n,
    countLate: false,
    threshold: 0n,
    forecasts,
    categories,
    runRate: null,
    ...fields,
  };
}

/** The runway of hand-placed movements under the same settings: what each test expects the scenario to equal. */
function runwayOf(input: ScenarioInput, movements: RunwayMovement[]): Runway {
  const { today, horizonEnd, startingBalance, countLate, threshold } = input;
  return projectCashRunway({ today, horizonEnd, startingBalance, countLate, threshold, movements });
}

const asMovement = ({ date, status, remaining }: ScenarioForecast): RunwayMovement => ({ date, status, remaining });

/** Each day's change of balance: what the projection added on that day. */
function dailyChanges(runway: Runway, startingBalance: bigint): Map<string, bigint> {
  const changes = new Map<string, bigint>();
  let previous = startingBalance;
  for (const point of runway.points) {
    changes.set(point.date, point.balance - previous);
    previous = point.balance;
  }
  return changes;
}

const SELECTS_NOTHING = 'selects no forecast in the projection';

describe('projectScenario without adjustments', () => {
  const mixed = [
    forecast('2026-11-25', 12_000_00n),
    forecast('2026-12-01', -30_000_00n, { categoryId: 'cat_salaries' }),
    forecast('2026-10-02', 7_000_00n, { status: 'overdue' }),
    forecast('2026-08-15', -3_000_00n, { status: 'overdue', direction: 'outflow' }),
    forecast('2026-11-19', -2_000_00n, { status: 'partial' }),
    forecast('2026-11-20', -1_000_00n, { status: 'partial' }),
    forecast('2026-11-10', 0n, { status: 'realised' }),
    forecast('2026-12-24', -9_999_00n, { status: 'disputed' }),
    forecast('2027-01-31', -45_000_00n, { categoryId: 'cat_rent' }),
    forecast('2027-03-01', -500_000_00n),
    forecast('2028-01-01', 900_000_00n),
  ];

  it.each([
    { name: 'late left out', countLate: false, threshold: 0n },
    { name: 'late counted', countLate: true, threshold: 0n },
    { name: 'late left out, a threshold crossed', countLate: false, threshold: 40_000_00n },
    { name: 'late counted, a threshold crossed', countLate: true, threshold: 45_000_00n },
    { name: 'a balance under zero', countLate: true, threshold: 0n, startingBalance: 10_000_00n },
  ])('equals the runway projected from the same forecasts: $name', ({ countLate, threshold, startingBalance }) => {
    const input = scenarioInput(mixed, { countLate, threshold, startingBalance: startingBalance ?? 50_000_00n });
    const { runway, effects } = projectScenario(input, []);
    const { forecasts, categories: _categories, runRate: _runRate, ...rest } = input;
    expect(runway).toEqual(
      projectCashRunway({ ...rest, movements: forecasts.map(({ date, status, remaining }) => ({ date, status, remaining })) }),
    );
    expect(effects).toEqual([]);
  });

  it('equals the runway when the horizon is today, and with no forecast at all', () => {
    const input = scenarioInput(mixed, { horizonEnd: TODAY, countLate: true });
    expect(projectScenario(input, []).runway).toEqual(runwayOf(input, mixed.map(asMovement)));
    expect(projectScenario(scenarioInput([]), []).runway).toEqual(runwayOf(scenarioInput([]), []));
  });
});

describe('drop', () => {
  it('leaves the forecast out of the projection', () => {
    const deal = forecast('2026-12-15', 80_000_00n);
    const rent = forecast('2026-12-01', -4_000_00n, { categoryId: 'cat_rent' });
    const input = scenarioInput([deal, rent]);
    const { runway, effects } = projectScenario(input, [{ kind: 'drop', forecastId: deal.id }]);
    expect(runway).toEqual(runwayOf(input, [asMovement(rent)]));
    expect(effects[0]).toMatchObject({ matched: 1, note: null });
  });

  it.each([
    { name: 'an unknown id', id: 'fc_unknown', note: SELECTS_NOTHING },
    { name: 'a realised forecast', id: 'fc_realised', note: SELECTS_NOTHING },
    { name: 'a forecast after the horizon', id: 'fc_later', note: 'the forecast falls after the horizon' },
  ])('changes nothing and says so for $name', ({ id, note }) => {
    const input = scenarioInput([
      forecast('2026-12-01', 5_00n, { id: 'fc_realised', status: 'realised' }),
      forecast('2027-06-01', 5_00n, { id: 'fc_later' }),
      forecast('2026-12-02', 7_00n),
    ]);
    const { runway, effects } = projectScenario(input, [{ kind: 'drop', forecastId: id }]);
    expect(runway).toEqual(projectScenario(input, []).runway);
    expect(effects[0]).toMatchObject({ matched: 0, note });
  });

  it('drops a forecast once: a second drop of it says an earlier one did', () => {
    const deal = forecast('2026-12-15', 80_000_00n);
    const drop: Adjustment = { kind: 'drop', forecastId: deal.id };
    const { effects } = projectScenario(scenarioInput([deal]), [drop, drop]);
    expect(effects.map((effect) => effect.matched)).toEqual([1, 0]);
    expect(effects[1]?.note).toBe('the forecast is already left out by an earlier adjustment');
  });

  it('takes a late forecast that is not counted out of the late totals only', () => {
    const late = forecast('2026-10-02', 7_000_00n, { status: 'overdue' });
    const input = scenarioInput([late, forecast('2026-12-01', 1_00n)]);
    const before = projectScenario(input, []).runway;
    const { runway, effects } = projectScenario(input, [{ kind: 'drop', forecastId: late.id }]);
    expect(runway.points).toEqual(before.points);
    expect(before.late.count).toBe(1);
    expect(runway.late.count).toBe(0);
    expect(effects[0]).toMatchObject({ matched: 1, note: 'the forecast is late and not counted, so only the late totals change' });
  });
});

describe('delay', () => {
  it('moves a forecast by the days given, later or earlier', () => {
    const invoice = forecast('2026-12-10', 20_000_00n);
    const input = scenarioInput([invoice]);
    const later = projectScenario(input, [{ kind: 'delay', days: 45, select: {} }]);
    expect(later.runway).toEqual(runwayOf(input, [{ ...asMovement(invoice), date: '2027-01-24' }]));
    expect(later.effects[0]).toMatchObject({ matched: 1, note: null });
    const earlier = projectScenario(input, [{ kind: 'delay', days: -9, select: {} }]);
    expect(earlier.runway).toEqual(runwayOf(input, [{ ...asMovement(invoice), date: '2026-12-01' }]));
  });

  it('lands a forecast moved before today on today, as the past is booked', () => {
    const invoice = forecast('2026-11-25', 20_000_00n);
    const input = scenarioInput([invoice]);
    const { runway, effects } = projectScenario(input, [{ kind: 'delay', days: -30, select: {} }]);
    expect(runway).toEqual(runwayOf(input, [{ ...asMovement(invoice), date: TODAY }]));
    expect(effects[0]).toMatchObject({ matched: 1, note: '1 forecast would move before today and stays on today' });
  });

  it('takes a forecast moved after the horizon out of the projection', () => {
    const invoice = forecast('2027-02-01', 20_000_00n);
    const input = scenarioInput([invoice]);
    const { runway, effects } = projectScenario(input, [{ kind: 'delay', days: 30, select: {} }]);
    expect(runway).toEqual(runwayOf(input, []));
    expect(effects[0]).toMatchObject({ matched: 1, note: '1 forecast moves after the horizon and out of the projection' });
  });

  it('moves a counted late forecast from today to today + N, out of the late totals', () => {
    const late = forecast('2026-10-02', 7_000_00n, { status: 'overdue' });
    const input = scenarioInput([late], { countLate: true });
    const { runway, effects } = projectScenario(input, [{ kind: 'delay', days: 10, select: {} }]);
    expect(runway).toEqual(runwayOf(input, [{ ...asMovement(late), date: '2026-11-30' }]));
    expect(runway.points[0]?.balance).toBe(50_000_00n);
    expect(runway.late.count).toBe(0);
    expect(effects[0]).toMatchObject({ matched: 1, note: null });
  });

  it('keeps a counted late forecast on today when moved earlier', () => {
    const late = forecast('2026-10-02', 7_000_00n, { status: 'overdue' });
    const input = scenarioInput([late], { countLate: true });
    const { runway, effects } = projectScenario(input, [{ kind: 'delay', days: -10, select: {} }]);
    expect(runway).toEqual(projectScenario(input, []).runway);
    expect(runway.points[0]?.balance).toBe(57_000_00n);
    expect(effects[0]).toMatchObject({ matched: 0, note: '1 forecast would move before today and stays on today' });
  });

  it('leaves a late forecast that is not counted out, and says so', () => {
    const late = forecast('2026-10-02', 7_000_00n, { status: 'overdue' });
    const input = scenarioInput([late, forecast('2026-12-01', -1_00n)]);
    const { runway, effects } = projectScenario(input, [{ kind: 'delay', days: 10, select: { direction: 'inflow' } }]);
    expect(runway).toEqual(projectScenario(input, []).runway);
    expect(effects[0]).toMatchObject({
      matched: 0,
      note: `${SELECTS_NOTHING}; 1 late forecast stays left out, as late forecasts are not counted`,
    });
  });

  it('never touches a realised or unknown status', () => {
    const done = forecast('2026-12-01', 5_000_00n, { status: 'realised' });
    const odd = forecast('2026-12-01', 5_000_00n, { status: 'disputed' });
    const { effects } = projectScenario(scenarioInput([done, odd]), [{ kind: 'delay', days: 5, select: {} }]);
    expect(effects[0]).toMatchObject({ matched: 0, note: SELECTS_NOTHING });
  });
});

describe('scale', () => {
  it.each([
    { amount: 1_005n, basisPoints: -5_000, expected: 503n, why: '5.025 rounds up' },
    { amount: -1_005n, basisPoints: -5_000, expected: -503n, why: '-5.025 rounds away from zero' },
    { amount: 333n, basisPoints: 5_000, expected: 500n, why: '4.995 rounds up' },
    { amount: -333n, basisPoints: 5_000, expected: -500n, why: '-4.995 rounds away from zero' },
    { amount: 2n, basisPoints: 2_500, expected: 3n, why: '0.025 rounds up' },
    { amount: -2n, basisPoints: 2_500, expected: -3n, why: '-0.025 rounds away from zero' },
    { amount: 1n, basisPoints: 2_500, expected: 1n, why: '0.0125 rounds down' },
    { amount: 123_45n, basisPoints: -2_000, expected: 98_76n, why: 'exact' },
    { amount: 123_45n, basisPoints: -10_000, expected: 0n, why: '-100 % leaves nothing' },
    { amount: -999_999_999_999_99n, basisPoints: 100_000, expected: -10_999_999_999_999_89n, why: '+1,000 % stays exact' },
  ])('scales $amount by $basisPoints bp to $expected ($why)', ({ amount, basisPoints, expected }) => {
    expect(scaleCents(amount, basisPoints)).toBe(expected);
    const input = scenarioInput([forecast('2026-12-01', amount)]);
    const { runway } = projectScenario(input, [{ kind: 'scale', basisPoints, from: null, select: {} }]);
    expect(runway.points.at(-1)?.balance).toBe(50_000_00n + expected);
  });

  it('scales only forecasts on or after its date', () => {
    const december = forecast('2026-12-15', 10_000_00n);
    const january = forecast('2027-01-15', 10_000_00n);
    const input = scenarioInput([december, january]);
    const { runway, effects } = projectScenario(input, [{ kind: 'scale', basisPoints: -2_000, from: '2027-01-01', select: {} }]);
    expect(runway).toEqual(runwayOf(input, [asMovement(december), { ...asMovement(january), remaining: 8_000_00n }]));
    expect(effects[0]).toMatchObject({ matched: 1, note: null });
  });

  it('says when every selected forecast is before its date', () => {
    const input = scenarioInput([forecast('2026-12-15', 10_000_00n)]);
    const { effects } = projectScenario(input, [{ kind: 'scale', basisPoints: 1_000, from: '2027-01-01', select: {} }]);
    expect(effects[0]).toMatchObject({ matched: 0, note: 'selects no forecast on or after 2027-01-01' });
  });

  it('reads a counted late forecast as dated today, and leaves a late one not counted alone', () => {
    const late = forecast('2026-10-02', 10_000_00n, { status: 'overdue' });
    const counted = scenarioInput([late], { countLate: true });
    const fromToday = projectScenario(counted, [{ kind: 'scale', basisPoints: -5_000, from: TODAY, select: {} }]);
    expect(fromToday.runway).toEqual(runwayOf(counted, [{ ...asMovement(late), remaining: 5_000_00n }]));
    expect(fromToday.effects[0]?.matched).toBe(1);
    const fromTomorrow = projectScenario(counted, [{ kind: 'scale', basisPoints: -5_000, from: '2026-11-21', select: {} }]);
    expect(fromTomorrow.effects[0]?.matched).toBe(0);

    const leftOut = projectScenario(scenarioInput([late]), [{ kind: 'scale', basisPoints: -5_000, from: null, select: {} }]);
    expect(leftOut.runway.late.receipts.remaining).toBe(10_000_00n);
    expect(leftOut.effects[0]?.note).toBe(`${SELECTS_NOTHING}; 1 late forecast stays left out, as late forecasts are not counted`);
  });
});

describe('selection', () => {
  const acmeSale = forecast('2026-12-01', 10_000_00n, { categoryId: 'cat_sales', counterpartyId: 'cp_acme', labelIds: ['lb_key'] });
  const acmeService = forecast('2026-12-02', 20_000_00n, { categoryId: 'cat_services', counterpartyId: 'cp_acme' });
  const acmeRefund = forecast('2026-12-03', -1_000_00n, {
    categoryId: 'cat_sales',
    counterpartyId: 'cp_acme',
    labelIds: ['lb_key', 'lb_x'],
  });
  const otherSale = forecast('2026-12-04', 40_000_00n, { categoryId: 'cat_sales', counterpartyId: 'cp_other' });
  const salary = forecast('2026-12-05', -80_000_00n, { categoryId: 'cat_salaries', labelIds: ['lb_x'] });
  const parentItself = forecast('2026-12-06', 1_00n, { categoryId: 'cat_revenue' });
  const done = forecast('2026-12-07', 3_00n, { status: 'realised' });
  const all = [acmeSale, acmeService, acmeRefund, otherSale, salary, parentItself, done];

  it.each<{ name: string; select: Selection; expected: ScenarioForecast[] }>([
    {
      name: 'nothing given: every outstanding forecast',
      select: {},
      expected: [acmeSale, acmeService, acmeRefund, otherSale, salary, parentItself],
    },
    {
      name: 'a parent category: itself and its children',
      select: { categoryId: 'cat_revenue' },
      expected: [acmeSale, acmeService, acmeRefund, otherSale, parentItself],
    },
    { name: 'a child category: itself only', select: { categoryId: 'cat_sales' }, expected: [acmeSale, acmeRefund, otherSale] },
    { name: 'a counterparty', select: { counterpartyId: 'cp_acme' }, expected: [acmeSale, acmeService, acmeRefund] },
    {
      name: 'a counterparty and a direction, both',
      select: { counterpartyId: 'cp_acme', direction: 'inflow' },
      expected: [acmeSale, acmeService],
    },
    { name: 'a label among several', select: { labelId: 'lb_x' }, expected: [acmeRefund, salary] },
    {
      name: 'a parent category and a label, both',
      select: { categoryId: 'cat_revenue', labelId: 'lb_key' },
      expected: [acmeSale, acmeRefund],
    },
    { name: 'criteria no forecast meets together', select: { categoryId: 'cat_payroll', direction: 'inflow' }, expected: [] },
  ])('selects by $name', ({ select, expected }) => {
    const input = scenarioInput(all);
    const { runway, effects } = projectScenario(input, [{ kind: 'scale', basisPoints: -10_000, from: null, select }]);
    const kept = all.filter((each) => !expected.includes(each)).map(asMovement);
    expect(runway).toEqual(runwayOf(input, kept));
    expect(effects[0]).toMatchObject({ matched: expected.length, note: expected.length === 0 ? SELECTS_NOTHING : null });
  });
});

describe('the order adjustments apply in', () => {
  it('drops before it delays, whatever order they are listed in', () => {
    const deal = forecast('2026-12-15', 80_000_00n);
    const input = scenarioInput([deal]);
    const delay: Adjustment = { kind: 'delay', days: 10, select: {} };
    const drop: Adjustment = { kind: 'drop', forecastId: deal.id };
    const { runway, effects } = projectScenario(input, [delay, drop]);
    expect(runway).toEqual(runwayOf(input, []));
    expect(effects).toEqual([
      { adjustment: delay, matched: 0, note: SELECTS_NOTHING },
      { adjustment: drop, matched: 1, note: null },
    ]);
  });

  it('scales after it delays: a forecast delayed across the scale date is scaled', () => {
    const invoice = forecast('2026-12-20', 10_000_00n);
    const input = scenarioInput([invoice]);
    const scale: Adjustment = { kind: 'scale', basisPoints: -5_000, from: '2027-01-01', select: {} };
    const delay: Adjustment = { kind: 'delay', days: 30, select: {} };
    const delayedAndScaled = runwayOf(input, [{ ...asMovement(invoice), date: '2027-01-19', remaining: 5_000_00n }]);
    // Had the scale applied first, the invoice (still in December) would have kept its amount.
    const scaledThenDelayed = runwayOf(input, [{ ...asMovement(invoice), date: '2027-01-19' }]);
    for (const listed of [
      [scale, delay],
      [delay, scale],
    ]) {
      const { runway, effects } = projectScenario(input, listed);
      expect(runway).toEqual(delayedAndScaled);
      expect(runway).not.toEqual(scaledThenDelayed);
      expect(effects.map((effect) => effect.adjustment)).toEqual(listed);
      expect(effects.every((effect) => effect.matched === 1)).toBe(true);
    }
  });

  it('applies two delays of one kind one after the other, in the order listed', () => {
    const invoice = forecast('2026-11-25', 10_000_00n);
    const input = scenarioInput([invoice]);
    // -10 lands on today (the 20th), then +3 gives the 23rd; the other way round, +3 then -10 lands on today.
    const earlierFirst = projectScenario(input, [
      { kind: 'delay', days: -10, select: {} },
      { kind: 'delay', days: 3, select: {} },
    ]);
    expect(earlierFirst.runway).toEqual(runwayOf(input, [{ ...asMovement(invoice), date: '2026-11-23' }]));
    const laterFirst = projectScenario(input, [
      { kind: 'delay', days: 3, select: {} },
      { kind: 'delay', days: -10, select: {} },
    ]);
    expect(laterFirst.runway).toEqual(runwayOf(input, [{ ...asMovement(invoice), date: TODAY }]));
  });

  it('does not scale what it adds, as add comes after scale', () => {
    const input = scenarioInput([]);
    const add: AddAdjustment = {
      kind: 'add',
      direction: 'outflow',
      amount: '100.00',
      every: 'once',
      start: '2026-12-01',
      end: null,
      label: 'Laptop',
    };
    const { runway, effects } = projectScenario(input, [add, { kind: 'scale', basisPoints: 5_000, from: null, select: {} }]);
    expect(runway).toEqual(runwayOf(input, [{ date: '2026-12-01', status: 'planned', remaining: -100_00n }]));
    expect(effects[1]).toMatchObject({ matched: 0, note: SELECTS_NOTHING });
  });
});

describe('add', () => {
  const add = (fields: Partial<AddAdjustment>): AddAdjustment => ({
    kind: 'add',
    direction: 'outflow',
    amount: '6500.00',
    every: 'monthly',
    start: '2026-12-01',
    end: null,
    label: 'New hire',
    ...fields,
  });

  it.each([
    { name: 'once', fields: { every: 'once' as const, start: '2026-12-10' }, dates: ['2026-12-10'] },
    {
      name: 'once, whatever the end says',
      fields: { every: 'once' as const, start: '2026-12-10', end: { count: 5 } },
      dates: ['2026-12-10'],
    },
    {
      name: 'weekly for 4',
      fields: { every: 'weekly' as const, start: '2026-12-28', end: { count: 4 } },
      dates: ['2026-12-28', '2027-01-04', '2027-01-11', '2027-01-18'],
    },
    {
      name: 'monthly from the 31st, without drift',
      fields: { start: '2027-01-31', end: { count: 4 } },
      dates: ['2027-01-31', '2027-02-28', '2027-03-31', '2027-04-30'],
    },
    { name: 'monthly to the horizon', fields: { start: '2026-11-30' }, dates: ['2026-11-30', '2026-12-30', '2027-01-30', '2027-02-28'] },
    {
      name: 'monthly until a date, inclusive',
      fields: { start: '2026-12-15', end: { until: '2027-02-15' } },
      dates: ['2026-12-15', '2027-01-15', '2027-02-15'],
    },
    {
      name: 'quarterly from the 30th of November',
      fields: { every: 'quarterly' as const, start: '2026-11-30', end: { count: 3 } },
      dates: ['2026-11-30', '2027-02-28', '2027-05-30'],
    },
    { name: 'until a day before the start', fields: { end: { until: '2026-11-30' } }, dates: [] },
  ])('falls on the right dates: $name', ({ fields, dates }) => {
    expect(occurrenceDates(add(fields), HORIZON)).toEqual({ dates, capped: false });
  });

  it('adds each occurrence in the projection, signed by its direction', () => {
    const input = scenarioInput([]);
    const hire = add({ start: '2026-12-01', end: { count: 2 } });
    const grant = add({ direction: 'inflow', amount: '1000.50', every: 'once', start: '2027-01-05' });
    const { runway, effects } = projectScenario(input, [hire, grant]);
    const planned = (date: string, remaining: bigint) => ({ date, status: 'planned', remaining });
    expect(runway).toEqual(
      runwayOf(input, [planned('2026-12-01', -6_500_00n), planned('2027-01-01', -6_500_00n), planned('2027-01-05', 1_000_50n)]),
    );
    expect(effects.map((effect) => [effect.matched, effect.note])).toEqual([
      [2, null],
      [1, null],
    ]);
  });

  it('leaves out occurrences before today and after the horizon, and says how many', () => {
    const input = scenarioInput([]);
    const { runway, effects } = projectScenario(input, [add({ start: '2026-09-20', end: { count: 8 } })]);
    // Sep, Oct and Nov 20 (today) then Dec, Jan, Feb: the 20th of Sep and Oct are past, Mar and Apr beyond the horizon.
    const inside = ['2026-11-20', '2026-12-20', '2027-01-20', '2027-02-20'].map((date) => ({
      date,
      status: 'planned',
      remaining: -6_500_00n,
    }));
    expect(runway).toEqual(runwayOf(input, inside));
    expect(effects[0]).toMatchObject({
      matched: 4,
      note: '2 occurrences before today are left out; 2 occurrences after the horizon are not projected',
    });
  });

  it('stops at the most occurrences one addition may have', () => {
    const weekly = add({ every: 'weekly', start: '2026-01-01', end: { count: MAX_ADD_OCCURRENCES + 30 } });
    const { dates, capped } = occurrenceDates(weekly, '2030-01-01');
    expect(dates).toHaveLength(MAX_ADD_OCCURRENCES);
    expect(capped).toBe(true);
    expect(occurrenceDates({ ...weekly, end: { until: '2030-01-01' } }, HORIZON).capped).toBe(true);
    expect(occurrenceDates({ ...weekly, end: { count: MAX_ADD_OCCURRENCES } }, HORIZON).capped).toBe(false);
    const { effects } = projectScenario(scenarioInput([]), [weekly]);
    expect(effects[0]?.note).toContain(`it stops after ${MAX_ADD_OCCURRENCES} occurrences`);
  });

  it.each([
    {
      name: 'entirely in the past',
      fields: { every: 'once' as const, start: '2026-01-01' },
      note: '1 occurrence before today is left out',
    },
    { name: 'ending before it starts', fields: { end: { until: '2026-11-30' } }, note: 'adds nothing to the projection' },
    { name: 'with an amount that is not one', fields: { amount: '12,5' }, note: '"12,5" is not an amount' },
  ])('says when it adds nothing: $name', ({ fields, note }) => {
    const { runway, effects } = projectScenario(scenarioInput([]), [add(fields)]);
    expect(runway).toEqual(runwayOf(scenarioInput([]), []));
    expect(effects[0]).toMatchObject({ matched: 0, note });
  });
});

describe('run rate', () => {
  const runRate = new Map([
    ['cat_rent', -10_000n],
    ['cat_sales', 31_07n],
    ['cat_idle', 0n],
  ]);

  it('spreads each average over the days of each future month, totalling it exactly', () => {
    const input = scenarioInput([], { runRate });
    const { runway, effects } = projectScenario(input, [{ kind: 'runrate', months: 3 }]);
    const changes = dailyChanges(runway, input.startingBalance);
    // November is today's month: nothing is filled in it.
    expect([...changes].filter(([date]) => date < '2026-12-01').every(([, change]) => change === 0n)).toBe(true);
    // December, 31 days: rent -10000 = 31 × -322 - 18, so -323 on the 1st to 18th and -322 after;
    // sales 3107 = 31 × 100 + 7, so 101 on the 1st to 7th and 100 after.
    expect(changes.get('2026-12-01')).toBe(-323n + 101n);
    expect(changes.get('2026-12-07')).toBe(-323n + 101n);
    expect(changes.get('2026-12-08')).toBe(-323n + 100n);
    expect(changes.get('2026-12-18')).toBe(-323n + 100n);
    expect(changes.get('2026-12-19')).toBe(-322n + 100n);
    // February 2027, 28 days: rent -10000 = 28 × -357 - 4; sales 3107 = 28 × 110 + 27.
    expect(changes.get('2027-02-04')).toBe(-358n + 111n);
    expect(changes.get('2027-02-05')).toBe(-357n + 111n);
    expect(changes.get('2027-02-28')).toBe(-357n + 110n);
    for (const month of ['2026-12', '2027-01', '2027-02']) {
      const total = [...changes].filter(([date]) => date.startsWith(month)).reduce((sum, [, change]) => sum + change, 0n);
      expect(total).toBe(-10_000n + 31_07n);
    }
    expect(effects[0]).toMatchObject({ matched: 6, note: null });
  });

  it('fills no month where a forecast of that exact category falls, after drop, delay and scale', () => {
    const rent = forecast('2027-01-05', -4_000_00n, { categoryId: 'cat_rent' });
    const sale = forecast('2026-12-30', 5_00n, { categoryId: 'cat_sales' });
    const childOfRent = forecast('2027-02-01', -1_00n, { categoryId: 'cat_rent_child' });
    const input = scenarioInput([rent, sale, childOfRent], {
      runRate,
      categories: [...categories, { id: 'cat_rent_child', parent_id: 'cat_rent' }],
    });
    const { runway, effects } = projectScenario(input, [
      { kind: 'runrate', months: 6 },
      // The sale moves into January: December gets the sales run rate, January does not.
      { kind: 'delay', days: 5, select: { categoryId: 'cat_sales' } },
    ]);
    const changes = dailyChanges(runway, input.startingBalance);
    const monthTotal = (month: string) =>
      [...changes].filter(([date]) => date.startsWith(month)).reduce((sum, [, change]) => sum + change, 0n);
    expect(monthTotal('2026-12')).toBe(-10_000n + 31_07n);
    expect(monthTotal('2027-01')).toBe(-4_000_00n + 5_00n);
    // A child category's forecast does not stand for its parent's run rate: rent is filled in February.
    expect(monthTotal('2027-02')).toBe(-1_00n - 10_000n + 31_07n);
    expect(effects[0]).toMatchObject({ matched: 4, note: null });
  });

  it('does not project the days of the last month after the horizon', () => {
    const input = scenarioInput([], { runRate: new Map([['cat_rent', -3_100n]]), horizonEnd: '2026-12-10' });
    const { runway, effects } = projectScenario(input, [{ kind: 'runrate', months: 3 }]);
    expect(runway.points.at(-1)?.balance).toBe(50_000_00n - 10n * 100n);
    expect(effects[0]?.matched).toBe(1);
  });

  it("leaves a dropped forecast's month to the run rate", () => {
    const rent = forecast('2026-12-05', -4_000_00n, { categoryId: 'cat_rent' });
    const input = scenarioInput([rent], { runRate: new Map([['cat_rent', -3_100n]]), horizonEnd: '2026-12-31' });
    const { runway } = projectScenario(input, [
      { kind: 'runrate', months: 3 },
      { kind: 'drop', forecastId: rent.id },
    ]);
    expect(runway.points.at(-1)?.balance).toBe(50_000_00n - 3_100n);
  });

  it.each([
    { name: 'while the run rate loads', fields: { runRate: null }, note: 'the run rate is still loading' },
    { name: 'when the horizon ends this month', fields: { runRate, horizonEnd: '2026-11-30' }, note: 'the horizon ends before next month' },
    {
      name: 'when no category has a net',
      fields: { runRate: new Map([['cat_idle', 0n]]) },
      note: 'no category has a net over the last 3 complete months',
    },
  ])('says why it fills nothing $name', ({ fields, note }) => {
    const input = scenarioInput([], fields);
    const { runway, effects } = projectScenario(input, [{ kind: 'runrate', months: 3 }]);
    expect(runway).toEqual(runwayOf(input, []));
    expect(effects[0]).toMatchObject({ matched: 0, note });
  });

  it('says when every month it would fill is planned', () => {
    const rent = (date: string) => forecast(date, -1_00n, { categoryId: 'cat_rent' });
    const input = scenarioInput([rent('2026-12-01'), rent('2027-01-01'), rent('2027-02-01')], { runRate: new Map([['cat_rent', -5_00n]]) });
    const { effects } = projectScenario(input, [{ kind: 'runrate', months: 3 }]);
    expect(effects[0]).toMatchObject({ matched: 0, note: 'every category with a run rate has forecasts in every month it would fill' });
  });

  it('fills once when listed twice', () => {
    const input = scenarioInput([], { runRate, horizonEnd: '2026-12-31' });
    const { runway, effects } = projectScenario(input, [
      { kind: 'runrate', months: 3 },
      { kind: 'runrate', months: 3 },
    ]);
    expect(runway.points.at(-1)?.balance).toBe(50_000_00n - 10_000n + 31_07n);
    expect(effects[1]).toMatchObject({ matched: 0, note: 'the run rate is already on in an earlier adjustment' });
  });
});

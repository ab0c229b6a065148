import { agreeing, plural } from '../words/words.ts';
import { isMoney, parseMoney, roundedRatio, type Cents } from '../money.ts';
import { addDays, addMonths, endOfMonth, maxDate, startOfMonth, type IsoDate } from '../calendar-date.ts';
import { projectCashRunway, type Runway, type RunwayInput, type RunwayMovement } from '../runway/cash-runway.ts';
import { isLate, isOutstanding } from '../runway/forecast-totals.ts';
import {
  adjustmentOrder,
  MAX_ADD_OCCURRENCES,
  type AddAdjustment,
  type Adjustment,
  type AdjustmentKind,
  type CategoryParent,
  type DelayAdjustment,
  type DropAdjustment,
  type RunRate,
  type RunRateAdjustment,
  type ScaleAdjustment,
  type ScenarioForecast,
  type Selection,
} from './scenario.ts';

/** The runway's input with forecasts in place of bare movements, and what the adjustments select on. */
export type ScenarioInput = Omit<RunwayInput, 'movements'> & {
  forecasts: readonly ScenarioForecast[];
  categories: readonly CategoryParent[];
  /** Average monthly net per category for the run rate; null while it loads. */
  runRate: RunRate | null;
};

/**
 * What one adjustment did. `matched` counts the forecasts (added occurrences, run-rate
 * category-months) it changed in the projection; `note` says what the reader should know,
 * as a lowercase clause that follows the adjustment's own sentence ("selects no forecast in the projection").
 */
export type AdjustmentEffect = { adjustment: Adjustment; matched: number; note: string | null };

export type ScenarioProjection = { runway: Runway; effects: AdjustmentEffect[] };

/** A forecast on its way through the adjustments: what the runway will read of it. */
type Planned = RunwayMovement & { forecast: ScenarioForecast; dropped: boolean };

type Outcome = { matched: number; notes: string[] };

type Context = {
  input: ScenarioInput;
  planned: Planned[];
  byId: Map<string, Planned>;
  selector: Selector;
  added: RunwayMovement[];
  runRateApplied: boolean;
};

/**
 * Today's runway projection with the adjustments applied: drop, then delay, then scale, then add,
 * then run rate (adjustmentOrder), each kind in the order listed. Effects come back in the order listed.
 * With no adjustment the runway equals projectCashRunway over the same forecasts, exactly.
 *
 * @example projectScenario(input, [{ kind: 'delay', days: 45, select: { direction: 'inflow' } }]).runway.lowest
 */
export function projectScenario(input: ScenarioInput, adjustments: readonly Adjustment[]): ScenarioProjection {
  const { kept, added, effects } = scenarioMovements(input, adjustments);
  const movements: RunwayMovement[] = [...kept, ...added];
  const { today, horizonEnd, startingBalance, countLate, threshold } = input;
  return { runway: projectCashRunway({ today, horizonEnd, startingBalance, movements, countLate, threshold }), effects };
}

/** A forecast the scenario keeps, where and for how much it now moves cash. */
export type ScenarioMovement = RunwayMovement & { forecast: ScenarioForecast };

/**
 * The movements a scenario leaves: the forecasts it keeps (moved and scaled), and what it adds
 * without a forecast behind it (additions, the run rate). The 13-week table places them by category.
 */
export function scenarioMovements(
  input: ScenarioInput,
  adjustments: readonly Adjustment[],
): { kept: ScenarioMovement[]; added: RunwayMovement[]; effects: AdjustmentEffect[] } {
  const context = createContext(input);
  const effects = new Array<AdjustmentEffect>(adjustments.length);
  for (const index of applicationOrder(adjustments)) {
    const adjustment = adjustments[index]!;
    const { matched, notes } = apply(context, adjustment);
    effects[index] = { adjustment, matched, note: notes.length > 0 ? notes.join('; ') : null };
  }
  const kept = context.planned
    .filter((item) => !item.dropped)
    .map(({ date, status, remaining, forecast }) => ({ date, status, remaining, forecast }));
  return { kept, added: context.added, effects };
}

function createContext(input: ScenarioInput): Context {
  const planned = input.forecasts.map((forecast): Planned => ({
    date: forecast.date,
    status: forecast.status,
    remaining: forecast.remaining,
    forecast,
    dropped: false,
  }));
  const byId = new Map<string, Planned>();
  // The first of two forecasts with one id is the one a drop removes, as a list shows the first.
  for (const item of planned) if (!byId.has(item.forecast.id)) byId.set(item.forecast.id, item);
  return { input, planned, byId, selector: new Selector(input.categories), added: [], runRateApplied: false };
}

/** Indexes of the adjustments in the order they apply: by kind as adjustmentOrder says, then as listed. */
function applicationOrder(adjustments: readonly Adjustment[]): number[] {
  const rank = (kind: AdjustmentKind) => adjustmentOrder.indexOf(kind);
  return adjustments.map((_, index) => index).sort((a, b) => rank(adjustments[a]!.kind) - rank(adjustments[b]!.kind) || a - b);
}

function apply(context: Context, adjustment: Adjustment): Outcome {
  switch (adjustment.kind) {
    case 'drop':
      return applyDrop(context, adjustment);
    case 'delay':
      return applyDelay(context, adjustment);
    case 'scale':
      return applyScale(context, adjustment);
    case 'add':
      return applyAdd(context, adjustment);
    case 'runrate':
      return applyRunRate(context, adjustment);
  }
}

const SELECTS_NOTHING = 'selects no forecast in the projection';

/** Where the runway puts a planned forecast: today for a counted late one, null for a late one left out. */
function placedOn(item: Planned, today: IsoDate, countLate: boolean): IsoDate | null {
  if (isLate(item, today)) return countLate ? today : null;
  return item.date;
}

function* candidates(context: Context, select: Selection): Generator<Planned> {
  for (const item of context.planned) {
    if (item.dropped || !isOutstanding(item.status)) continue;
    if (context.selector.matches(item.forecast, select)) yield item;
  }
}

function leftOutLateNote(count: number): string {
  return `${plural(count, 'late forecast')} ${agreeing(count, 'stays', 'stay')} left out, as late forecasts are not counted`;
}

function applyDrop(context: Context, drop: DropAdjustment): Outcome {
  const { today, horizonEnd, countLate } = context.input;
  const item = context.byId.get(drop.forecastId);
  if (!item || !isOutstanding(item.status)) return { matched: 0, notes: [SELECTS_NOTHING] };
  if (item.dropped) return { matched: 0, notes: ['the forecast is already left out by an earlier adjustment'] };
  const placed = placedOn(item, today, countLate);
  if (placed !== null && placed > horizonEnd) return { matched: 0, notes: ['the forecast falls after the horizon'] };
  item.dropped = true;
  // A late forecast left out still shows in the late totals, so dropping it changes those alone.
  const notes = placed === null ? ['the forecast is late and not counted, so only the late totals change'] : [];
  return { matched: 1, notes };
}

function applyDelay(context: Context, delay: DelayAdjustment): Outcome {
  const { today, horizonEnd, countLate } = context.input;
  const shift = memoised((date: IsoDate) => addDays(date, delay.days));
  const tally = { selected: 0, matched: 0, leftOutLate: 0, heldOnToday: 0, leaving: 0 };
  for (const item of candidates(context, delay.select)) {
    const before = placedOn(item, today, countLate);
    if (before === null) {
      tally.leftOutLate += 1;
      continue;
    }
    const shifted = shift(before);
    // The past is booked: nothing can be expected before today.
    const after = maxDate(shifted, today);
    if (before > horizonEnd && after > horizonEnd) continue;
    tally.selected += 1;
    if (shifted < today) tally.heldOnToday += 1;
    if (after === before) continue;
    item.date = after;
    tally.matched += 1;
    if (after > horizonEnd) tally.leaving += 1;
  }
  return { matched: tally.matched, notes: delayNotes(tally) };
}

function delayNotes(tally: { selected: number; matched: number; leftOutLate: number; heldOnToday: number; leaving: number }): string[] {
  const notes: string[] = [];
  if (tally.selected === 0) notes.push(SELECTS_NOTHING);
  if (tally.leftOutLate > 0) notes.push(leftOutLateNote(tally.leftOutLate));
  if (tally.heldOnToday > 0)
    notes.push(
      `${plural(tally.heldOnToday, 'forecast')} would move before today and ${agreeing(tally.heldOnToday, 'stays', 'stay')} on today`,
    );
  if (tally.leaving > 0)
    notes.push(
      `${plural(tally.leaving, 'forecast')} ${agreeing(tally.leaving, 'moves', 'move')} after the horizon and out of the projection`,
    );
  if (tally.matched === 0 && notes.length === 0) notes.push('moves no forecast in the projection');
  return notes;
}

function applyScale(context: Context, scale: ScaleAdjustment): Outcome {
  const { today, horizonEnd, countLate } = context.input;
  let matched = 0;
  let leftOutLate = 0;
  let beforeFrom = 0;
  for (const item of candidates(context, scale.select)) {
    const on = placedOn(item, today, countLate);
    if (on === null) {
      leftOutLate += 1;
      continue;
    }
    if (on > horizonEnd) continue;
    if (scale.from !== null && on < scale.from) {
      beforeFrom += 1;
      continue;
    }
    item.remaining = scaleCents(item.remaining, scale.basisPoints);
    matched += 1;
  }
  const notes: string[] = [];
  if (matched === 0) notes.push(beforeFrom > 0 && scale.from !== null ? `selects no forecast on or after ${scale.from}` : SELECTS_NOTHING);
  if (leftOutLate > 0) notes.push(leftOutLateNote(leftOutLate));
  return { matched, notes };
}

/**
 * An amount changed by basis points, rounded half away from zero to the cent.
 *
 * @example scaleCents(-1_005n, -5_000) // -503n: -5.025 rounds to -5.03
 */
export function scaleCents(amount: Cents, basisPoints: number): Cents {
  return roundedRatio(amount * (10_000n + BigInt(basisPoints)), 10_000n);
}

function applyAdd(context: Context, add: AddAdjustment): Outcome {
  const { today, horizonEnd } = context.input;
  if (!isMoney(add.amount)) return { matched: 0, notes: [`"${add.amount}" is not an amount`] };
  const magnitude = parseMoney(add.amount);
  const amount = add.direction === 'outflow' ? -absolute(magnitude) : absolute(magnitude);
  const { dates, capped } = occurrenceDates(add, horizonEnd);
  let past = 0;
  let after = 0;
  for (const date of dates) {
    if (date < today) past += 1;
    else if (date > horizonEnd) after += 1;
    else context.added.push({ date, status: 'planned', remaining: amount });
  }
  const matched = dates.length - past - after;
  return { matched, notes: addNotes(matched, past, after, capped) };
}

function absolute(cents: Cents): Cents {
  return cents < 0n ? -cents : cents;
}

function addNotes(matched: number, past: number, after: number, capped: boolean): string[] {
  const notes: string[] = [];
  if (past > 0) notes.push(`${plural(past, 'occurrence')} before today ${agreeing(past, 'is', 'are')} left out`);
  if (after > 0) notes.push(`${plural(after, 'occurrence')} after the horizon ${agreeing(after, 'is', 'are')} not projected`);
  if (capped) notes.push(`it stops after ${MAX_ADD_OCCURRENCES} occurrences, the most one addition may have`);
  if (matched === 0 && notes.length === 0) notes.push('adds nothing to the projection');
  return notes;
}

/**
 * The dates an addition falls on, from its start: months are counted from the start each time,
 * so a series on the 31st clamps in short months and comes back to the 31st after them.
 *
 * @example occurrenceDates({ every: 'monthly', start: '2027-01-31', end: { count: 3 } }, horizonEnd).dates
 * // ['2027-01-31', '2027-02-28', '2027-03-31']
 */
export function occurrenceDates(
  add: Pick<AddAdjustment, 'every' | 'start' | 'end'>,
  horizonEnd: IsoDate,
): { dates: IsoDate[]; capped: boolean } {
  const { every, start, end } = add;
  const last = end === null ? horizonEnd : 'until' in end ? end.until : null;
  const count = end !== null && 'count' in end ? end.count : Number.POSITIVE_INFINITY;
  const withinEnd = (date: IsoDate | null): date is IsoDate => date !== null && (last === null || date <= last);
  const dates: IsoDate[] = [];
  for (let index = 0; index < Math.min(count, MAX_ADD_OCCURRENCES); index++) {
    const date = occurrence(every, start, index);
    if (!withinEnd(date)) return { dates, capped: false };
    dates.push(date);
  }
  const capped = count > MAX_ADD_OCCURRENCES && withinEnd(occurrence(every, start, MAX_ADD_OCCURRENCES));
  return { dates, capped };
}

function occurrence(every: AddAdjustment['every'], start: IsoDate, index: number): IsoDate | null {
  switch (every) {
    case 'once':
      return index === 0 ? start : null;
    case 'weekly':
      return addDays(start, 7 * index);
    case 'monthly':
      return addMonths(start, index);
    case 'quarterly':
      return addMonths(start, 3 * index);
  }
}

function applyRunRate(context: Context, adjustment: RunRateAdjustment): Outcome {
  const { today, horizonEnd, runRate } = context.input;
  if (context.runRateApplied) return { matched: 0, notes: ['the run rate is already on in an earlier adjustment'] };
  if (runRate === null) return { matched: 0, notes: ['the run rate is still loading'] };
  context.runRateApplied = true;
  const months = futureMonths(today, horizonEnd);
  if (months.length === 0) return { matched: 0, notes: ['the horizon ends before next month'] };
  const averages = [...runRate].filter(([, average]) => average !== 0n);
  if (averages.length === 0) return { matched: 0, notes: [`no category has a net over the last ${adjustment.months} complete months`] };
  const planned = plannedCategoryMonths(context.planned);
  let matched = 0;
  for (const month of months) {
    const unplanned = averages.filter(([categoryId]) => !planned.has(`${categoryId}|${month.slice(0, 7)}`)).map(([, average]) => average);
    matched += unplanned.length;
    context.added.push(...spreadOverMonth(unplanned, month, horizonEnd));
  }
  return { matched, notes: matched === 0 ? ['every category with a run rate has forecasts in every month it would fill'] : [] };
}

/** First days of the months after today's month that start within the horizon. */
function futureMonths(today: IsoDate, horizonEnd: IsoDate): IsoDate[] {
  const months: IsoDate[] = [];
  for (let month = addMonths(startOfMonth(today), 1); month <= horizonEnd; month = addMonths(month, 1)) months.push(month);
  return months;
}

/**
 * "category|YYYY-MM" for every forecast left after drop, delay and scale, whatever its status:
 * one realised early still means its month was planned, and filling that month would count its cash twice.
 */
function plannedCategoryMonths(planned: readonly Planned[]): Set<string> {
  const keys = new Set<string>();
  for (const item of planned) if (!item.dropped) keys.add(`${item.forecast.categoryId}|${item.date.slice(0, 7)}`);
  return keys;
}

/**
 * Each average spread evenly over the month's days, the remainder cents one each on the first
 * days, so each category's month totals its average exactly; summed into one movement a day.
 * Days after the horizon are not projected.
 */
function spreadOverMonth(averages: readonly Cents[], monthStart: IsoDate, horizonEnd: IsoDate): RunwayMovement[] {
  const days = Number(endOfMonth(monthStart).slice(8));
  const perDay = BigInt(days);
  let even = 0n;
  // steps[d]: change of the remainder cents from day d on (a difference array, one pass per category).
  const steps = new Array<bigint>(days + 1).fill(0n);
  for (const average of averages) {
    even += average / perDay;
    const rest = average % perDay;
    const unit = rest < 0n ? -1n : 1n;
    steps[0]! += unit;
    steps[Number(absolute(rest))]! -= unit;
  }
  const movements: RunwayMovement[] = [];
  const prefix = monthStart.slice(0, 8);
  let extra = 0n;
  for (let day = 1; day <= days; day++) {
    extra += steps[day - 1]!;
    const date = `${prefix}${String(day).padStart(2, '0')}`;
    if (date > horizonEnd) break;
    const remaining = even + extra;
    if (remaining !== 0n) movements.push({ date, status: 'planned', remaining });
  }
  return movements;
}

/** Remembers a pure date function's answers: forecasts share few distinct dates. */
function memoised(compute: (date: IsoDate) => IsoDate): (date: IsoDate) => IsoDate {
  const cache = new Map<IsoDate, IsoDate>();
  return (date) => {
    let answer = cache.get(date);
    if (answer === undefined) {
      answer = compute(date);
      cache.set(date, answer);
    }
    return answer;
  };
}

/** Matches forecasts against a selection; a category's descendants are worked out once per category. */
class Selector {
  private readonly children = new Map<string, string[]>();
  private readonly descendants = new Map<string, ReadonlySet<string>>();

  constructor(categories: readonly CategoryParent[]) {
    for (const category of categories) {
      if (category.parent_id === null) continue;
      const siblings = this.children.get(category.parent_id);
      if (siblings) siblings.push(category.id);
      else this.children.set(category.parent_id, [category.id]);
    }
  }

  matches(forecast: ScenarioForecast, select: Selection): boolean {
    if (select.direction !== undefined && forecast.direction !== select.direction) return false;
    if (select.counterpartyId !== undefined && forecast.counterpartyId !== select.counterpartyId) return false;
    if (select.labelId !== undefined && !forecast.labelIds.includes(select.labelId)) return false;
    if (select.categoryId !== undefined && !this.withDescendants(select.categoryId).has(forecast.categoryId)) return false;
    return true;
  }

  private withDescendants(categoryId: string): ReadonlySet<string> {
    let set = this.descendants.get(categoryId);
    if (set) return set;
    const found = new Set<string>();
    // Walks the whole subtree, and a cycle in bad data stops at a category already seen.
    const pending = [categoryId];
    for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
      if (found.has(id)) continue;
      found.add(id);
      pending.push(...(this.children.get(id) ?? []));
    }
    set = found;
    this.descendants.set(categoryId, set);
    return set;
  }
}

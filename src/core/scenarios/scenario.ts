import type { Cents } from '../money.ts';
import type { IsoDate } from '../calendar-date.ts';

export type Direction = 'inflow' | 'outflow';

/** Which forecasts a delay or a scale acts on: every criterion given must hold, and none given selects them all. */
export type Selection = {
  direction?: Direction;
  /** A parent category selects its children too. */
  categoryId?: string;
  counterpartyId?: string;
  labelId?: string;
};

/** Moves the selected forecasts' expected date by whole days: positive is later, negative earlier. */
export type DelayAdjustment = { kind: 'delay'; days: number; select: Selection };

/**
 * Multiplies the selected forecasts' remaining amount by (100 % + change), from a date on.
 * The change is in basis points, so -20 % is -2000 and +2.5 % is 250: exact in integers.
 */
export type ScaleAdjustment = { kind: 'scale'; basisPoints: number; from: IsoDate | null; select: Selection };

/** Leaves one forecast out: "what if this deal does not close". */
export type DropAdjustment = { kind: 'drop'; forecastId: string };

export const addFrequencies = ['once', 'weekly', 'monthly', 'quarterly'] as const;
export type AddFrequency = (typeof addFrequencies)[number];

/** Where a repeating addition stops: on a date, after a number of occurrences, or at the horizon (null). */
export type AddEnd = { until: IsoDate } | { count: number } | null;

/** A hypothetical movement, one-off or repeating. `amount` is a positive Money string; the direction gives its sign. */
export type AddAdjustment = {
  kind: 'add';
  direction: Direction;
  amount: string;
  every: AddFrequency;
  start: IsoDate;
  end: AddEnd;
  label: string;
};

export const runRateMonths = [3, 6] as const;
export type RunRateMonths = (typeof runRateMonths)[number];

/** Projects each category's average monthly net of actuals into future months where nothing is planned for it. */
export type RunRateAdjustment = { kind: 'runrate'; months: RunRateMonths };

export type Adjustment = DelayAdjustment | ScaleAdjustment | DropAdjustment | AddAdjustment | RunRateAdjustment;
export type AdjustmentKind = Adjustment['kind'];

export type Scenario = { name: string; adjustments: Adjustment[] };

/** The order adjustments apply in, whatever order the reader added them: see docs/scenarios.md. */
export const adjustmentOrder: readonly AdjustmentKind[] = ['drop', 'delay', 'scale', 'add', 'runrate'];

export const MAX_SCENARIOS = 3;
export const MAX_ADJUSTMENTS = 12;
export const MAX_NAME_LENGTH = 40;
export const MAX_LABEL_LENGTH = 40;
export const MAX_DELAY_DAYS = 366;
/** From -100 % (nothing arrives) to +1,000 %. */
export const MIN_BASIS_POINTS = -10_000;
export const MAX_BASIS_POINTS = 100_000;
export const MAX_ADD_OCCURRENCES = 120;

/** A forecast as the scenario math reads it: the runway's movement plus what adjustments select on. */
export type ScenarioForecast = {
  id: string;
  date: IsoDate;
  status: string;
  /** Signed: payments are negative. */
  remaining: Cents;
  direction: Direction;
  categoryId: string;
  counterpartyId: string | null;
  labelIds: readonly string[];
};

/** A category's parent, so a parent selects its children. */
export type CategoryParent = { id: string; parent_id: string | null };

/** Average monthly net of actuals per category id, signed, from the summary grouped by category. */
export type RunRate = ReadonlyMap<string, Cents>;

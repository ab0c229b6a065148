/**
 * Recomputing what-if scenarios (issue 15): 3 scenarios over a 12-month horizon with 2,000
 * forecasts, as the forecasts view does on every keystroke in an adjustment. Budget: 16 ms.
 * Alone: `npx tsx bench/scenario-recompute.ts` prints the figures.
 */
import { pathToFileURL } from 'node:url';
import { addDays, addMonths, type IsoDate } from '../src/core/calendar-date.ts';
import { projectScenario, type ScenarioInput } from '../src/core/scenarios/project-scenario.ts';
import type { Adjustment, CategoryParent, ScenarioForecast } from '../src/core/scenarios/scenario.ts';
import { median, percentile } from './stats.ts';

export type ScenarioRecompute = { medianMs: number; p95Ms: number; forecasts: number; scenarios: number };

const TODAY = '2026-11-20';
const FORECASTS = 2_000;
const WARM_UP = 50;
const SAMPLES = 300;

/** A small deterministic generator (mulberry32): the same forecasts on every run and machine. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const CATEGORIES: CategoryParent[] = [
  { id: 'cat_revenue', parent_id: null },
  { id: 'cat_sales', parent_id: 'cat_revenue' },
  { id: 'cat_subscriptions', parent_id: 'cat_revenue' },
  { id: 'cat_services', parent_id: 'cat_revenue' },
  { id: 'cat_payroll', parent_id: null },
  { id: 'cat_salaries', parent_id: 'cat_payroll' },
  { id: 'cat_social', parent_id: 'cat_payroll' },
  { id: 'cat_premises', parent_id: null },
  { id: 'cat_rent', parent_id: 'cat_premises' },
  { id: 'cat_suppliers', parent_id: null },
  { id: 'cat_software', parent_id: 'cat_suppliers' },
  { id: 'cat_marketing', parent_id: 'cat_suppliers' },
  { id: 'cat_taxes', parent_id: null },
  { id: 'cat_vat', parent_id: 'cat_taxes' },
];

/** Category, direction and the range of amounts in euros, weighted roughly as a services company's plan. */
const KINDS = [
  { categoryId: 'cat_sales', inflow: true, min: 2_000, max: 80_000, weight: 30 },
  { categoryId: 'cat_subscriptions', inflow: true, min: 500, max: 6_000, weight: 15 },
  { categoryId: 'cat_services', inflow: true, min: 1_000, max: 25_000, weight: 10 },
  { categoryId: 'cat_salaries', inflow: false, min: 3_000, max: 9_000, weight: 12 },
  { categoryId: 'cat_social', inflow: false, min: 20_000, max: 60_000, weight: 3 },
  { categoryId: 'cat_rent', inflow: false, min: 12_000, max: 18_000, weight: 2 },
  { categoryId: 'cat_software', inflow: false, min: 50, max: 4_000, weight: 12 },
  { categoryId: 'cat_marketing', inflow: false, min: 500, max: 20_000, weight: 10 },
  { categoryId: 'cat_vat', inflow: false, min: 10_000, max: 90_000, weight: 6 },
];

function pickKind(random: () => number): (typeof KINDS)[number] {
  const total = KINDS.reduce((sum, kind) => sum + kind.weight, 0);
  let roll = random() * total;
  for (const kind of KINDS) {
    roll -= kind.weight;
    if (roll < 0) return kind;
  }
  return KINDS[0]!;
}

/** One forecast: 5 % late (overdue, or partial with part left), 5 % realised, the rest planned over the year. */
function syntheticForecast(index: number, random: () => number): ScenarioForecast {
  const kind = pickKind(random);
  const cents = BigInt(Math.round((kind.min + random() * (kind.max - kind.min)) * 100));
  const roll = random();
  const late = roll < 0.05;
  const status = late ? (random() < 0.7 ? 'overdue' : 'partial') : roll < 0.1 ? 'realised' : 'planned';
  const date: IsoDate = late ? addDays(TODAY, -1 - Math.floor(random() * 120)) : addDays(TODAY, Math.floor(random() * 366));
  const labelIds = random() < 0.2 ? [`lb_${Math.floor(random() * 5)}`] : [];
  return {
    id: `fc_${index}`,
    date,
    status,
    remaining: status === 'realised' ? 0n : kind.inflow ? cents : -cents,
    direction: kind.inflow ? 'inflow' : 'outflow',
    categoryId: kind.categoryId,
    counterpartyId: `cp_${Math.floor(random() * 60)}`,
    labelIds,
  };
}

function benchInput(): ScenarioInput {
  const random = seeded(15);
  const forecasts = Array.from({ length: FORECASTS }, (_, index) => syntheticForecast(index, random));
  const runRate = new Map(KINDS.map((kind) => [kind.categoryId, BigInt(kind.inflow ? kind.max * 150 : -kind.max * 120)]));
  return {
    today: TODAY,
    horizonEnd: addMonths(TODAY, 12),
    startingBalance: 2_500_000_00n,
    countLate: true,
    threshold: 1_000_000_00n,
    forecasts,
    categories: CATEGORIES,
    runRate,
  };
}

/** Three scenarios using every kind of adjustment; the third turns the run rate on. */
function benchScenarios(): Adjustment[][] {
  const hire = (amount: string, start: IsoDate): Adjustment => ({
    kind: 'add',
    direction: 'outflow',
    amount,
    every: 'monthly',
    start,
    end: null,
    label: 'New hire',
  });
  return [
    [
      { kind: 'delay', days: 45, select: { direction: 'inflow' } },
      { kind: 'delay', days: 30, select: { counterpartyId: 'cp_3' } },
      { kind: 'scale', basisPoints: -2_000, from: '2027-03-01', select: { categoryId: 'cat_revenue' } },
      { kind: 'drop', forecastId: 'fc_10' },
      { kind: 'drop', forecastId: 'fc_11' },
      hire('6500.00', '2027-03-01'),
    ],
    [
      hire('6500.00', '2027-01-01'),
      hire('7200.00', '2027-02-01'),
      hire('5400.00', '2027-04-01'),
      {
        kind: 'add',
        direction: 'outflow',
        amount: '1200.00',
        every: 'weekly',
        start: '2027-01-04',
        end: { count: 40 },
        label: 'Contractor',
      },
      { kind: 'scale', basisPoints: 1_500, from: '2027-01-01', select: { categoryId: 'cat_payroll' } },
      { kind: 'drop', forecastId: 'fc_20' },
    ],
    [
      { kind: 'runrate', months: 3 },
      { kind: 'delay', days: -10, select: { direction: 'outflow', labelId: 'lb_2' } },
      { kind: 'scale', basisPoints: 250, from: null, select: { categoryId: 'cat_software' } },
      { kind: 'add', direction: 'inflow', amount: '5000000.00', every: 'once', start: '2027-06-15', end: null, label: 'Series B' },
      {
        kind: 'add',
        direction: 'outflow',
        amount: '45000.00',
        every: 'quarterly',
        start: '2027-01-05',
        end: { until: '2027-12-31' },
        label: 'Rent',
      },
      { kind: 'drop', forecastId: 'fc_30' },
    ],
  ];
}

/**
 * Times recomputing all three scenarios from the same input, warm, many times over.
 *
 * @example measureScenarioRecompute().medianMs // about 3 on the bench machine
 */
export function measureScenarioRecompute(): ScenarioRecompute {
  const input = benchInput();
  const scenarios = benchScenarios();
  const recompute = () => scenarios.map((adjustments) => projectScenario(input, adjustments));
  for (let run = 0; run < WARM_UP; run++) recompute();
  const timings: number[] = [];
  for (let run = 0; run < SAMPLES; run++) {
    const started = performance.now();
    recompute();
    timings.push(performance.now() - started);
  }
  return { medianMs: median(timings), p95Ms: percentile(timings, 0.95), forecasts: input.forecasts.length, scenarios: scenarios.length };
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { medianMs, p95Ms, forecasts, scenarios } = measureScenarioRecompute();
  console.log(
    `${scenarios} scenarios × ${forecasts} forecasts, 12 months:` +
      ` median ${medianMs.toFixed(2)} ms, p95 ${p95Ms.toFixed(2)} ms (budget 16 ms)`,
  );
}

import type { Cents } from '../money.ts';
import { scenarioMovements, type AdjustmentEffect } from '../scenarios/project-scenario.ts';
import type { Adjustment, RunRate } from '../scenarios/scenario.ts';
import { toScenarioForecast } from '../scenarios/to-scenario-forecast.ts';
import { tableFromFlows, tableInputs } from './cash-weeks-table.ts';
import type { CashWeeksTable } from './table-model.ts';
import { forecastFlows, weekLocator, type Flow } from './week-flows.ts';
import { cashWeeksEnd, type CashWeeksAnswers, type CashWeeksSettings } from './week-requests.ts';

/** The table under a scenario, and how much its closing cash differs from the base, week by week (scenario minus base). */
export type ScenarioTable = { table: CashWeeksTable; deltaByWeek: Cents[]; effects: AdjustmentEffect[] };

/**
 * The 13 weeks under a scenario's adjustments, as the forecasts view applies them to the runway
 * (src/core/scenarios): this week's actuals stay, the forecasts move and scale in their
 * categories, and what the scenario adds without a category (additions, the run rate) has its own
 * rows. Its closing cash equals the scenario's runway on each Sunday.
 */
export function applyScenario(
  answers: CashWeeksAnswers,
  settings: CashWeeksSettings,
  adjustments: readonly Adjustment[],
  runRate: RunRate | null,
): ScenarioTable {
  const { frame, actuals, expected, counted } = tableInputs(answers, settings);
  const base = tableFromFlows([...actuals, ...expected], frame);
  const input = {
    today: settings.today,
    horizonEnd: cashWeeksEnd(settings.today),
    startingBalance: 0n,
    countLate: settings.countLate,
    threshold: settings.minCash ?? 0n,
    forecasts: counted.map(toScenarioForecast),
    categories: answers.categories.items,
    runRate,
  };
  const { kept, added, effects } = scenarioMovements(input, adjustments);
  const moved = kept.map(({ forecast, date, status, remaining }) => ({ categoryId: forecast.categoryId, date, status, remaining }));
  const { flows: expectedFlows, late } = forecastFlows(moved, settings.today, settings.countLate);
  const flows: Flow[] = [...actuals, ...expectedFlows];
  const weekOf = weekLocator(settings.today);
  for (const movement of added) {
    const week = weekOf(movement.date);
    if (week !== null && movement.remaining !== 0n)
      flows.push({ categoryId: null, week, cents: movement.remaining, actual: false, added: true });
  }
  const table = tableFromFlows(flows, { ...frame, late: { ...late, counted: settings.countLate } });
  const closing = (of: CashWeeksTable) => of.rows.find((row) => row.kind === 'closing')!.cells;
  const baseClosing = closing(base);
  return { table, deltaByWeek: closing(table).map((cell, week) => cell - baseClosing[week]!), effects };
}

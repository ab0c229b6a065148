import type { Cents } from '../money.ts';
import type { AdjustmentEffect } from '../scenarios/project-scenario.ts';
import type { Adjustment, RunRate } from '../scenarios/scenario.ts';
import type { CashWeeksTable } from './table-model.ts';
import type { CashWeeksAnswers, CashWeeksSettings } from './week-requests.ts';

/** The table under a scenario, and how much its closing cash differs from the base, week by week (scenario minus base). */
export type ScenarioTable = { table: CashWeeksTable; deltaByWeek: Cents[]; effects: AdjustmentEffect[] };

export function applyScenario(answers: CashWeeksAnswers, settings: CashWeeksSettings, adjustments: readonly Adjustment[], runRate: RunRate | null): ScenarioTable {
  void answers;
  void settings;
  void adjustments;
  void runRate;
  throw new Error('not yet');
}

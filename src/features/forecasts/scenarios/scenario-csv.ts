import { toMoneyString } from '../../../core/money.ts';
import { toCsv } from '../../../core/csv.ts';
import type { MonthlyComparison } from '../../../core/scenarios/scenario-comparison.ts';

/** The month-by-month table as CSV: the same rows, amounts as the API's exact decimals, each scenario beside its difference. */
export function scenarioCsv(rows: readonly MonthlyComparison[], names: readonly string[], currency: string): string {
  const header = ['Date', 'Currency', 'Base case', ...names.flatMap((name) => [name, `${name} against base case`])];
  const body = rows.map((row) => [
    row.date,
    currency,
    toMoneyString(row.base),
    ...row.scenarios.flatMap((scenario) => [toMoneyString(scenario.balance), toMoneyString(scenario.difference)]),
  ]);
  return toCsv(header, body);
}

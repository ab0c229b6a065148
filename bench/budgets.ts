import budgets from './budgets.json' with { type: 'json' };

/** The budgets; e2e/budgets.spec.ts reads the same file, so CI and the bench never disagree. */
export const BUDGETS = budgets;

import { lazy } from 'react';

/**
 * The sections after the key figures and the statement, kept out of what the first figure waits
 * for (the 150 kB budget). Their code is asked for as soon as the page runs, beside the API
 * requests, so it is in by the time their figures are: a print never catches a placeholder.
 */
const modules = {
  top: import('./top-categories-section.tsx'),
  plan: import('./plan-section.tsx'),
  weeks: import('./weeks-section.tsx'),
  notes: import('./notes-section.tsx'),
};

export const LazyTopCategories = lazy(() => modules.top.then((module) => ({ default: module.TopCategoriesTables })));
export const LazyPlanTable = lazy(() => modules.plan.then((module) => ({ default: module.PlanTable })));
export const LazyWeeksProjection = lazy(() => modules.weeks.then((module) => ({ default: module.WeeksProjection })));
export const LazyPackNotes = lazy(() => modules.notes.then((module) => ({ default: module.PackNotes })));

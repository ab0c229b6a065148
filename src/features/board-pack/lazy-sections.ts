import { lazy } from 'react';

type SectionModules = {
  statement: Promise<typeof import('./statement-section.tsx')>;
  top: Promise<typeof import('./top-categories-section.tsx')>;
  plan: Promise<typeof import('./plan-section.tsx')>;
  weeks: Promise<typeof import('./weeks-section.tsx')>;
  notes: Promise<typeof import('./notes-section.tsx')>;
};

let modules: SectionModules | null = null;

/**
 * Asks for the code of the sections after the key figures, kept out of what the first figure
 * waits for (the 150 kB budget). useBoardPack calls it once the first screen is painted, beside
 * the pack's later requests, so the code is in by the time their figures are: a print never
 * catches a placeholder, and a phone's link is not shared before the first paint.
 */
export function loadLaterSections(): SectionModules {
  modules ??= {
    statement: import('./statement-section.tsx'),
    top: import('./top-categories-section.tsx'),
    plan: import('./plan-section.tsx'),
    weeks: import('./weeks-section.tsx'),
    notes: import('./notes-section.tsx'),
  };
  return modules;
}

export const LazyStatement = lazy(() => loadLaterSections().statement.then((module) => ({ default: module.StatementTable })));
export const LazyTopCategories = lazy(() => loadLaterSections().top.then((module) => ({ default: module.TopCategoriesTables })));
export const LazyPlanTable = lazy(() => loadLaterSections().plan.then((module) => ({ default: module.PlanTable })));
export const LazyWeeksProjection = lazy(() => loadLaterSections().weeks.then((module) => ({ default: module.WeeksProjection })));
export const LazyPackNotes = lazy(() => loadLaterSections().notes.then((module) => ({ default: module.PackNotes })));

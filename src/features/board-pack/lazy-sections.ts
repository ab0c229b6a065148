import { lazy } from 'react';

/**
 * The sections after the key figures and the statement: their code loads beside the first
 * figures instead of before them, which keeps the pack within the 150 kB budget.
 */
export const LazyTopCategories = lazy(() => import('./top-categories-section.tsx').then((module) => ({ default: module.TopCategoriesTables })));
export const LazyPlanTable = lazy(() => import('./plan-section.tsx').then((module) => ({ default: module.PlanTable })));
export const LazyWeeksProjection = lazy(() => import('./weeks-section.tsx').then((module) => ({ default: module.WeeksProjection })));
export const LazyPackNotes = lazy(() => import('./notes-section.tsx').then((module) => ({ default: module.PackNotes })));

import { lazy } from 'react';

/** Recharts (~100 kB gzip) loads only when a report has figures to draw, after the table's data arrived. */
export const LazyFlowChart = lazy(() => import('./charts/flow-chart.tsx'));

/** Forecast vs actual is a mode of its own: its code stays out of what the default report's first figure waits for. */
export const LazyForecastVsActualReport = lazy(() =>
  import('./forecast-vs-actual-report.tsx').then((module) => ({ default: module.ForecastVsActualReport })),
);

import { lazy } from 'react';

/** Recharts (~100 kB gzip) loads only when a report has figures to draw, after the table's data arrived. */
export const LazyFlowChart = lazy(() => import('./charts/flow-chart.tsx'));

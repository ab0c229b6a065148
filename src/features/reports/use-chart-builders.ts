import { useEffect, useState } from 'react';

type ChartBuilders = typeof import('./model/chart-model.ts');

let loaded: ChartBuilders | null = null;
// Asked as soon as the report's code runs, beside its summary request (which takes longer): by the
// time the figures are drawn the builders are there, and the chart's card takes its place at once.
const loading = import('./model/chart-model.ts').then((module) => (loaded = module));

/**
 * The chart model's builders, fetched beside the report's first figures rather than before them
 * (/reports sits at its code budget); null only if the figures come first (an answer already cached).
 */
export function useChartBuilders(): ChartBuilders | null {
  const [builders, setBuilders] = useState(loaded);
  useEffect(() => {
    if (builders) return;
    let current = true;
    void loading.then((module) => current && setBuilders(module));
    return () => {
      current = false;
    };
  }, [builders]);
  return builders;
}

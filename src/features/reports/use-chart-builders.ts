import { useEffect, useState } from 'react';

type ChartBuilders = typeof import('./model/chart-model.ts');

let loaded: ChartBuilders | null = null;
const load = () => import('./model/chart-model.ts').then((module) => (loaded = module));

/**
 * The chart model's builders, fetched beside the report's first figures rather than before them
 * (/reports sits at its code budget); null for the moment it takes, then at once on every later mount.
 */
export function useChartBuilders(): ChartBuilders | null {
  const [builders, setBuilders] = useState(loaded);
  useEffect(() => {
    if (builders) return;
    let current = true;
    void load().then((module) => current && setBuilders(module));
    return () => {
      current = false;
    };
  }, [builders]);
  return builders;
}

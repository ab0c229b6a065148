import { type ReactNode, Suspense } from 'react';
import { useInView } from '../../lib/use-in-view.ts';
import { Skeleton } from '../skeleton.tsx';

/**
 * Fetches and draws a lazy chart only once its box comes into view. Recharts is the heaviest
 * code a view runs; on a phone the first screen holds the figures and rarely a chart, and
 * drawing it anyway kept the figures' first screen busy (issue 17: 450–550 ms of blocking time).
 */
export function ChartWhenVisible({ children }: { children: ReactNode }) {
  const [ref, seen] = useInView<HTMLDivElement>();
  const placeholder = <Skeleton lines={6} label="Loading the chart" />;
  // As tall as its frame: a chart sized to 100 % of its parent must find that height here.
  return <div ref={ref} data-chart-slot style={{ height: '100%' }}>{seen ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder}</div>;
}

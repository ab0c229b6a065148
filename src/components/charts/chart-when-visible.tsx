import { type ReactNode, Suspense } from 'react';
import { useInView } from '../../browser/use-in-view.ts';
import { PHONE_WIDTH, useMediaQuery } from '../../browser/use-media-query.ts';
import { Skeleton } from '../skeleton.tsx';

/**
 * Fetches and draws a lazy chart only once its box comes into view; on a phone, once two thirds
 * of it are. Recharts is the heaviest code a view runs. A phone's first screen holds the figures
 * and at most the top of a chart, which cannot be read cut off at the foot of the screen, and
 * drawing it anyway kept the figures' first screen busy (issue 17: on /reports 450–550 ms of
 * blocking time, more than everything else together).
 */
export function ChartWhenVisible({ children }: { children: ReactNode }) {
  const phone = useMediaQuery(PHONE_WIDTH);
  const [ref, seen] = useInView<HTMLDivElement>({ share: phone ? 2 / 3 : 0 });
  const placeholder = <Skeleton lines={6} label="Loading the chart" />;
  // As tall as its frame: a chart sized to 100 % of its parent must find that height here.
  return (
    <div ref={ref} data-chart-slot style={{ height: '100%' }}>
      {seen ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder}
    </div>
  );
}

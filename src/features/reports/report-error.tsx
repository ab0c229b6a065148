import { lazy, Suspense } from 'react';
import { isApiError } from '../../api/api-error.ts';
import { ErrorPanel } from '../../components/error-panel.tsx';
import { Skeleton } from '../../components/skeleton.tsx';
import type { Refusal } from './report-refusal.tsx';

// Its own chunk: a refused report is rare, and the default report's first figure would carry it.
const LazyReportRefusal = lazy(() => import('./report-refusal.tsx').then((module) => ({ default: module.ReportRefusal })));

type Props = { error: unknown; interval: string; direction: string | undefined; onRetry: () => void };

/**
 * The two refusals a report can run into get their fix as buttons; every other failure is
 * shown as it is, with a retry.
 */
export function ReportError({ error, interval, direction, onRetry }: Props) {
  const code = isApiError(error) ? error.code : undefined;
  if (!isRefusal(code)) return <ErrorPanel error={error} subject="the report" onRetry={onRetry} />;
  return (
    <Suspense fallback={<Skeleton lines={3} label="Loading the report's fixes" />}>
      <LazyReportRefusal error={error} code={code} interval={interval} direction={direction} />
    </Suspense>
  );
}

function isRefusal(code: string | undefined): code is Refusal {
  return code === 'too_many_groups' || code === 'period_too_long';
}

import { lazy, Suspense } from 'react';
import { Skeleton } from '../../components/skeleton.tsx';
import type { ComparedProps } from './version-comparison.tsx';

/** The comparison's code (the version's cells against the table's, the largest moves) loads only once a version is chosen. */
const Compared = lazy(() => import('./version-comparison.tsx').then((module) => ({ default: module.Compared })));

/** The table with no version compared, or with the chosen one once its code and answer arrive (the table shows meanwhile). */
export function ComparedVersion(props: ComparedProps) {
  if (props.versionId === null) return props.children({ changes: null, beside: null });
  const waiting = props.children({ changes: null, beside: <Skeleton lines={2} label="Loading the version compared with" /> });
  return (
    <Suspense fallback={waiting}>
      <Compared {...props} />
    </Suspense>
  );
}

import { lazy, Suspense, type ComponentProps } from 'react';

/** A change is drawn only when the report compares: its code and wording load then, not with every report. */
const Figure = lazy(() => import('./change-figure.tsx').then((module) => ({ default: module.ChangeFigure })));

export function LazyChangeFigure(props: ComponentProps<typeof Figure>) {
  return (
    <Suspense fallback={null}>
      <Figure {...props} />
    </Suspense>
  );
}

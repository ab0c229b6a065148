import { Suspense, useId, type ReactNode } from 'react';
import { ErrorPanel } from '../../components/error-panel.tsx';
import { Skeleton } from '../../components/skeleton.tsx';
import type { SectionState } from './section-state.ts';
import styles from './board-pack.module.css';

type Props<Data> = {
  title: string;
  /** What the section shows, for the error panel: "the key figures". */
  subject: string;
  state: SectionState<Data>;
  lines?: number;
  children: (data: Data) => ReactNode;
};

/** One section of the pack: its heading, then its figures once they are in (a wait or a failure of its own otherwise). */
export function PackSection<Data>({ title, subject, state, lines = 4, children }: Props<Data>) {
  const id = useId();
  return (
    <section className={styles.section} aria-labelledby={id} data-pack-section={title}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      {state.state === 'success' ? (
        <Suspense fallback={<Skeleton lines={lines} label={`Loading ${subject}`} />}>{children(state.data)}</Suspense>
      ) : state.state === 'error' ? (
        <ErrorPanel error={state.error} subject={subject} onRetry={state.retry} />
      ) : (
        <Skeleton lines={lines} label={`Loading ${subject}`} />
      )}
    </section>
  );
}

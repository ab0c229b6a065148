import styles from './skeleton.module.css';

/** A placeholder block while figures load; announced once to screen readers. */
export function Skeleton({ lines = 3, label = 'Loading' }: { lines?: number; label?: string }) {
  return (
    <div role="status" aria-label={label} className={styles.group}>
      {Array.from({ length: lines }, (_, index) => (
        <div key={index} className={styles.line} />
      ))}
    </div>
  );
}

import { lazy, Suspense } from 'react';
import { togglePresentationMode, usePresentationMode } from '../components/presentation/presentation-mode.ts';
import styles from './presentation-controls.module.css';

const hints = {
  off: 'Presentation mode: mask amounts and names on screen (Shift+P)',
  on: 'Presentation mode on: click or press Shift+P to show the figures',
};

/** The header's switch, an eye struck through; screen readers hear each change, whether by click or by Shift+P. */
export function PresentationToggle() {
  const on = usePresentationMode();
  return (
    <>
      <button
        type="button"
        className={styles.toggle}
        aria-pressed={on}
        aria-keyshortcuts="Shift+P"
        title={on ? hints.on : hints.off}
        onClick={togglePresentationMode}
      >
        <span className={styles.icon} aria-hidden="true" />
        <span className="visually-hidden">Presentation mode</span>
      </button>
      <span role="status" className="visually-hidden">
        Presentation mode {on ? 'on' : 'off'}
      </span>
    </>
  );
}

/** Fetched when the mode is first turned on: most sessions never present. */
const PresentationStrip = lazy(() => import('./presentation-notice.tsx').then((module) => ({ default: module.PresentationStrip })));

/** While the mode is on, the strip that says so across the sticky header. */
export function PresentationNotice() {
  if (!usePresentationMode()) return null;
  return (
    <Suspense fallback={null}>
      <PresentationStrip />
    </Suspense>
  );
}

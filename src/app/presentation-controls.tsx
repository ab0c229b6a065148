import { setPresentationMode, togglePresentationMode, usePresentationMode } from '../components/presentation/presentation-mode.ts';
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

/**
 * While the mode is on, a strip across the sticky header: everyone watching the shared screen
 * reads why the figures are dots, and the presenter has the way out in view.
 */
export function PresentationNotice() {
  if (!usePresentationMode()) return null;
  return (
    <div className={styles.notice} role="note" aria-label="Presentation mode">
      <p>
        <strong>Presentation mode:</strong> amounts, counterparties and descriptions are masked on this screen only.
        <span className={styles.detail}> CSV downloads and copied links keep the real data.</span>
      </p>
      <button type="button" className={styles.turnOff} onClick={() => setPresentationMode(false)}>
        Turn off<span className="visually-hidden"> presentation mode</span>
      </button>
    </div>
  );
}

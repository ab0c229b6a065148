import { setPresentationMode } from '../components/presentation/presentation-mode.ts';
import styles from './presentation-controls.module.css';

/**
 * While the mode is on, a strip across the sticky header: everyone watching the shared screen
 * reads why the figures are dots, and the presenter has the way out in view.
 */
export function PresentationStrip() {
  return (
    <div className={styles.notice} role="note" aria-label="Presentation mode">
      <p>
        <strong>Presentation mode:</strong> amounts, counterparties, banks and descriptions are masked on this screen only.
        <span className={styles.detail}> CSV downloads and copied links keep the real data.</span>
      </p>
      <button type="button" className={styles.turnOff} onClick={() => setPresentationMode(false)}>
        Turn off<span className="visually-hidden"> presentation mode</span>
      </button>
    </div>
  );
}

import { useId, useState } from 'react';
import { browserStorage } from '../browser/browser-storage.ts';
import { readThemeChoice, saveThemeChoice, type ThemeChoice, themeChoices, themeLabels } from './theme-preference.ts';
import styles from './theme-switch.module.css';

/**
 * System, light or dark, as three radio buttons: arrow keys move between them and a screen reader
 * reads the choice. `labelled` shows the word "Theme" (in the account menu); in the header the
 * icons speak for themselves and the word is for screen readers only.
 */
export function ThemeSwitch({ labelled = false }: { labelled?: boolean }) {
  const name = useId();
  const [choice, setChoice] = useState(() => readThemeChoice(browserStorage()));
  const choose = (next: ThemeChoice) => {
    saveThemeChoice(next, document.documentElement, browserStorage());
    setChoice(next);
  };
  return (
    <fieldset className={`${styles.switch} ${labelled ? styles.labelled : ''}`}>
      <legend className={labelled ? styles.legend : 'visually-hidden'}>Theme</legend>
      {themeChoices.map((value) => (
        <label key={value} className={styles.option} title={`${themeLabels[value]} theme`}>
          <input type="radio" name={name} value={value} checked={choice === value} onChange={() => choose(value)} />
          <span className={styles.face}>
            <span className={`${styles.icon} ${styles[value]}`} aria-hidden="true" />
            <span className={styles.label}>{themeLabels[value]}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}

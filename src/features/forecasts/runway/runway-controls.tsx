import { useState } from 'react';
import { toMoneyString } from '../../../core/money.ts';
import { parseAmountInput } from '../../../core/amount-input.ts';
import { usePresentationMode } from '../../../components/presentation/presentation-mode.ts';
import { useScreenText } from '../../../components/presentation/use-screen-text.ts';
import { type RunwayHorizon, runwayHorizons } from '../../../core/runway/runway-settings.ts';
import { plural } from '../../../core/words/words.ts';
import styles from '../forecasts-page.module.css';

type Props = {
  horizon: RunwayHorizon;
  /** A horizon in weeks from the link (a projected-cash alert's), shown as a choice of its own until another is chosen. */
  weeks: number | null;
  minCash: bigint | null;
  countLate: boolean;
  currency: string | undefined;
  onChange: (change: { horizon?: RunwayHorizon; min_cash?: string | undefined; countLate?: boolean }) => void;
};

const WEEKS_CHOICE = 'weeks';

export function RunwayControls({ horizon, weeks, minCash, countLate, currency, onChange }: Props) {
  const concealed = usePresentationMode();
  const screen = useScreenText();
  const current = minCash === null ? '' : toMoneyString(minCash);
  // While presenting, the field starts empty over a masked placeholder: a value would sit in the
  // document, where extensions and assistive tools read it whatever the screen shows.
  const initial = concealed ? '' : current;
  const [draft, setDraft] = useState(initial);
  const [shown, setShown] = useState(initial);
  const [invalid, setInvalid] = useState(false);
  // An amount changed elsewhere (back button, link, the mode) replaces the draft; remounting instead would take the focus away.
  if (shown !== initial) {
    setShown(initial);
    setDraft(initial);
  }

  const commit = () => {
    // Nothing typed while presenting: the hidden minimum stays as it is.
    if (concealed && draft.trim() === '') return setInvalid(false);
    const value = parseAmountInput(draft);
    setInvalid(value === null);
    if (value !== null && value !== (minCash === null ? undefined : current)) onChange({ min_cash: value });
  };
  const placeholder = concealed && minCash !== null ? `${currency ? screen.money(minCash, currency) : '•••'} (hidden)` : 'e.g. 50000';

  return (
    <div className={styles.controls} role="group" aria-label="Projection settings">
      <label>
        Horizon{' '}
        <select
          value={weeks === null ? String(horizon) : WEEKS_CHOICE}
          onChange={(event) => onChange({ horizon: runwayHorizons.find((months) => String(months) === event.target.value) })}
        >
          {weeks !== null && <option value={WEEKS_CHOICE}>{plural(weeks, 'week')}</option>}
          {runwayHorizons.map((months) => (
            <option key={months} value={months}>
              {months} months
            </option>
          ))}
        </select>
      </label>
      <form
        className={styles.minCash}
        onSubmit={(event) => {
          event.preventDefault();
          commit();
        }}
      >
        <label>
          Minimum cash
          {currency ? (
            ` (${currency})`
          ) : (
            // A code's width kept while cash today is on its way: the field beside it does not move when it comes.
            <span aria-hidden="true" className={styles.reserved}>
              {' (EUR)'}
            </span>
          )}{' '}
          <input
            type="text"
            inputMode="decimal"
            value={draft}
            placeholder={placeholder}
            size={12}
            className={concealed ? styles.concealed : undefined}
            aria-invalid={invalid}
            aria-describedby={invalid ? 'min-cash-error' : undefined}
            onChange={(event) => setDraft(event.target.value)}
            onBlur={commit}
          />
        </label>
        {invalid && (
          <span id="min-cash-error" className={styles.fieldError}>
            Enter an amount like 50000 or 50000.50
          </span>
        )}
      </form>
      <label className={styles.checkbox}>
        <input type="checkbox" checked={countLate} onChange={(event) => onChange({ countLate: event.target.checked })} />
        Count late receipts and payments as arriving today
      </label>
    </div>
  );
}

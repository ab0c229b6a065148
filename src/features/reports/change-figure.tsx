import { useScreenText } from '../../components/presentation/use-screen-text.ts';
import type { Change } from '../../core/cash-flow/change.ts';
import { type Cents, toMoneyString } from '../../core/money.ts';
import type { MoneyUnits } from '../../core/money-units.ts';
import { formatMoneyIn } from '../../core/money-in-units.ts';
import styles from './change-figure.module.css';

const arrows = { up: '▲', down: '▼', none: '=' } as const;

type Props = {
  change: Change;
  currency: string;
  /** Whether the figures carry their sign (flows) or not (balances). */
  signed?: boolean;
  /** Words before the earlier figure ("was", "Sep 2026:"); null leaves it out (a forecast beside it already shows it). */
  earlierAs?: string | null;
  /** Written as the figures beside it are: exact unless the table rounds them. */
  units?: MoneyUnits;
};

/**
 * A change in words a CFO reads the same way ("▼ outflows 5.1 % lower"), coloured by whether it
 * is good for cash, with its size and the figure it is compared with: "by €39,504.11 · was −€775,086.48".
 */
export function ChangeFigure({ change, currency, signed = true, earlierAs = 'was', units = 'exact' }: Props) {
  const { meaning } = change;
  const screen = useScreenText();
  // Masked while presenting, whatever the units: the mask keeps the sign alone.
  const money = (cents: Cents, options: { signed?: boolean } = {}) =>
    screen.masked ? screen.money(cents, currency, options) : formatMoneyIn(units, toMoneyString(cents), currency, options);
  return (
    <span className={styles.change} data-tone={meaning.tone}>
      <span className={`${styles.words} ${styles[meaning.tone]}`} data-change-words>
        <span aria-hidden="true">{arrows[meaning.direction]} </span>
        {meaning.words}
        {meaning.tone !== 'neutral' && <span className="visually-hidden"> ({meaning.tone} for cash)</span>}
      </span>
      <span className={styles.detail}>
        {meaning.size !== 0n && (
          <>
            by{' '}
            <span className={styles.money} data-change-size={screen.exact(meaning.size)}>
              {money(meaning.size)}
            </span>
          </>
        )}
        {meaning.size !== 0n && earlierAs !== null && ' · '}
        {earlierAs !== null && (
          <>
            {earlierAs}{' '}
            <span className={styles.money} data-earlier={screen.exact(change.earlier)}>
              {money(change.earlier, { signed })}
            </span>
          </>
        )}
      </span>
    </span>
  );
}

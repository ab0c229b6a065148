import { useScreenText } from './presentation/use-screen-text.ts';
import styles from './amount.module.css';

type Props = {
  value: string;
  currency: string;
  /** Show "+" on inflows: for flows, where the sign carries meaning (not for balances). */
  signed?: boolean;
  whole?: boolean;
  /** Thousands ("€6,625k"), for the densest tables. */
  thousands?: boolean;
};

/**
 * A Money figure in its own currency; colour follows the sign but the sign is always written.
 * Rounded (whole units, thousands), its exact figure is its tooltip. In presentation mode it
 * shows a placeholder with the same sign and colour.
 */
export function Amount({ value, currency, signed = false, whole = false, thousands = false }: Props) {
  const screen = useScreenText();
  const tone = value.startsWith('-') ? styles.negative : value === '0.00' ? '' : signed ? styles.positive : '';
  const rounded = whole || thousands;
  return (
    <span
      className={`${styles.amount} ${tone}`}
      data-amount={screen.exact(value)}
      data-currency={currency}
      title={rounded ? screen.money(value, currency, { signed }) : undefined}
    >
      {screen.money(value, currency, { signed, whole, thousands })}
    </span>
  );
}

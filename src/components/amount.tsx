import { useScreenText } from './presentation/use-screen-text.ts';
import styles from './amount.module.css';

type Props = {
  value: string;
  currency: string;
  /** Show "+" on inflows: for flows, where the sign carries meaning (not for balances). */
  signed?: boolean;
  whole?: boolean;
  /** The figure rounded by its table (TableAmount): shown instead, the exact one in its tooltip. */
  rounded?: string | undefined;
};

/**
 * A Money figure, exact, in its own currency; colour follows the sign but the sign is always
 * written. In presentation mode it shows a placeholder with the same sign and colour.
 */
export function Amount({ value, currency, signed = false, whole = false, rounded }: Props) {
  const screen = useScreenText();
  const tone = value.startsWith('-') ? styles.negative : value === '0.00' ? '' : signed ? styles.positive : '';
  const exact = screen.money(value, currency, { signed, whole });
  const shownRounded = rounded !== undefined && !screen.masked;
  return (
    <span
      className={`${styles.amount} ${tone}`}
      data-amount={screen.exact(value)}
      data-currency={currency}
      title={shownRounded ? exact : undefined}
    >
      {shownRounded ? rounded : exact}
    </span>
  );
}

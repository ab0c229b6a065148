import { Fragment } from 'react';
import { useScreenText } from '../../components/presentation/use-screen-text.ts';
import type { PaidAgainstPlan } from '../../core/views/forecasts/paid-against-plan.ts';
import styles from './paid-line.module.css';

/**
 * "paid €4,202.28 (+€332.12 against plan)", "(as planned)", or a payment in another currency in
 * its own: text beside the status, so a screen reader reads it with it. Masked in presentation
 * mode (placeholders, no data-amount), as every Amount is.
 */
export function PaidLine({ paid }: { paid: PaidAgainstPlan }) {
  const screen = useScreenText();
  const figure = (cents: bigint, currency: string, signed = false) => (
    <span className={styles.nowrap} data-amount={screen.exact(cents)} data-currency={currency}>
      {screen.money(cents, currency, { signed })}
    </span>
  );
  return (
    <span className={styles.paidLine} data-paid-against-plan={paid.kind}>
      {paid.kind === 'compared' ? (
        <>
          paid {figure(paid.paid, paid.currency)} (
          {paid.difference === 0n ? 'as planned' : <>{figure(paid.difference, paid.currency, true)} against plan</>})
        </>
      ) : (
        <>
          paid{' '}
          {paid.paid.map(({ currency, amount }, index) => (
            <Fragment key={currency}>
              {index > 0 && ' + '}
              {figure(amount, currency)}
            </Fragment>
          ))}{' '}
          (in {paid.paid.map(({ currency }) => currency).join(', ')}, not compared against plan)
        </>
      )}
    </span>
  );
}

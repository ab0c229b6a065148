import { type Cents, toMoneyString } from '../../core/money.ts';
import { Amount } from '../../components/amount.tsx';

/** An outstanding amount; an empty bucket reads as a dash, and as "none" to a screen reader. */
export function AgingFigure({ cents, currency }: { cents: Cents; currency: string }) {
  if (cents === 0n) {
    return (
      <>
        <span aria-hidden="true" className="muted">
          —
        </span>
        <span className="visually-hidden">none</span>
      </>
    );
  }
  return <Amount value={toMoneyString(cents)} currency={currency} />;
}

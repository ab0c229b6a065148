import { Link, useSearch } from '@tanstack/react-router';
import { Sentence } from '../../components/sentence.tsx';
import { usePresentationMode } from '../../components/presentation/presentation-mode.ts';
import type { CashWeeksTable } from '../../core/cash-weeks/table-model.ts';
import { weeksLateSentence } from '../../core/words/weeks-late.ts';
import { unbrokenSigns } from '../../components/unbroken-signs.ts';
import styles from './cash-weeks.module.css';

/** Late forecasts apart from the weeks, whether this week counts them, and the link that turns that round. */
export function LateItems({ table }: { table: CashWeeksTable }) {
  const search = useSearch({ from: '/13-weeks' });
  const { receipts, disbursements, counted } = table.late;
  return (
    <section aria-labelledby="late-title" className={styles.section}>
      <h2 id="late-title">Late forecasts</h2>
      {receipts === 0n && disbursements === 0n ? (
        <p>No forecast still expected is dated before today.</p>
      ) : (
        <>
          <p>
            Still expected but dated before today.{' '}
            <Sentence parts={weeksLateSentence({ receipts, disbursements }, counted, table.currency)} />
          </p>
          <p className={styles.noPrint}>
            <Link to="." search={{ ...search, overdue: counted ? undefined : 'include' }}>
              {counted ? 'Leave late forecasts out' : 'Count late forecasts in this week'}
            </Link>{' '}
            · <Link to="/overdue">See them on Overdue</Link>
          </p>
        </>
      )}
    </section>
  );
}

/** The sentences state real amounts (the opening's gap, late forecasts, converted totals): not while presenting. */
export function Assumptions({ assumptions }: { assumptions: readonly string[] }) {
  const presenting = usePresentationMode();
  return (
    <section aria-labelledby="assumptions-title" className={styles.section}>
      <h2 id="assumptions-title">What these figures assume</h2>
      {presenting ? (
        <p>The assumptions state amounts, so they are hidden while presenting.</p>
      ) : (
        <ul>
          {assumptions.map((sentence) => (
            <li key={sentence}>{unbrokenSigns(sentence)}</li>
          ))}
        </ul>
      )}
    </section>
  );
}

import { plural } from '../../core/words/words.ts';
import { Amount } from '../../components/amount.tsx';
import { WideTableScroll } from '../../components/wide-table/wide-table-scroll.tsx';
import { ACCURACY_LEADS, type AccuracyReport } from '../../core/cash-weeks/accuracy.ts';
import { formatDate } from '../../core/calendar-date.ts';
import { type Cents, toMoneyString } from '../../core/money.ts';
import styles from './cash-weeks.module.css';

type Props = { report: AccuracyReport; nameOf: (categoryId: string | null) => string; currency: string };

const leadHeading = (lead: number) => `${plural(lead, 'week')} ahead`;

function Figure({ value, currency }: { value: Cents | null; currency: string }) {
  return value === null ? <span className="muted">no version</span> : <Amount value={toMoneyString(value)} currency={currency} signed />;
}

/** An error is a size: unsigned. */
function MeanError({ value, currency }: { value: Cents | null; currency: string }) {
  return value === null ? <span className="muted">no version</span> : <Amount value={toMoneyString(value)} currency={currency} />;
}

/** The mean absolute error per category (the part of the plan to distrust), then each past week's total against its forecasts. */
export function AccuracyTables({ report, nameOf, currency }: Props) {
  const errors = [...report.meanAbsoluteError].sort(([, a], [, b]) => compareError(b[1], a[1]));
  return (
    <>
      <WideTableScroll label="Mean absolute error by category" lastColumn={leadHeading(13)} className={styles.scroller}>
        <table className={styles.table} data-table="accuracy-errors">
          <caption>Mean absolute error per week, by category (largest first, 1 week ahead)</caption>
          <thead>
            <tr>
              <th scope="col">Category</th>
              {ACCURACY_LEADS.map((lead) => (
                <th key={lead} scope="col" className={styles.number}>
                  {leadHeading(lead)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {errors.map(([categoryId, byLead]) => (
              <tr key={categoryId ?? 'uncategorised'}>
                <th scope="row">{nameOf(categoryId)}</th>
                {ACCURACY_LEADS.map((lead) => (
                  <td key={lead} className={styles.number}>
                    <MeanError value={byLead[lead]} currency={currency} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </WideTableScroll>
      <WideTableScroll label="Past weeks: forecast against actual" lastColumn={leadHeading(13)} className={styles.scroller}>
        <table className={styles.table} data-table="accuracy-weeks">
          <caption>Each past week's net cash flow: what happened, and what was forecast 1, 4 and 13 weeks before</caption>
          <thead>
            <tr>
              <th scope="col">Week of</th>
              <th scope="col" className={styles.number}>
                Actual
              </th>
              {ACCURACY_LEADS.map((lead) => (
                <th key={lead} scope="col" className={styles.number}>
                  Forecast {leadHeading(lead)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {report.weeks.map((week) => (
              <tr key={week.week}>
                <th scope="row">{formatDate(week.week, { day: 'numeric', month: 'short', year: 'numeric' })}</th>
                <td className={styles.number}>
                  <Figure value={week.total.actual} currency={currency} />
                </td>
                {ACCURACY_LEADS.map((lead) => (
                  <td key={lead} className={styles.number}>
                    <Figure value={week.total.forecast[lead]} currency={currency} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">Mean absolute error</th>
              <td className={styles.number}>
                <span aria-hidden="true">—</span>
                <span className="visually-hidden">not an error</span>
              </td>
              {ACCURACY_LEADS.map((lead) => (
                <td key={lead} className={styles.number}>
                  <MeanError value={report.totalMeanAbsoluteError[lead]} currency={currency} />
                </td>
              ))}
            </tr>
          </tfoot>
        </table>
      </WideTableScroll>
    </>
  );
}

/** Larger first; a category without any version last. */
function compareError(a: Cents | null, b: Cents | null): number {
  if (a === b) return 0;
  if (a === null) return -1;
  if (b === null) return 1;
  return a < b ? -1 : 1;
}

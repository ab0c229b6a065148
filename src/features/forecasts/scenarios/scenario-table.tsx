import { toMoneyString } from '../../../core/money.ts';
import { Amount } from '../../../components/amount.tsx';
import { CsvDownloadButton } from '../../../components/csv-download-button.tsx';
import { formatDate } from '../../../core/calendar-date.ts';
import { today } from '../../../browser/page-meta.ts';
import type { Runway } from '../../../core/runway/cash-runway.ts';
import { compareMonthly } from '../../../core/scenarios/scenario-comparison.ts';
import { scenarioCsv } from './scenario-csv.ts';
import styles from './scenarios.module.css';

type Props = { base: Runway; scenarios: readonly { name: string; runway: Runway }[]; currency: string; horizonEnd: string };

/** Closing cash at each month's end (the last one at the horizon), base case and scenarios side by side. */
export function ScenarioTable({ base, scenarios, currency, horizonEnd }: Props) {
  const rows = compareMonthly(
    base,
    scenarios.map((scenario) => scenario.runway),
  );
  const names = scenarios.map((scenario) => scenario.name);
  return (
    // Unnamed, so not a landmark: the scroller below is the region its heading names (two regions would share the name).
    <section className={styles.tableSection}>
      <div className={styles.tableHead}>
        <h3 id="scenario-table-title">Closing cash by month</h3>
        <CsvDownloadButton csv={() => scenarioCsv(rows, names, currency)} fileName={`cash-scenarios-${today()}.csv`} />
      </div>
      <div className={styles.tableScroll} tabIndex={0} role="region" aria-labelledby="scenario-table-title">
        <table className={styles.table} data-scenario-table>
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">Base case</th>
              {names.map((name, index) => [
                <th scope="col" key={`${index}-balance`}>
                  {name}
                </th>,
                <th scope="col" key={`${index}-difference`}>
                  {name} against base
                </th>,
              ])}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.date}>
                <th scope="row">
                  <time dateTime={row.date}>{formatDate(row.date)}</time>
                  {row.date === horizonEnd && <span className={styles.muted}> (end of projection)</span>}
                </th>
                <td>
                  <Amount value={toMoneyString(row.base)} currency={currency} />
                </td>
                {row.scenarios.map((scenario, index) => [
                  <td key={`${index}-balance`}>
                    <Amount value={toMoneyString(scenario.balance)} currency={currency} />
                  </td>,
                  <td key={`${index}-difference`}>
                    <Amount value={toMoneyString(scenario.difference)} currency={currency} signed />
                  </td>,
                ])}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

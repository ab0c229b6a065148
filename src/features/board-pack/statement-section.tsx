import { memo } from 'react';
import { toMoneyString } from '../../core/money.ts';
import { AmountUnits, TableAmount } from '../../components/table-amount.tsx';
import type { MoneyUnits } from '../../core/money-units.ts';
import { ChangeText } from './change-text.tsx';
import { activityName, type ActivityStatement, type StatementLine } from '../../core/board-pack/activity-statement.ts';
import { WideTableScroll } from '../../components/wide-table/wide-table-scroll.tsx';
import styles from './board-pack.module.css';

type Props = {
  statement: ActivityStatement;
  currency: string;
  /** How the table writes its figures (the link's `units`); each stays exact in its tooltip and data. */
  units: MoneyUnits;
  monthLabel: string;
  comparisonLabel: string;
  yearLabel: string;
};

/** Operating, investing and financing: the month beside the comparison month and the year to date. */
export const StatementTable = memo(function StatementTable({ statement, currency, units, monthLabel, comparisonLabel, yearLabel }: Props) {
  return (
    <AmountUnits value={units}>
      <WideTableScroll label="Cash-flow statement" lastColumn={yearLabel}>
        <table className={styles.table} data-table="statement">
          <thead>
            <tr>
              <th scope="col">Line</th>
              <th scope="col" className={styles.number}>
                {monthLabel}
              </th>
              <th scope="col" className={styles.number}>
                {comparisonLabel}
              </th>
              <th scope="col">Change</th>
              <th scope="col" className={styles.number}>
                {yearLabel}
              </th>
            </tr>
          </thead>
          {statement.sections.map((section) => (
            <tbody key={section.activity} className={styles.group}>
              <tr className={styles.groupHead}>
                <th scope="rowgroup" colSpan={5}>
                  <span className={styles.groupName}>{activityName(section.activity)} activities</span>
                </th>
              </tr>
              {section.lines.map((line) => (
                <Line key={line.key} line={line} currency={currency} />
              ))}
            </tbody>
          ))}
          <tfoot>
            <Line line={statement.total} currency={currency} />
          </tfoot>
        </table>
      </WideTableScroll>
    </AmountUnits>
  );
});

function Line({ line, currency }: { line: StatementLine; currency: string }) {
  const money = (cents: bigint) => <TableAmount value={toMoneyString(cents)} currency={currency} signed />;
  return (
    <tr className={line.kind === 'flow' ? '' : styles.subtotal} data-line={line.key}>
      <th scope="row" className={line.kind === 'flow' ? styles.indent : ''}>
        {line.label}
      </th>
      <td className={styles.number}>{money(line.month)}</td>
      <td className={styles.number}>{money(line.comparison)}</td>
      <td>
        <ChangeText change={line.change} />
      </td>
      <td className={styles.number}>{money(line.yearToDate)}</td>
    </tr>
  );
}

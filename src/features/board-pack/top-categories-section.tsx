import { memo } from 'react';
import { toMoneyString } from '../../core/money.ts';
import { AmountUnits, TableAmount } from '../../components/table-amount.tsx';
import type { MoneyUnits } from '../../core/money-units.ts';
import { ChangeText } from './change-text.tsx';
import type { TopCategories, TopCategory } from '../../core/board-pack/top-categories.ts';
import { WideTableScroll } from '../../components/wide-table/wide-table-scroll.tsx';
import styles from './board-pack.module.css';
import { ShownName } from '../../components/shown-name/shown-name.tsx';

type Props = {
  top: TopCategories;
  currency: string;
  /** How the tables write their figures (the link's `units`); each stays exact in its tooltip and data. */
  units: MoneyUnits;
  categoryName: (id: string) => string;
  monthLabel: string;
  comparisonLabel: string;
};

/** The five categories that brought in the most and the five that paid out the most. */
export const TopCategoriesTables = memo(function TopCategoriesTables(props: Props) {
  return (
    <AmountUnits value={props.units}>
      <div className={styles.pair}>
        <TopTable {...props} title="Money in" rows={props.top.inflows} kind="inflows" />
        <TopTable {...props} title="Money out" rows={props.top.outflows} kind="outflows" />
      </div>
    </AmountUnits>
  );
});

function TopTable({
  title,
  rows,
  kind,
  currency,
  categoryName,
  monthLabel,
  comparisonLabel,
}: Props & { title: string; rows: TopCategory[]; kind: string }) {
  if (rows.length === 0) return <p className={styles.muted}>{title}: none this month.</p>;
  return (
    <WideTableScroll label={title} lastColumn="Change">
      <table className={styles.table} data-table={`top-${kind}`}>
        <caption className={styles.caption}>{title}: the five largest categories</caption>
        <thead>
          <tr>
            <th scope="col">Category</th>
            <th scope="col" className={styles.number}>
              {monthLabel}
            </th>
            <th scope="col" className={styles.number}>
              {comparisonLabel}
            </th>
            <th scope="col">Change</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.category} data-category={row.category}>
              <th scope="row">
                <ShownName text={categoryName(row.category)} />
              </th>
              <td className={styles.number}>
                <TableAmount value={toMoneyString(row.amount)} currency={currency} signed />
              </td>
              <td className={styles.number}>
                <TableAmount value={toMoneyString(row.comparison)} currency={currency} signed />
              </td>
              <td>
                <ChangeText change={row.comparison === 0n ? null : row.change} missing={`none in ${comparisonLabel}`} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </WideTableScroll>
  );
}

import { agreeing } from '../../core/words/words.ts';
import { memo, type ReactNode } from 'react';
import { percentChange, toMoneyString } from '../../core/money.ts';
import { AmountUnits, TableAmount } from '../../components/table-amount.tsx';
import type { MoneyUnits } from '../../core/money-units.ts';
import type { Change } from '../../core/cash-flow/change.ts';
import type { PlanVsActual } from '../../core/board-pack/plan-vs-actual.ts';
import { planHighlights, type OtherCategories } from '../../core/board-pack/plan-highlights.ts';
import { WideTableScroll } from '../../components/wide-table/wide-table-scroll.tsx';
import styles from './board-pack.module.css';
import { ShownName } from '../../components/shown-name/shown-name.tsx';

type Props = {
  plan: PlanVsActual;
  currency: string;
  /** How the table writes its figures (the link's `units`); each stays exact in its tooltip and data. */
  units: MoneyUnits;
  categoryName: (id: string) => string;
  scoped: boolean;
};

/**
 * The categories whose actual moved furthest from their plan, largest first, then the others in one
 * line: the page names what a board asks about, the workbook keeps every category.
 */
export const PlanTable = memo(function PlanTable({ plan, currency, units, categoryName, scoped }: Props) {
  const money = (cents: bigint) => <TableAmount value={toMoneyString(cents)} currency={currency} signed />;
  const { named, others } = planHighlights(plan);
  return (
    <AmountUnits value={units}>
      {scoped && (
        <p className={styles.note}>
          The plan covers the whole workspace (a forecast belongs to no account); the actuals only the accounts in scope.
        </p>
      )}
      {plan.skipped.count > 0 && (
        <p className={styles.note}>
          {plan.skipped.count} forecasts in {plan.skipped.currencies.join(', ')} are left out: the API gives no rate to convert them to{' '}
          {currency}.
        </p>
      )}
      <WideTableScroll label="Plan against actual" lastColumn="Variance %">
        <table className={styles.table} data-table="plan">
          <thead>
            <tr>
              <th scope="col">Category</th>
              <th scope="col" className={styles.number}>
                Actual
              </th>
              <th scope="col" className={styles.number}>
                Plan
              </th>
              <th scope="col" className={styles.number}>
                Variance
              </th>
              <th scope="col" className={styles.number}>
                Variance %
              </th>
            </tr>
          </thead>
          <tbody>
            {named.map((line) => (
              <tr key={line.category} data-category={line.category}>
                <th scope="row">
                  <ShownName text={categoryName(line.category)} />
                </th>
                <td className={styles.number}>{money(line.actual)}</td>
                {line.forecast === null || !line.variance ? (
                  <td colSpan={3} className={styles.noPlan}>
                    No plan for this category
                  </td>
                ) : (
                  <VarianceCells plan={line.forecast} change={line.variance} money={money} />
                )}
              </tr>
            ))}
            {others && <OthersRow others={others} money={money} />}
          </tbody>
          <tfoot>
            <tr className={styles.subtotal}>
              <th scope="row">All categories</th>
              <td className={styles.number}>{money(plan.actualNet)}</td>
              {plan.plannedNet === null || !plan.variance ? (
                <td colSpan={3} className={styles.noPlan}>
                  Nothing was planned for the month
                </td>
              ) : (
                <VarianceCells plan={plan.plannedNet} change={plan.variance} money={money} />
              )}
            </tr>
          </tfoot>
        </table>
      </WideTableScroll>
    </AmountUnits>
  );
});

function OthersRow({ others, money }: { others: OtherCategories; money: (cents: bigint) => ReactNode }) {
  return (
    <tr data-category="others">
      <th scope="row">
        {others.count} other {agreeing(others.count, 'category', 'categories')} <span className="muted">(each in the workbook)</span>
      </th>
      <td className={styles.number}>{money(others.actual)}</td>
      {others.plan === null || !others.variance ? (
        <td colSpan={3} className={styles.noPlan}>
          No plan for these categories
        </td>
      ) : (
        <VarianceCells plan={others.plan} change={others.variance} money={money} />
      )}
    </tr>
  );
}

/** The variance as cash: positive is more cash than planned, whatever the category's direction; the percentage is of the plan's size. */
function VarianceCells({ plan, change, money }: { plan: bigint; change: Change; money: (cents: bigint) => ReactNode }) {
  const percent = percentChange(plan, plan + change.amount);
  return (
    <>
      <td className={styles.number}>{money(plan)}</td>
      <td className={styles.number} data-tone={change.meaning.tone}>
        {money(change.amount)}
      </td>
      <td className={`${styles.number} ${styles[change.meaning.tone]}`} title={change.meaning.words}>
        {percent === null ? 'n/a' : `${percent} %`}
      </td>
    </>
  );
}

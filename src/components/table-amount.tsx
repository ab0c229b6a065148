import { createContext, useContext } from 'react';
import type { MoneyUnits } from '../core/money-units.ts';
import { formatMoneyIn } from '../core/money-in-units.ts';
import { Amount } from './amount.tsx';

/**
 * The units of a dense table: it sets them once (`<AmountUnits value="thousands">`) rather than on
 * each of its hundreds of cells. Outside such a table a figure is exact.
 */
export const AmountUnits = createContext<MoneyUnits>('exact');

/**
 * A figure of a dense table, in the table's units (or those it is given): rounded from the exact
 * figure, which stays in its tooltip and data.
 */
export function TableAmount({
  value,
  currency,
  signed = false,
  units: given,
}: {
  value: string;
  currency: string;
  signed?: boolean;
  units?: MoneyUnits;
}) {
  const inTable = useContext(AmountUnits);
  const units = given ?? inTable;
  return (
    <Amount
      value={value}
      currency={currency}
      signed={signed}
      rounded={units === 'exact' ? undefined : formatMoneyIn(units, value, currency, { signed })}
    />
  );
}

import type { ReactNode } from 'react';
import { toMoneyString } from '../../core/money.ts';
import type { Account } from '../../core/api/schemas/account.ts';
import { Amount } from '../../components/amount.tsx';
import type { IsoDate } from '../../core/calendar-date.ts';
import { BalanceAsOf } from './balance-as-of.tsx';
import { groupAccounts } from './group-accounts.ts';
import styles from './accounts-common.module.css';
import { ShownName } from '../shown-name/shown-name.tsx';

export type AccountColumn = {
  header: string;
  numeric?: boolean;
  cell: (account: Account) => ReactNode;
};

type Props = {
  caption: string;
  accounts: readonly Account[];
  /** The first column names the row; balance and as-of follow it, so a phone shows them without scrolling. */
  columns: readonly [AccountColumn, ...AccountColumn[]];
  leadCurrency: string | undefined;
  today: IsoDate;
};

/** Accounts by group, each group closed by its exact subtotal per currency. */
export function GroupedAccountsTable({ caption, accounts, columns, leadCurrency, today }: Props) {
  const groups = groupAccounts(accounts, leadCurrency);
  const [nameColumn, ...otherColumns] = columns;
  const width = columns.length + 2;
  return (
    <div className={styles.scroller} role="region" aria-label={caption} tabIndex={0}>
      <table className={styles.table}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{nameColumn.header}</th>
            <th scope="col" className={styles.numeric}>
              Balance
            </th>
            <th scope="col">As of</th>
            {otherColumns.map((column) => (
              <th key={column.header} scope="col" className={column.numeric ? styles.numeric : undefined}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        {groups.map((group) => {
          const groupName = group.name ?? 'Ungrouped';
          return (
            <tbody key={groupName} data-group={groupName}>
              <tr className={styles.groupHeading}>
                <th scope="rowgroup" colSpan={width}>
                  <ShownName text={groupName} />
                </th>
              </tr>
              {group.accounts.map((account) => (
                <tr key={account.id} data-account-id={account.id}>
                  <th scope="row">{nameColumn.cell(account)}</th>
                  <td className={styles.numeric}>
                    <Amount value={account.balance} currency={account.currency} />
                  </td>
                  <td>
                    <BalanceAsOf date={account.balance_as_of} today={today} />
                  </td>
                  {otherColumns.map((column) => (
                    <td key={column.header} className={column.numeric ? styles.numeric : undefined}>
                      {column.cell(account)}
                    </td>
                  ))}
                </tr>
              ))}
              {group.subtotals.map((subtotal) => (
                <tr key={subtotal.currency} className={styles.subtotal} data-subtotal={subtotal.currency}>
                  <th scope="row">
                    <ShownName text={groupName} /> subtotal in {subtotal.currency}
                  </th>
                  <td className={styles.numeric}>
                    <Amount value={toMoneyString(subtotal.total)} currency={subtotal.currency} />
                  </td>
                  <td colSpan={width - 2} />
                </tr>
              ))}
            </tbody>
          );
        })}
      </table>
    </div>
  );
}

import { Link } from '@tanstack/react-router';
import type { Bank } from '../../core/api/schemas/reference.ts';
import { Amount } from '../../components/amount.tsx';
import { FreeText } from '../../components/presentation/free-text.tsx';
import { formatDate } from '../../core/calendar-date.ts';
import { sourceLabel } from '../../components/accounts/account-labels.ts';
import { BankConnection } from '../../components/accounts/bank-connection.tsx';
import type { AccountColumn } from '../../components/accounts/grouped-accounts-table.tsx';
import styles from './accounts.module.css';
import { ShownName } from '../../components/shown-name/shown-name.tsx';
import type { ScreenText } from '../../components/presentation/use-screen-text.ts';

/** Every field of an account a finance team checks, the name leading to its transactions. */
export function accountColumns(
  banksById: ReadonlyMap<string, Bank> | undefined,
  nowMs: number,
  screen: ScreenText,
): [AccountColumn, ...AccountColumn[]] {
  return [
    {
      header: 'Account',
      cell: (account) => (
        <>
          <Link to="/transactions" search={{ account_id: [account.id] }}>
            <ShownName text={screen.account(account, banksById?.values())} />
          </Link>
          {account.original_name !== null && account.original_name !== account.name && (
            <span className={styles.renamed}>
              At the bank: <ShownName text={screen.account({ name: account.original_name }, banksById?.values())} />
            </span>
          )}
        </>
      ),
    },
    { header: 'Currency', cell: (account) => account.currency },
    { header: 'Source', cell: (account) => sourceLabel(account.source) },
    { header: 'Bank', cell: (account) => <BankConnection account={account} banksById={banksById} nowMs={nowMs} /> },
    {
      header: 'External id',
      // The bank's own number for the account, often an IBAN: presentation mode hides it.
      cell: (account) =>
        account.external_account_id === null ? (
          <span className="muted">—</span>
        ) : (
          <code className={styles.externalId}>
            <FreeText text={account.external_account_id} />
          </code>
        ),
    },
    {
      header: 'Opening balance',
      numeric: true,
      cell: (account) => (
        <>
          <Amount value={account.opening_balance} currency={account.currency} />
          <span className={styles.opening}>on {formatDate(account.opening_date, { dateStyle: 'medium' })}</span>
        </>
      ),
    },
  ];
}

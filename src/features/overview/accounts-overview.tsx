import type { UseQueryResult } from '@tanstack/react-query';
import type { Account } from '../../core/api/schemas/account.ts';
import type { Bank } from '../../core/api/schemas/reference.ts';
import { ErrorPanel } from '../../components/error-panel.tsx';
import { Skeleton } from '../../components/skeleton.tsx';
import { sourceLabel } from '../../components/accounts/account-labels.ts';
import { BankConnection } from '../../components/accounts/bank-connection.tsx';
import { GroupedAccountsTable, type AccountColumn } from '../../components/accounts/grouped-accounts-table.tsx';
import { InvalidAccountsNote } from '../../components/accounts/invalid-accounts-note.tsx';
import type { ApiError } from '../../api/api-error.ts';
import { ShownName } from '../../components/shown-name/shown-name.tsx';
import { useScreenText } from '../../components/presentation/use-screen-text.ts';

type Props = {
  accounts: UseQueryResult<{ items: Account[]; invalidRows: ApiError[] }>;
  banksById: ReadonlyMap<string, Bank> | undefined;
  nowMs: number;
  leadCurrency: string | undefined;
  today: string;
};

/** Every account's balance by group, with its bank's health; the full details live on /accounts. */
export function AccountsOverview({ accounts, banksById, nowMs, leadCurrency, today }: Props) {
  const screen = useScreenText();
  if (accounts.isPending) return <Skeleton lines={6} label="Loading accounts" />;
  if (accounts.isError) return <ErrorPanel error={accounts.error} subject="the accounts" onRetry={() => void accounts.refetch()} />;
  if (accounts.data.items.length === 0) return <p className="muted">This workspace has no accounts yet.</p>;
  const columns: [AccountColumn, ...AccountColumn[]] = [
    { header: 'Account', cell: (account) => <ShownName text={screen.account(account, banksById?.values())} /> },
    { header: 'Bank', cell: (account) => <BankConnection account={account} banksById={banksById} nowMs={nowMs} /> },
    { header: 'Source', cell: (account) => sourceLabel(account.source) },
    { header: 'Currency', cell: (account) => account.currency },
  ];
  return (
    <>
      <InvalidAccountsNote invalidRows={accounts.data.invalidRows} />
      <GroupedAccountsTable
        caption="Balances by account group, with a subtotal per currency"
        accounts={accounts.data.items}
        columns={columns}
        leadCurrency={leadCurrency}
        today={today}
      />
    </>
  );
}

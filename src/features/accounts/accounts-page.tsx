import { plural } from '../../core/words/words.ts';
import { useQuery } from '@tanstack/react-query';
import { useSearch } from '@tanstack/react-router';
import { cashTodayQuery } from '../../api/queries/summary-queries.ts';
import { ErrorPanel } from '../../components/error-panel.tsx';
import { Skeleton } from '../../components/skeleton.tsx';
import { today } from '../../browser/page-meta.ts';
import { accountColumns } from './account-columns.tsx';
import { BankHealthAlerts } from '../../components/accounts/bank-health-alerts.tsx';
import { GroupedAccountsTable } from '../../components/accounts/grouped-accounts-table.tsx';
import { InvalidAccountsNote } from '../../components/accounts/invalid-accounts-note.tsx';
import { useAccountsAndBanks } from '../../components/accounts/use-bank-health.ts';
import { useScreenText } from '../../components/presentation/use-screen-text.ts';
import { AccountSelection } from './account-selection.tsx';

/**
 * Every account in full, grouped, with the health of the bank behind it; when a link selects some (`account_id`, a
 * balance alert's link), only those, with their balance today.
 */
export function AccountsPage() {
  const day = today();
  const { account_id: selected } = useSearch({ from: '/accounts' });
  const selection = selected && selected.length > 0 ? selected : undefined;
  const { accounts, banks, banksById, notices, nowMs } = useAccountsAndBanks();
  const screen = useScreenText();
  const listed = accounts.data?.items ?? [];
  const shown = selection ? listed.filter((account) => selection.includes(account.id.toLowerCase())) : listed;
  // Already fetched by the layout for the workspace currency: no extra request.
  const leadCurrency = useQuery({ ...cashTodayQuery(day), select: (summary) => summary.currency }).data;

  return (
    <>
      <header className="page-header">
        <h1>Accounts</h1>
        {accounts.data && (
          <span className="muted">{plural(accounts.data.items.length, 'account')}; each balance is for the day shown beside it</span>
        )}
      </header>
      {banks.isError && <ErrorPanel error={banks.error} subject="the bank connections" onRetry={() => void banks.refetch()} />}
      <BankHealthAlerts notices={notices} />
      {accounts.isPending && <Skeleton lines={8} label="Loading accounts" />}
      {accounts.isError && <ErrorPanel error={accounts.error} subject="the accounts" onRetry={() => void accounts.refetch()} />}
      {accounts.data && accounts.data.items.length === 0 && <p className="muted">This workspace has no accounts yet.</p>}
      {accounts.data && accounts.data.items.length > 0 && (
        <>
          <InvalidAccountsNote invalidRows={accounts.data.invalidRows} />
          {selection && <AccountSelection selected={selection} listed={listed.length} found={shown.length} today={day} />}
          <GroupedAccountsTable
            caption={
              selection
                ? 'The selected accounts by group, with a subtotal per currency; an account’s name opens its transactions'
                : 'All accounts by group, with a subtotal per currency; an account’s name opens its transactions'
            }
            accounts={shown}
            columns={accountColumns(banksById, nowMs, screen)}
            leadCurrency={leadCurrency}
            today={day}
          />
        </>
      )}
    </>
  );
}

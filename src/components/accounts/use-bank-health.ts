import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { accountsQuery, banksQuery } from '../../api/queries/reference-queries.ts';
import type { Bank } from '../../api/schemas/reference.ts';
import { today } from '../../lib/page-meta.ts';
import { healthReferenceTime } from './bank-health.ts';
import { toHealthNotices } from './to-health-notices.ts';

/** Accounts and banks (two requests, shared with the filter bar), the notices they call for, and the moment judged at. */
export function useAccountsAndBanks() {
  const accounts = useQuery(accountsQuery());
  const banks = useQuery(banksQuery());
  const nowMs = useMemo(() => healthReferenceTime(today(), Date.now()), []);
  const banksById = useMemo(
    () => (banks.data ? new Map<string, Bank>(banks.data.items.map((bank) => [bank.id, bank])) : undefined),
    [banks.data],
  );
  const notices = useMemo(
    () => (banks.data && accounts.data ? toHealthNotices(banks.data.items, accounts.data.items, { nowMs }) : []),
    [banks.data, accounts.data, nowMs],
  );
  return { accounts, banks, banksById, notices, nowMs };
}

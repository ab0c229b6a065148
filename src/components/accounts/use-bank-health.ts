import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { byId } from '../../core/by-id.ts';
import { accountsQuery, referenceListQuery } from '../../api/queries/reference-queries.ts';
import { today } from '../../browser/page-meta.ts';
import { healthReferenceTime } from './bank-health.ts';
import { toHealthNotices } from './to-health-notices.ts';

/** Accounts and banks (two requests, shared with the filter bar), the notices they call for, and the moment judged at. */
export function useAccountsAndBanks() {
  const accounts = useQuery(accountsQuery());
  const banks = useQuery(referenceListQuery('banks'));
  // The clock is read once, when the view mounts, so the notices and every badge are judged at the same moment.
  const [nowMs] = useState(() => healthReferenceTime(today(), Date.now()));
  const banksById = useMemo(() => (banks.data ? byId(banks.data.items) : undefined), [banks.data]);
  const notices = useMemo(
    () => (banks.data && accounts.data ? toHealthNotices(banks.data.items, accounts.data.items, { nowMs }) : []),
    [banks.data, accounts.data, nowMs],
  );
  return { accounts, banks, banksById, notices, nowMs };
}

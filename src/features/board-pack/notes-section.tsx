import { memo, useMemo, useState } from 'react';
import { toMoneyString } from '../../core/money.ts';
import type { Account } from '../../core/api/schemas/account.ts';
import type { Bank } from '../../core/api/schemas/reference.ts';
import type { Summary } from '../../core/api/schemas/summary.ts';
import { Amount } from '../../components/amount.tsx';
import { healthReferenceTime } from '../../components/accounts/bank-health.ts';
import { toHealthNotices } from '../../components/accounts/to-health-notices.ts';
import { today } from '../../browser/page-meta.ts';
import type { KeyFigures } from '../../core/board-pack/key-figures.ts';
import { conversionBasis } from '../../core/board-pack/pack-notes.ts';
import { Notes } from '../../components/notes/notes.tsx';
import { periodNoteScope } from '../../components/notes/period-scope.ts';
import { endOfMonth } from '../../core/calendar-date.ts';
import { monthName } from './pack-format.ts';
import styles from './board-pack.module.css';

type Props = { summary: Summary; figures: KeyFigures; month: string; accounts: readonly Account[]; banks: readonly Bank[] };

/**
 * What the figures rest on: how amounts were converted, what the cash-flow view leaves out, which
 * banks need a person; then what the team noted on the month and its categories.
 */
export const PackNotes = memo(function PackNotes({ summary, figures, month, accounts, banks }: Props) {
  // The clock is read once, when the pack mounts, as the accounts view judges bank health.
  const [nowMs] = useState(() => healthReferenceTime(today(), Date.now()));
  const notices = toHealthNotices(banks, accounts, { nowMs });
  const window = useMemo(() => ({ from: `${month}-01`, to: endOfMonth(`${month}-01`) }), [month]);
  const money = (cents: bigint) => <Amount value={toMoneyString(cents)} currency={summary.currency} signed />;
  return (
    <>
      <ul className={styles.notes}>
        <li>
          <strong>Currency.</strong> {conversionBasis(summary.conversion, summary.currency)}
        </li>
        <li>
          <strong>Left out of the cash flow.</strong> Transfers between the company's own accounts ({money(figures.transfers)} in{' '}
          {monthName(month)}), movements excluded by the finance team ({money(figures.excluded)}) and duplicates. They move no cash in or
          out of the company, so closing cash differs from opening cash plus net cash flow by them and by exchange-rate differences.
        </li>
        <li>
          <strong>Bank connections needing attention.</strong> {notices.length === 0 && 'None: every connection is current.'}
          {notices.length > 0 && (
            <ul>
              {notices.map((notice) => (
                <li key={notice.bankId}>{notice.headline}.</li>
              ))}
            </ul>
          )}
        </li>
      </ul>
      <Notes title="From the team" window={window} targets={periodNoteScope(window, undefined)} showTargets hideWhenEmpty />
    </>
  );
});

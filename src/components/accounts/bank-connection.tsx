import type { Account } from '../../core/api/schemas/account.ts';
import { relationId } from '../../core/api/schemas/common.ts';
import type { Bank } from '../../core/api/schemas/reference.ts';
import { bankHealth } from './bank-health.ts';
import { BankStatusBadge } from './bank-status-badge.tsx';
import styles from './accounts-common.module.css';
import { ShownName } from '../shown-name/shown-name.tsx';
import { useScreenText } from '../presentation/use-screen-text.ts';

type Props = {
  account: Pick<Account, 'source' | 'bank'>;
  /** undefined while the banks load or when they failed (their error is shown once, above). */
  banksById: ReadonlyMap<string, Bank> | undefined;
  nowMs: number;
};

/** The bank behind an account and its health. A delegated account's bank is another workspace's: never looked up. */
export function BankConnection({ account, banksById, nowMs }: Props) {
  const screen = useScreenText();
  if (account.source === 'delegated') return <span className={styles.delegated}>Delegated from another workspace</span>;
  if (account.bank === null) return <span className="muted">No bank (manual)</span>;
  if (!banksById) return <span className="muted">…</span>;
  const bank = banksById.get(relationId(account.bank));
  if (!bank) return <span className="muted">Connection not listed</span>;
  return (
    <>
      <span className={styles.bankName}>
        <ShownName text={screen.bank(bank)} />
      </span>
      <BankStatusBadge health={bankHealth(bank, nowMs)} />
    </>
  );
}

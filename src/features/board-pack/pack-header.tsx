import { memo } from 'react';
import { demoCompany, isDemoData, today } from '../../browser/page-meta.ts';
import type { BehindConnection } from '../../core/board-pack/pack-notes.ts';
import { monthName, packDate } from './pack-format.ts';
import type { SectionState } from './section-state.ts';
import type { BoardPackSettings } from '../../core/views/board-pack/board-pack-settings.ts';
import styles from './board-pack.module.css';

const roundedTables = { whole: 'Tables in whole units', thousands: 'Tables in thousands (k)' } as const;

type Props = {
  settings: BoardPackSettings;
  currency: string | undefined;
  comparisonLabel: string;
  freshness: SectionState<{ behind: BehindConnection[] }>;
  scopeText: string | null;
};

/** Section 1: which month, in which currency, prepared when, from which data, and how current that data was. */
export const PackHeader = memo(function PackHeader({ settings, currency, comparisonLabel, freshness, scopeText }: Props) {
  const company = demoCompany();
  return (
    <header className={styles.header}>
      <div className={styles.headerTitle}>
        <h1>Cash report: {monthName(settings.month)}</h1>
        {isDemoData() && <span className={styles.demo}>{company ? `Demo data: ${company}` : 'Demo data'}</span>}
      </div>
      <p className={styles.headerLine}>
        In {currency ?? '…'} · compared with {comparisonLabel} · prepared on {packDate(today())}
        {scopeText && ` · ${scopeText}`}
      </p>
      {settings.units !== 'exact' && (
        <p className={styles.headerLine} data-units-note>
          {roundedTables[settings.units]}, each figure rounded on its own from the exact cents, so a column can differ from the sum of its
          rounded figures; the key figures and the workbook are exact.
        </p>
      )}
      <p className={styles.headerLine} data-freshness>
        <FreshnessText freshness={freshness} monthEnd={settings.windows.month.to} />
      </p>
    </header>
  );
});

function FreshnessText({ freshness, monthEnd }: { freshness: Props['freshness']; monthEnd: string }) {
  if (freshness.state === 'pending') return <>Checking how current the bank data is…</>;
  if (freshness.state === 'error') return <>How current the bank data is could not be checked (the accounts did not load).</>;
  const { behind } = freshness.data;
  if (behind.length === 0) return <>Data: every bank connection in scope had synced past {packDate(monthEnd)}.</>;
  const named = behind.map((connection) => `${connection.name} (to ${packDate(connection.completeTo)})`).join(', ');
  return <strong className={styles.warning}>Not current at month end, so this month's figures miss their later movements: {named}.</strong>;
}

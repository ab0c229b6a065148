import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { lazy, Suspense, useCallback, useMemo, useState, type ReactNode } from 'react';
import { meQuery } from '../../api/workspace/workspace-queries.ts';
import { AmountUnits } from '../../components/table-amount.tsx';
import { UnitsChoice } from '../../components/kit/units-choice.tsx';
import { usePresentationMode } from '../../components/presentation/presentation-mode.ts';
import type { CashWeeksTable } from '../../core/cash-weeks/table-model.ts';
import type { Cents } from '../../core/money.ts';
import type { MoneyUnits } from '../../core/money-units.ts';
import { type CashWeeksViewSettings, toggledExpand } from '../../core/views/cash-weeks/cash-weeks-settings.ts';
import { roleAtLeast } from '../../core/workspace/contract.ts';
import { ClosingCashStrip } from './closing-cash-strip.tsx';
import { VersionChooser } from './version-chooser.tsx';
import { thresholdSentences } from './week-words.ts';
import { type CellChanges, shownRows, WeeksTable } from './weeks-table.tsx';
import type { TableNoteMarks } from './weeks-table-notes.tsx';
import styles from './cash-weeks.module.css';

// After the figures: the notes list and its editor are not part of the first paint's budget.
const WeeksNotes = lazy(() => import('./weeks-notes.tsx').then((module) => ({ default: module.WeeksNotes })));
const WeeksTableNotes = lazy(() => import('./weeks-table-notes.tsx').then((module) => ({ default: module.WeeksTableNotes })));
// Beside the table, after it: the late forecasts and the assumptions are read once the figures are.
const LateItems = lazy(() => import('./late-and-assumptions.tsx').then((module) => ({ default: module.LateItems })));
const Assumptions = lazy(() => import('./late-and-assumptions.tsx').then((module) => ({ default: module.Assumptions })));
const VersionScheduleSection = lazy(() => import('./version-schedule.tsx').then((module) => ({ default: module.VersionScheduleSection })));

type Props = {
  table: CashWeeksTable;
  settings: CashWeeksViewSettings;
  changes: CellChanges | null;
  scenarioDifference: readonly Cents[] | null;
  /** The scenario chooser, the largest changes, the accuracy: drawn by the page around the table. */
  controls: ReactNode;
  beside: ReactNode;
  below: ReactNode;
};

/** The 13 weeks once computed: warnings in words, the table, and beside it what it assumes. */
export function CashWeeksView({ table, settings, changes, scenarioDifference, controls, beside, below }: Props) {
  const navigate = useNavigate({ from: '/13-weeks' });
  const me = useQuery(meQuery());
  const presenting = usePresentationMode();
  const toggle = useCallback(
    (categoryId: string) =>
      void navigate({
        to: '.',
        search: (previous) => ({ ...previous, expand: toggledExpand(settings.expanded, categoryId) }),
        replace: true,
      }),
    [navigate, settings.expanded],
  );
  const chooseUnits = useCallback(
    (units: MoneyUnits) =>
      void navigate({ to: '.', search: (previous) => ({ ...previous, units: units === 'thousands' ? undefined : units }), replace: true }),
    [navigate],
  );
  const toggleActuals = useCallback(
    () =>
      void navigate({
        to: '.',
        search: (previous) => ({ ...previous, actuals: settings.showActuals ? undefined : 'shown' }),
        replace: true,
      }),
    [navigate, settings.showActuals],
  );
  const [marks, setMarks] = useState<TableNoteMarks | null>(null);
  const shownKeys = useMemo(() => new Set(shownRows(table, settings.expanded).map((row) => row.key)), [table, settings.expanded]);
  const warnings = thresholdSentences(table);
  const editor = me.data !== undefined && roleAtLeast(me.data.user.role, 'editor');
  const lastWeek = table.weeks[table.weeks.length - 1];
  return (
    <>
      <ClosingCashStrip table={table} />
      <div className={`${styles.controls} ${styles.noPrint}`}>
        {controls}
        <UnitsChoice value={settings.units} currency={table.currency} onChange={chooseUnits} />
        <VersionChooser />
        <button type="button" className="button" onClick={() => window.print()}>
          Print
        </button>
      </div>
      {warnings.length > 0 && (
        <ul className={styles.warnings} aria-label="Warnings">
          {warnings.map((sentence) => (
            <li key={sentence}>{sentence}</li>
          ))}
        </ul>
      )}
      <AmountUnits value={settings.units}>
        <WeeksTable
          table={table}
          expanded={settings.expanded}
          onToggle={toggle}
          showActuals={settings.showActuals}
          onToggleActuals={toggleActuals}
          changes={changes}
          scenarioDifference={scenarioDifference}
          marks={marks}
        />
      </AmountUnits>
      <Suspense fallback={null}>
        <WeeksTableNotes table={table} shownKeys={shownKeys} onMarks={setMarks} />
      </Suspense>
      <div className={styles.aside}>
        <Suspense fallback={null}>
          <LateItems table={table} />
          <Assumptions assumptions={table.assumptions} />
        </Suspense>
        {beside}
        <Suspense fallback={null}>
          <VersionScheduleSection csrfToken={editor && !presenting && me.data ? me.data.csrfToken : null} />
        </Suspense>
        {table.weeks[0] && lastWeek && (
          <Suspense fallback={null}>
            <WeeksNotes from={table.weeks[0].from} to={lastWeek.to} />
          </Suspense>
        )}
      </div>
      {below}
    </>
  );
}

import { FilterBar } from '../../components/filter-bar/filter-bar.tsx';
import { dataCompleteness } from '../../core/data-completeness.ts';
import { today } from '../../browser/page-meta.ts';
import { boardPackDefaultPeriod } from '../../core/views/board-pack/board-pack-search.ts';
import { KeyFiguresList } from './key-figures-section.tsx';
import { LazyPackNotes, LazyPlanTable, LazyStatement, LazyTopCategories, LazyWeeksProjection } from './lazy-sections.ts';
import type { WorkbookInput } from '../../core/board-pack/workbook.ts';
import { PackControls } from './pack-controls.tsx';
import { monthName } from './pack-format.ts';
import { PackHeader } from './pack-header.tsx';
import { PackSection } from './pack-section.tsx';
import { useBoardPack, type BoardPack } from './use-board-pack.ts';
import type { BoardPackSettings } from '../../core/views/board-pack/board-pack-settings.ts';
import { useBoardPackSettings } from './use-board-pack-settings.ts';
import { usePrintFooter } from './use-print-footer.ts';
import { WorkbookButton } from './workbook-button.tsx';
import styles from './board-pack.module.css';

/** The month's board pack: seven sections made for paper and PDF, and the same tables as a workbook. */
export function BoardPackPage() {
  const settings = useBoardPackSettings();
  const pack = useBoardPack(settings);
  const weeks = pack.weeks.state === 'success' ? pack.weeks : null;
  const currency = pack.figures.state === 'success' ? pack.figures.data.summary.currency : (settings.currency ?? weeks?.currency);
  const labels = {
    monthLabel: monthName(settings.month),
    comparisonLabel: monthName(settings.windows.comparison.from.slice(0, 7)),
    yearLabel: 'Year to date',
  };
  usePrintFooter(`${currency ?? ''} · ${labels.monthLabel}`);
  const scoped = Boolean(settings.scope.account_id?.length || settings.scope.bank_id?.length);
  return (
    <div className={styles.page}>
      <div className={styles.toolbar}>
        <FilterBar filters={['bank', 'account']} defaultPeriod={boardPackDefaultPeriod}>
          <PackControls
            settings={settings}
            currency={currency}
            workspaceCurrency={weeks?.currency}
            accountCurrencies={pack.freshness.state === 'success' ? pack.freshness.data.accounts.map((account) => account.currency) : []}
          />
        </FilterBar>
        <div className={styles.actions}>
          <button type="button" className="button button-primary" onClick={() => window.print()}>
            Print or save as PDF
          </button>
          <WorkbookButton
            ready={[pack.figures, pack.statement, pack.top, pack.plan, pack.weeks].every((section) => section.state === 'success')}
            input={() => workbookInput(pack, settings, labels)}
            fileName={`board-pack_${settings.month}_${currency ?? 'workspace'}.xlsx`}
          />
        </div>
      </div>
      <article className={styles.pack} aria-label={`Cash report, ${labels.monthLabel}`}>
        <PackHeader
          settings={settings}
          currency={currency}
          comparisonLabel={labels.comparisonLabel}
          freshness={pack.freshness}
          scopeText={scopeText(pack, settings)}
        />
        <PackSection title="Key figures" subject="the key figures" state={pack.figures} lines={6}>
          {({ figures, summary }) => (
            <KeyFiguresList
              figures={figures}
              currency={summary.currency}
              settings={settings}
              weeks={weeks}
              comparisonLabel={labels.comparisonLabel}
            />
          )}
        </PackSection>
        <PackSection title="Cash-flow statement" subject="the cash-flow statement" state={pack.statement} lines={10}>
          {(statement) => <LazyStatement statement={statement} currency={currency ?? ''} units={settings.units} {...labels} />}
        </PackSection>
        <PackSection title="Where the money went" subject="the top categories" state={pack.top} lines={10}>
          {(top) => (
            <LazyTopCategories top={top} currency={currency ?? ''} units={settings.units} categoryName={pack.categoryName} {...labels} />
          )}
        </PackSection>
        <PackSection title="Plan against actual" subject="plan against actual" state={pack.plan} lines={10}>
          {(plan) => (
            <LazyPlanTable plan={plan} currency={currency ?? ''} units={settings.units} categoryName={pack.categoryName} scoped={scoped} />
          )}
        </PackSection>
        <PackSection
          title="The next 13 weeks"
          subject="the next 13 weeks"
          state={pack.weeks.state === 'success' ? { state: 'success', data: pack.weeks } : pack.weeks}
          lines={8}
        >
          {(data) => <LazyWeeksProjection data={data} packCurrency={currency ?? data.currency} units={settings.units} scoped={scoped} />}
        </PackSection>
        <PackSection title="Notes" subject="the notes" state={notesState(pack)} lines={3}>
          {({ figures, summary, freshness }) => (
            <LazyPackNotes
              summary={summary}
              figures={figures}
              month={settings.month}
              accounts={freshness.accounts}
              banks={freshness.banks}
            />
          )}
        </PackSection>
      </article>
    </div>
  );
}

function notesState(pack: BoardPack) {
  if (pack.figures.state !== 'success') return pack.figures;
  if (pack.freshness.state !== 'success') return pack.freshness;
  return { state: 'success' as const, data: { ...pack.figures.data, freshness: pack.freshness.data } };
}

function scopeText(pack: BoardPack, settings: BoardPackSettings): string | null {
  const { account_id, bank_id } = settings.scope;
  if (!account_id?.length && !bank_id?.length) return null;
  if (pack.freshness.state !== 'success') return 'accounts chosen in the filters only';
  const { accountsInScope } = dataCompleteness({
    accounts: pack.freshness.data.accounts,
    window: settings.windows.month,
    today: today(),
    scope: settings.scope,
  });
  return `${accountsInScope} of ${pack.freshness.data.accounts.length} accounts (chosen in the filters)`;
}

function workbookInput(
  pack: BoardPack,
  settings: BoardPackSettings,
  labels: { monthLabel: string; comparisonLabel: string },
): WorkbookInput | null {
  const { figures, statement, top, plan, weeks } = pack;
  if (
    figures.state !== 'success' ||
    statement.state !== 'success' ||
    top.state !== 'success' ||
    plan.state !== 'success' ||
    weeks.state !== 'success'
  )
    return null;
  return {
    ...labels,
    currency: figures.data.summary.currency,
    monthEnd: settings.windows.month.to,
    figures: figures.data.figures,
    statement: statement.data,
    top: top.data,
    plan: plan.data,
    weeks,
    categoryName: pack.categoryName,
  };
}

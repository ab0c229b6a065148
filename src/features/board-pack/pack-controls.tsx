import { useId } from 'react';
import { addMonths } from '../../core/calendar-date.ts';
import { today } from '../../browser/page-meta.ts';
import { useUpdateSearch } from '../../browser/use-view-search.ts';
import { UnitsChoice } from '../../components/kit/units-choice.tsx';
import { compareModes, lastCompleteMonth, type CompareMode } from '../../core/views/board-pack/board-pack-search.ts';
import { monthName } from './pack-format.ts';
import type { BoardPackSettings } from '../../core/views/board-pack/board-pack-settings.ts';
import styles from './board-pack.module.css';

/** How far back the month list reaches: two years of packs. */
const MONTHS_OFFERED = 24;

const compareLabels: Record<CompareMode, string> = { previous_month: 'The month before', previous_year: 'The same month last year' };

type Props = {
  settings: BoardPackSettings;
  /** The pack's currency once known, for the units' labels ("€k"). */
  currency: string | undefined;
  workspaceCurrency: string | undefined;
  accountCurrencies: readonly string[];
};

/** Month, comparison, currency and the tables' units of the pack, each written to the URL. */
export function PackControls({ settings, currency, workspaceCurrency, accountCurrencies }: Props) {
  const id = useId();
  const update = useUpdateSearch();
  const latest = lastCompleteMonth(today());
  const months = Array.from({ length: MONTHS_OFFERED }, (_, back) => addMonths(`${latest}-01`, -back).slice(0, 7));
  if (!months.includes(settings.month)) months.push(settings.month);
  const currencies = [...new Set([...accountCurrencies, ...(settings.currency ? [settings.currency] : [])])]
    .filter((code) => code !== workspaceCurrency)
    .sort();
  return (
    <>
      <div className={styles.control}>
        <label htmlFor={`${id}-month`}>Month</label>
        <select
          id={`${id}-month`}
          value={settings.month}
          onChange={(event) =>
            void update((previous) => ({ ...previous, month: event.target.value === latest ? undefined : event.target.value }))
          }
        >
          {months.map((month) => (
            <option key={month} value={month}>
              {monthName(month)}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.control}>
        <label htmlFor={`${id}-compare`}>Compared with</label>
        <select
          id={`${id}-compare`}
          value={settings.compare}
          onChange={(event) =>
            void update((previous) => ({
              ...previous,
              compare: event.target.value === 'previous_month' ? undefined : toCompare(event.target.value),
            }))
          }
        >
          {compareModes.map((mode) => (
            <option key={mode} value={mode}>
              {compareLabels[mode]}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.control}>
        <label htmlFor={`${id}-currency`}>Currency</label>
        <select
          id={`${id}-currency`}
          value={settings.currency ?? ''}
          onChange={(event) => void update((previous) => ({ ...previous, currency: event.target.value || undefined }))}
        >
          <option value="">{workspaceCurrency ? `${workspaceCurrency} (workspace)` : 'Workspace currency'}</option>
          {currencies.map((code) => (
            <option key={code} value={code}>
              {code}
            </option>
          ))}
        </select>
      </div>
      <UnitsChoice
        value={settings.units}
        currency={currency ?? 'EUR'}
        onChange={(units) => void update((previous) => ({ ...previous, units: units === 'exact' ? undefined : units }))}
      />
    </>
  );
}

function toCompare(value: string): CompareMode | undefined {
  return compareModes.find((mode) => mode === value);
}

import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { accountsQuery } from '../../api/queries/reference-queries.ts';
import { cashTodayQuery, summaryQuery } from '../../api/queries/summary-queries.ts';
import { today } from '../../browser/page-meta.ts';
import { currencyChoices, isRefusedCurrency, normaliseCurrencyCode, refusalText } from './currency-choice.ts';
import { currencySummaryQuery } from '../../core/views/reports/report-summaries.ts';
import type { ReportSettings } from './use-report-settings.ts';
import styles from './report-currency-control.module.css';
import reportStyles from './reports.module.css';

/**
 * The report currency: the workspace's, an account's, or any code typed in. A complete code
 * applies at once; empty means the workspace currency. The API's refusal is shown beside it.
 */
export function ReportCurrencyControl({
  settings,
  onChange,
}: {
  settings: ReportSettings;
  onChange: (currency: string | undefined) => void;
}) {
  const id = useId();
  const chosen = settings.currency;
  const [draft, setDraft] = useState(chosen ?? '');
  const [shown, setShown] = useState(chosen);
  // The address bar can change the currency too (back, a shared link): the field follows it.
  if (shown !== chosen) {
    setShown(chosen);
    setDraft(chosen ?? '');
  }
  const accounts = useQuery(accountsQuery());
  // Cache reads only: the report (or the overview) already asked in the workspace currency.
  const inWorkspaceCurrency = useQuery({ ...summaryQuery({ ...currencySummaryQuery(settings), currency: undefined }), enabled: false });
  const cashToday = useQuery({ ...cashTodayQuery(today()), enabled: false });
  const report = useQuery({ ...summaryQuery(currencySummaryQuery(settings)), enabled: false });
  const workspace = inWorkspaceCurrency.data?.currency ?? cashToday.data?.currency;
  const choices = currencyChoices({ workspace, accounts: accounts.data?.items ?? [], chosen });
  const refused = chosen && isRefusedCurrency(report.error) ? chosen : null;

  const edit = (raw: string) => {
    setDraft(raw);
    if (raw.trim() === '') return onChange(undefined);
    const code = normaliseCurrencyCode(raw);
    if (code && code !== chosen) onChange(code);
  };

  return (
    <>
      <div className={reportStyles.control}>
        <label htmlFor={`${id}-code`}>Currency</label>
        <input
          id={`${id}-code`}
          className={styles.input}
          list={`${id}-choices`}
          value={draft}
          placeholder={workspace ? `${workspace} (workspace)` : 'Workspace'}
          maxLength={3}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          aria-invalid={refused ? true : undefined}
          aria-describedby={`${id}-hint${refused ? ` ${id}-error` : ''}`}
          onChange={(event) => edit(event.target.value)}
          onBlur={() => setDraft(chosen ?? '')}
        />
        <datalist id={`${id}-choices`}>
          {choices.map((choice) => (
            <option key={choice.code} value={choice.code} label={choice.note} />
          ))}
        </datalist>
        <span id={`${id}-hint`} className="visually-hidden">
          Three-letter code; empty for the workspace currency
        </span>
      </div>
      {refused && (
        <p id={`${id}-error`} role="alert" className={styles.error}>
          {refusalText(refused, report.error?.message ?? '')}
        </p>
      )}
    </>
  );
}

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { isApiError } from '../../api/api-error.ts';
import { cashWeeksKeys, saveSchedule, scheduleQuery } from '../../api/cash-weeks/cash-weeks-queries.ts';
import { describeWorkspaceError } from '../../api/workspace/describe-workspace-error.ts';
import { WorkspaceProblem } from '../../components/workspace-problem/workspace-problem.tsx';
import type { VersionSchedule, VersionScheduleAnswer } from '../../core/cash-weeks/contract.ts';
import { SaveVersionButton } from './save-version-button.tsx';
import weeksStyles from './cash-weeks.module.css';
import styles from './version-schedule.module.css';

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
const HOURS = Array.from({ length: 24 }, (_, hour) => hour);
const hourText = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

/** "every Monday at 07:00 (Europe/Paris)" */
export function scheduleWords(schedule: VersionScheduleAnswer): string {
  return `every ${WEEKDAYS[schedule.weekday - 1]} at ${hourText(schedule.hour)} (${schedule.timeZone})`;
}

/**
 * When the weekly version is taken, for everyone; editors save one now or change when (loaded after the figures). Saving
 * is here rather than above the table: it arrives with the person's role, and above the table it moved the figures.
 */
export function VersionScheduleSection({ csrfToken }: { csrfToken: string | null }) {
  const schedule = useQuery(scheduleQuery());
  return (
    <section aria-labelledby="schedule-title" className={`${weeksStyles.section} ${weeksStyles.noPrint}`}>
      <h2 id="schedule-title">Weekly version</h2>
      {schedule.error ? (
        <WorkspaceProblem error={schedule.error} />
      ) : !schedule.data ? (
        <p className="muted">Loading the schedule…</p>
      ) : (
        <>
          <p>A version is saved {scheduleWords(schedule.data)}.</p>
          {csrfToken !== null && <SaveVersionButton csrfToken={csrfToken} />}
          {csrfToken !== null && <ScheduleForm csrfToken={csrfToken} current={schedule.data} />}
        </>
      )}
    </section>
  );
}

type Refusal = { field: keyof VersionSchedule | null; title: string; detail: string };

function ScheduleForm({ csrfToken, current }: { csrfToken: string; current: VersionScheduleAnswer }) {
  const id = useId();
  const queryClient = useQueryClient();
  const [choice, setChoice] = useState<VersionSchedule>({ weekday: current.weekday, hour: current.hour });
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSaving(true);
    setSaved(null);
    setRefusal(null);
    try {
      const answer = await saveSchedule(csrfToken, choice);
      if (answer) queryClient.setQueryData(cashWeeksKeys.schedule(), answer);
      if (answer) setSaved(`Saved: from now on a version is saved ${scheduleWords(answer)}.`);
    } catch (error) {
      setRefusal(toRefusal(error));
    } finally {
      setSaving(false);
    }
  }

  const errorOf = (field: keyof VersionSchedule) => (refusal?.field === field ? `${id}-${field}-error` : undefined);
  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} aria-busy={saving}>
      <div>
        <label htmlFor={`${id}-weekday`}>Day</label>{' '}
        <select
          id={`${id}-weekday`}
          value={choice.weekday}
          onChange={(event) => setChoice({ ...choice, weekday: Number(event.target.value) })}
          aria-invalid={errorOf('weekday') !== undefined}
          aria-describedby={errorOf('weekday')}
        >
          {WEEKDAYS.map((name, index) => (
            <option key={name} value={index + 1}>
              {name}
            </option>
          ))}
        </select>
        {refusal?.field === 'weekday' && (
          <span id={errorOf('weekday')} className={styles.fieldError}>
            {' '}
            {refusal.detail}
          </span>
        )}
      </div>
      <div>
        <label htmlFor={`${id}-hour`}>Hour</label>{' '}
        <select
          id={`${id}-hour`}
          value={choice.hour}
          onChange={(event) => setChoice({ ...choice, hour: Number(event.target.value) })}
          aria-invalid={errorOf('hour') !== undefined}
          aria-describedby={errorOf('hour')}
        >
          {HOURS.map((hour) => (
            <option key={hour} value={hour}>
              {hourText(hour)}
            </option>
          ))}
        </select>
        {refusal?.field === 'hour' && (
          <span id={errorOf('hour')} className={styles.fieldError}>
            {' '}
            {refusal.detail}
          </span>
        )}
      </div>
      <button type="submit" className="button" disabled={saving}>
        {saving ? 'Saving the schedule…' : 'Save the schedule'}
      </button>
      <span role="status">{saved}</span>
      {refusal && refusal.field === null && (
        <p role="alert" className={styles.fieldError}>
          <strong>{refusal.title}.</strong> {refusal.detail}
        </p>
      )}
    </form>
  );
}

/** The server names the field it refuses (`param`); anything else is said under the form. */
function toRefusal(error: unknown): Refusal {
  if (isApiError(error) && error.status === 400 && (error.param === 'weekday' || error.param === 'hour'))
    return { field: error.param, title: 'Refused', detail: error.message };
  const { title, detail } = describeWorkspaceError(error, window.location.pathname + window.location.search);
  return { field: null, title, detail };
}

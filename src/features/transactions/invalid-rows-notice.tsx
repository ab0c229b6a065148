import { agreeing } from '../../core/words/words.ts';
import type { ApiError } from '../../api/api-error.ts';
import styles from './invalid-rows-notice.module.css';

const SHOWN = 3;

/** Rows that failed their schema are left out of the table and reported here, naming the field. */
export function InvalidRowsNotice({ errors }: { errors: readonly ApiError[] }) {
  if (errors.length === 0) return null;
  const fields = [...new Set(errors.map((error) => error.message))];
  return (
    <div role="alert" className={styles.notice}>
      <strong>
        {errors.length === 1 ? '1 row could not be read' : `${errors.length.toLocaleString()} rows could not be read`} and{' '}
        {agreeing(errors.length, 'is', 'are')} not shown.
      </strong>{' '}
      Quote this to support:
      <ul className={styles.list}>
        {fields.slice(0, SHOWN).map((message) => (
          <li key={message}>
            <code>{message}</code>
          </li>
        ))}
        {fields.length > SHOWN && <li>and {fields.length - SHOWN} more</li>}
      </ul>
    </div>
  );
}

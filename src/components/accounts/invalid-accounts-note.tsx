import { agreeing, plural } from '../../core/words/words.ts';
import type { ApiError } from '../../api/api-error.ts';

/** Rows the API sent that did not match the Account shape: left out of every figure, and said so. */
export function InvalidAccountsNote({ invalidRows }: { invalidRows: readonly ApiError[] }) {
  if (invalidRows.length === 0) return null;
  return (
    <p role="note" className="muted">
      {plural(invalidRows.length, 'account')} could not be read and {agreeing(invalidRows.length, 'is', 'are')} left out of every total:{' '}
      {invalidRows.map((row) => row.message).join(' ')}
    </p>
  );
}

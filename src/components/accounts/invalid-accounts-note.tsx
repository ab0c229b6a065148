import { agreeing, plural } from '../../core/words/words.ts';
import type { ApiError } from '../../api/api-error.ts';

/** Rows the API sent that did not match the Account shape: left out of every figure, and said so. */
export function InvalidAccountsNote({ invalidRows }: { invalidRows: readonly ApiError[] }) {
  const count = invalidRows.length;
  if (count === 0) return null;
  return (
    <p role="note" className="muted">
      {plural(count, 'account')} could not be read and {agreeing(count, 'is', 'are')} left out of every total:{' '}
      {invalidRows.map((row) => row.message).join(' ')}
    </p>
  );
}

import { describeError } from '../api/describe-error.ts';
import styles from './error-panel.module.css';

type Props = {
  error: unknown;
  /** What could not be shown, e.g. "the transactions". */
  subject?: string;
  onRetry?: (() => void) | undefined;
};

/** Any failure in words: what happened, what to do, and the API's code and request id for support. */
export function ErrorPanel({ error, subject, onRetry }: Props) {
  const { title, detail, action, code, requestId } = describeError(error);
  return (
    <section role="alert" className={styles.panel}>
      <h2 className={styles.title}>{subject ? `Could not load ${subject}: ${lowerFirst(title)}` : title}</h2>
      <p>{detail}</p>
      {action && <p className={styles.action}>{action}</p>}
      {(code || requestId) && (
        <dl className={styles.meta}>
          {code && (
            <>
              <dt>Code</dt>
              <dd>
                <code>{code}</code>
              </dd>
            </>
          )}
          {requestId && (
            <>
              <dt>Request id</dt>
              <dd>
                <code>{requestId}</code>
              </dd>
            </>
          )}
        </dl>
      )}
      {onRetry && (
        <button type="button" className="button" onClick={onRetry}>
          Try again
        </button>
      )}
    </section>
  );
}

/** "The API key was refused" → "the API key was refused": acronyms keep their capitals. */
function lowerFirst(text: string): string {
  return /^[A-Z][a-z]/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;
}

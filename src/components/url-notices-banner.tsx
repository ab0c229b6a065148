import { useUrlNotices } from './url-notices.tsx';
import styles from './banner.module.css';

/** The value in quotes, cut after 60 characters. */
function quoted(value: string): string {
  return value.length > 60 ? `“${value.slice(0, 60)}…”` : `“${value}”`;
}

/** Tells the reader what the link carried that this view could not use, and what it did instead. */
export function UrlNoticesBanner() {
  const { notices, dismiss } = useUrlNotices();
  if (notices.length === 0) return null;
  return (
    <div role="status" className={`${styles.banner} ${styles.info}`} aria-label="Link parameters ignored">
      <div>
        <strong>Some parts of this link could not be used.</strong>
        <ul className={styles.list}>
          {notices.map((notice, index) => (
            <li key={index}>
              <code>{notice.param}</code> {quoted(notice.value)} {notice.reason}.
            </li>
          ))}
        </ul>
      </div>
      <button type="button" className="button button-quiet" onClick={dismiss}>
        Dismiss
      </button>
    </div>
  );
}

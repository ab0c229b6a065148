import { useEffect, useId, useRef, useState } from 'react';
import { periodLabels, type PeriodPreset } from '../../core/date-window.ts';
import styles from './filter-bar.module.css';
import type { ShareLinks } from './share-links.ts';

type Props = {
  links: ShareLinks;
  period: PeriodPreset | null;
  onCopied: () => void;
  close: (returnFocus: boolean) => void;
};

async function writeClipboard(text: string): Promise<boolean> {
  try {
    if (!navigator.clipboard?.writeText) return false;
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * The open "Copy link" menu, loaded with its first opening. Without clipboard access the link is shown selected in a
 * read-only field instead.
 */
export function CopyLinkMenu({ links, period, onCopied, close }: Props) {
  const [fallback, setFallback] = useState<string | null>(null);
  const fallbackId = useId();
  const fallbackInput = useRef<HTMLInputElement>(null);

  useEffect(() => fallbackInput.current?.select(), [fallback]);

  const copy = async (url: string) => {
    if (!(await writeClipboard(url))) {
      setFallback(url);
      return;
    }
    onCopied();
    close(true);
  };

  return (
    <div className={styles.copyMenu}>
      <button type="button" className={`button ${styles.menuButton}`} autoFocus onClick={() => void copy(links.exact)}>
        Copy link to this exact window
      </button>
      {links.rolling !== null && period && (
        <button type="button" className={`button ${styles.menuButton}`} onClick={() => void copy(links.rolling ?? links.exact)}>
          Copy link to the rolling period ({periodLabels[period]})
        </button>
      )}
      {fallback && (
        <div className={styles.fallback}>
          <label htmlFor={fallbackId}>The clipboard is not available here. Copy this link with Ctrl+C (⌘C on a Mac):</label>
          <input
            id={fallbackId}
            ref={fallbackInput}
            className={styles.search}
            readOnly
            value={fallback}
            onFocus={(event) => event.target.select()}
          />
        </div>
      )}
    </div>
  );
}

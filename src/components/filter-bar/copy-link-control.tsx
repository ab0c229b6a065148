import { useEffect, useId, useRef, useState } from 'react';
import { periodLabels, type PeriodPreset } from '../../core/date-window.ts';
import styles from './filter-bar.module.css';
import { Popover } from './popover.tsx';
import type { ShareLinks } from './share-links.ts';

type Props = {
  /** Built when the menu opens, from the location at that moment. */
  links: () => ShareLinks;
  period: PeriodPreset | null;
};

const CONFIRMATION_MS = 4000;

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
 * "Copy link" with both kinds of link when the view rolls on a period: the exact dates (what
 * the reader sees now) or the rolling period (what a colleague opening it next month should
 * see). Without clipboard access the link is shown selected in a read-only field instead.
 */
export function CopyLinkControl({ links, period }: Props) {
  const [open, setOpen] = useState(false);
  const [copied, setCopied] = useState(false);
  const [fallback, setFallback] = useState<string | null>(null);
  const fallbackId = useId();
  const fallbackInput = useRef<HTMLInputElement>(null);
  const current = open ? links() : null;

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  useEffect(() => fallbackInput.current?.select(), [fallback]);

  const copy = async (url: string, close: (returnFocus: boolean) => void) => {
    if (await writeClipboard(url)) {
      setFallback(null);
      setCopied(true);
      close(true);
    } else {
      setFallback(url);
    }
  };

  return (
    <div className={styles.copyLink}>
      <Popover
        trigger="Copy link"
        panelLabel="Copy link"
        open={open}
        onOpen={() => {
          setFallback(null);
          setOpen(true);
        }}
        onClose={() => setOpen(false)}
      >
        {(close) =>
          current && (
            <div className={styles.copyMenu}>
              <button type="button" className={`button ${styles.menuButton}`} autoFocus onClick={() => void copy(current.exact, close)}>
                Copy link to this exact window
              </button>
              {current.rolling !== null && period && (
                <button type="button" className={`button ${styles.menuButton}`} onClick={() => void copy(current.rolling ?? current.exact, close)}>
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
          )
        }
      </Popover>
      <span role="status" className={styles.copied}>
        {copied ? 'Link copied' : ''}
      </span>
    </div>
  );
}

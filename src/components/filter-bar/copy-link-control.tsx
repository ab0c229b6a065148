import { lazy, Suspense, useEffect, useState } from 'react';
import type { PeriodPreset } from '../../core/date-window.ts';
import styles from './filter-bar.module.css';
import { Popover } from './popover.tsx';
import type { ShareLinks } from './share-links.ts';

/** Fetched when the pointer or the focus comes to it, or at the first opening: copying a link waits for no figure. */
const loadMenu = () => import('./copy-link-menu.tsx');
const CopyLinkMenu = lazy(() => loadMenu().then((module) => ({ default: module.CopyLinkMenu })));

type Props = {
  /** Built when the menu opens, from the location at that moment. */
  links: () => ShareLinks;
  period: PeriodPreset | null;
};

const CONFIRMATION_MS = 4000;

/**
 * "Copy link" with both kinds of link when the view rolls on a period: the exact dates (what
 * the reader sees now) or the rolling period (what a colleague opening it next month should
 * see).
 */
export function CopyLinkControl({ links, period }: Props) {
  const [open, setOpen] = useState(false);
  const [copied, setCopied] = useState(false);
  const current = open ? links() : null;

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  return (
    <div className={styles.copyLink} onPointerEnter={() => void loadMenu()} onFocus={() => void loadMenu()}>
      <Popover trigger="Copy link" panelLabel="Copy link" open={open} onOpen={() => setOpen(true)} onClose={() => setOpen(false)}>
        {(close) =>
          current && (
            <Suspense fallback={null}>
              <CopyLinkMenu links={current} period={period} onCopied={() => setCopied(true)} close={close} />
            </Suspense>
          )
        }
      </Popover>
      <span role="status" className={styles.copied}>
        {copied ? 'Link copied' : ''}
      </span>
    </div>
  );
}

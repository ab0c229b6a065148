import { type ReactNode, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import styles from './filter-bar.module.css';

type Props = {
  /** What the trigger button shows. */
  trigger: ReactNode;
  /** The trigger's accessible name when its text alone is not enough ("Accounts, 2 selected"). */
  triggerLabel?: string;
  panelLabel: string;
  open: boolean;
  onOpen: () => void;
  /** `returnFocus` is true when the reader closed it from the keyboard (Escape, Enter). */
  onClose: (returnFocus: boolean) => void;
  focusTarget?: boolean;
  active?: boolean;
  /** The panel's content, given `close` for its own Apply or Copy buttons. */
  children: (close: (returnFocus: boolean) => void) => ReactNode;
};

const SCREEN_MARGIN = 8;

/**
 * A button and the non-modal panel it opens. Escape closes it and gives focus back to the
 * button; a click outside or tabbing away closes it too. A panel that would leave the
 * screen opens leftwards from the button instead; on a phone it spans the screen (CSS).
 */
export function Popover({ trigger, triggerLabel, panelLabel, open, onOpen, onClose, focusTarget, active, children }: Props) {
  const panelId = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  // State rather than a ref: `close` goes to `children` during render, and focuses the button later.
  const [button, setButton] = useState<HTMLButtonElement | null>(null);
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    function onPointerDown(event: PointerEvent) {
      if (!wrapper.current?.contains(event.target as Node)) onClose(false);
    }
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, onClose]);

  useLayoutEffect(() => {
    // Measuring forces a layout: a closed popover must not pay for one on every page's first render.
    const element = panel.current;
    if (!open || !element || !wrapper.current) return;
    const anchor = wrapper.current.getBoundingClientRect();
    delete element.dataset.align;
    const rect = element.getBoundingClientRect();
    if (rect.right > document.documentElement.clientWidth - SCREEN_MARGIN && anchor.right - rect.width >= SCREEN_MARGIN) {
      element.dataset.align = 'end';
    }
  }, [open]);

  const close = (returnFocus: boolean) => {
    onClose(returnFocus);
    if (returnFocus) button?.focus();
  };

  return (
    <div
      ref={wrapper}
      className={styles.popoverAnchor}
      onBlur={(event) => {
        if (open && event.relatedTarget instanceof Node && !wrapper.current?.contains(event.relatedTarget)) onClose(false);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.preventDefault();
          event.stopPropagation();
          close(true);
        }
      }}
    >
      <button
        ref={setButton}
        type="button"
        className={`button ${styles.trigger} ${active ? styles.triggerActive : ''}`}
        aria-expanded={open}
        aria-haspopup="dialog"
        aria-controls={open ? panelId : undefined}
        aria-label={triggerLabel}
        data-filter-focus={focusTarget ? '' : undefined}
        onClick={() => (open ? onClose(false) : onOpen())}
      >
        {trigger}
        <span aria-hidden="true" className={styles.caret}>
          ▾
        </span>
      </button>
      {open && (
        <div ref={panel} id={panelId} role="dialog" aria-label={panelLabel} className={styles.popover}>
          {children(close)}
        </div>
      )}
    </div>
  );
}

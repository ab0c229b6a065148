import { type ReactNode, useEffect, useId, useRef } from 'react';
import styles from './forecasts-page.module.css';

type Props = { open: boolean; onClose: () => void; title: ReactNode; children: ReactNode };

/** A native modal dialog: focus moves in and back, Escape closes, the page behind is inert. */
export function ModalDialog({ open, onClose, title, children }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  return (
    <dialog ref={dialog} className={styles.dialog} onClose={onClose} aria-labelledby={titleId}>
      {open && (
        <>
          <div className={styles.dialogHead}>
            <h2 id={titleId}>{title}</h2>
            <form method="dialog">
              <button className="button button-quiet" type="submit" aria-label="Close">✕</button>
            </form>
          </div>
          {children}
        </>
      )}
    </dialog>
  );
}

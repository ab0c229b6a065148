import { type ReactNode, useId } from 'react';
import { useModalDialog } from '../../components/use-modal-dialog.ts';
import styles from './forecasts-page.module.css';

type Props = { open: boolean; onClose: () => void; title: ReactNode; children: ReactNode };

/** A native modal dialog: focus moves in and back, Escape closes, the page behind is inert. */
export function ModalDialog({ open, onClose, title, children }: Props) {
  const dialog = useModalDialog(open);
  const titleId = useId();

  return (
    <dialog ref={dialog} className={styles.dialog} onClose={onClose} aria-labelledby={titleId}>
      {open && (
        <>
          <div className={styles.dialogHead}>
            <h2 id={titleId}>{title}</h2>
            <form method="dialog">
              <button className="button button-quiet" type="submit" aria-label="Close">
                ✕
              </button>
            </form>
          </div>
          {children}
        </>
      )}
    </dialog>
  );
}

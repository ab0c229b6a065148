import { type RefObject, useEffect, useRef } from 'react';

/**
 * Keeps a native <dialog> shown as a modal while `open` is true, so focus, Escape and the
 * inert page behind behave as readers expect. Attach the returned ref to the dialog.
 */
export function useModalDialog(open: boolean): RefObject<HTMLDialogElement | null> {
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return ref;
}

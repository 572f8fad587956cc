import { useEffect, useRef, type ReactNode } from 'react';
import '../../../shared/ui/bestaetigung.css';

/**
 * An account action's confirmation as a modal alertdialog labelled by its heading: focus moves into it (its
 * first field), stays inside while it is open and returns to the action's button when it closes; Escape
 * cancels. The form inside is the page's own (it sends through useFormular).
 */
export function AktionDialog({ titelId, abbrechen, children }: { titelId: string; abbrechen: () => void; children: ReactNode }) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const d = dialog.current;
    if (!d) return undefined;
    const vorher = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!d.open) d.showModal();
    d.querySelector<HTMLElement>('textarea, input, button')?.focus();
    return () => {
      if (d.open) d.close();
      if (vorher?.isConnected) vorher.focus();
    };
  }, []);
  return (
    <dialog
      ref={dialog}
      role="alertdialog"
      aria-modal="true"
      className="bestaetigung"
      aria-labelledby={titelId}
      onCancel={(e) => {
        e.preventDefault();
        abbrechen();
      }}
    >
      {children}
    </dialog>
  );
}

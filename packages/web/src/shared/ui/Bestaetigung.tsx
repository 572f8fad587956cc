import { useEffect, useId, useRef } from 'react';
import './bestaetigung.css';

export interface BestaetigungProps {
  offen: boolean;
  titel: string;
  text: string;
  onJa(): void;
  onNein(): void;
  jaText?: string;
  neinText?: string;
}

/**
 * SPEC §4 yes/no confirmation as a native modal <dialog>: the browser keeps focus inside and moves it
 * in (to "Nein", the harmless answer), Escape closes it (as "Nein"), and it is labelled by its title
 * and described by its text. Focus returns to where it was when it closes.
 */
export function Bestaetigung({ offen, titel, text, onJa, onNein, jaText = 'Ja', neinText = 'Nein' }: BestaetigungProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const nein = useRef<HTMLButtonElement>(null);
  const id = useId();

  useEffect(() => {
    const d = dialog.current;
    if (!d || !offen) return undefined;
    const vorher = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!d.open) d.showModal();
    nein.current?.focus();
    return () => {
      if (d.open) d.close();
      if (vorher?.isConnected) vorher.focus();
    };
  }, [offen]);

  return (
    <dialog
      ref={dialog}
      className="bestaetigung"
      aria-labelledby={`${id}-titel`}
      aria-describedby={`${id}-text`}
      onCancel={(e) => {
        e.preventDefault();
        onNein();
      }}
    >
      <h2 id={`${id}-titel`}>{titel}</h2>
      <p id={`${id}-text`}>{text}</p>
      <div className="knopfleiste">
        <button type="button" className="knopf" onClick={onJa}>
          {jaText}
        </button>
        <button type="button" ref={nein} className="knopf knopf-sekundaer" onClick={onNein}>
          {neinText}
        </button>
      </div>
    </dialog>
  );
}

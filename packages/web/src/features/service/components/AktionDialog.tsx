import { AKTIONEN_MIT_GRUND, serviceTexte, type KontoAktion } from '@ekp/contract';
import { useEffect, useId, useRef, type FormHTMLAttributes } from 'react';
import { Textbereich } from '../../../shared/ui/Felder.tsx';
import { Meldung } from '../Meldung.tsx';
import '../../../shared/ui/bestaetigung.css';

const t = serviceTexte;

interface Props {
  aktion: KontoAktion;
  grund: string;
  setGrund: (g: string) => void;
  fehler: string | undefined;
  meldung: string | null;
  formular: FormHTMLAttributes<HTMLFormElement>;
  abbrechen: () => void;
}

/**
 * An account action's confirmation as a modal alertdialog: focus moves into it (the reason field), stays
 * inside while it is open, and returns to the action's button when it closes; Escape cancels. The reason
 * field is labelled and says whether it is required.
 */
export function AktionDialog({ aktion, grund, setGrund, fehler, meldung, formular, abbrechen }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const id = useId();
  useEffect(() => {
    const d = dialog.current;
    if (!d) return undefined;
    const vorher = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!d.open) d.showModal();
    d.querySelector('textarea')?.focus();
    return () => {
      if (d.open) d.close();
      if (vorher?.isConnected) vorher.focus();
    };
  }, []);
  const pflicht = AKTIONEN_MIT_GRUND.includes(aktion);
  return (
    <dialog
      ref={dialog}
      role="alertdialog"
      aria-modal="true"
      className="bestaetigung"
      aria-labelledby={`${id}-titel`}
      onCancel={(e) => {
        e.preventDefault();
        abbrechen();
      }}
    >
      <form className="formular" {...formular}>
        <h2 id={`${id}-titel`}>{t.aktion.bestaetigen(t.aktionen[aktion])}</h2>
        <Meldung text={meldung} />
        <Textbereich
          id="grund"
          label={`${t.aktion.grund}${pflicht ? ' (Pflicht)' : ' (optional)'}`}
          required={pflicht}
          value={grund}
          fehler={fehler}
          onChange={(e) => setGrund(e.target.value)}
        />
        <div className="knopfleiste">
          <button type="submit" className="knopf">{t.aktion.ausfuehren}</button>
          <button type="button" className="knopf knopf-sekundaer" onClick={abbrechen}>{t.aktion.abbrechen}</button>
        </div>
      </form>
    </dialog>
  );
}

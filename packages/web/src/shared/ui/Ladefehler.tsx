import { uiTexte } from '@ekp/contract/aufrufe';
import { Meldung } from './Meldung.tsx';

/**
 * Issue 31 item 12: a screen whose data failed to load (a 500, a lost connection) says so and offers to
 * ask again, instead of leaving the customer on a dead end. `text` is the screen's SPEC §8 message.
 */
export function Ladefehler({ text, erneut, laedt = false }: { text: string; erneut: () => unknown; laedt?: boolean }) {
  return (
    <Meldung
      art="fehler"
      hilfe={uiTexte.hilfe.ladefehler}
      aktion={
        <button type="button" className="knopf knopf-sekundaer" onClick={() => void erneut()} disabled={laedt}>
          Erneut versuchen
        </button>
      }
    >
      {text}
    </Meldung>
  );
}

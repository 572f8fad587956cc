import { texte, type DatierterEintrag } from '@ekp/contract';
import { useEffect, type ReactNode } from 'react';
import { useNachrichten } from '../nachrichten/nachrichten.tsx';
import { useZurueck } from '../routing/zurueck.ts';
import { Ladeanzeige } from '../ui/Meldung.tsx';
import { Seite } from '../ui/Seite.tsx';
import type { DatierteEintraegeArt } from './art.ts';

/**
 * SPEC §2 …/editieren of a customer-wide or a contract's entry: the feature's form inside, Speichern shows
 * the saved message and goes back, Abbrechen goes back. With `laden`, the form waits for what it is
 * prefilled from; if that load fails, the error shows and the editor goes back.
 */
export function EintragEditieren<T extends DatierterEintrag>(props: {
  art: DatierteEintraegeArt<T, unknown>;
  vertragId?: string | undefined;
  laden?: { geladen: boolean; fehlgeschlagen: boolean };
  renderFormular(onGespeichert: () => void): ReactNode;
}) {
  const { art, vertragId, laden = { geladen: true, fehlgeschlagen: false }, renderFormular } = props;
  const zurueck = useZurueck();
  // Without portal history: the list this entry now shows in (the contract's, else the data overview).
  const ersatz = vertragId ? art.pfade.vertragListe.replace('$vertragId', vertragId) : '/daten/uebersicht';
  const { zeigen } = useNachrichten();
  const { geladen, fehlgeschlagen } = laden;

  useEffect(() => {
    if (!fehlgeschlagen) return;
    zeigen({ art: 'fehler', text: texte.listen.fehler });
    zurueck(ersatz);
  }, [fehlgeschlagen, zeigen, zurueck, ersatz]);

  return (
    <Seite titel={art.editorTitel(vertragId)}>
      {!geladen && !fehlgeschlagen && <Ladeanzeige />}
      {geladen &&
        renderFormular(() => {
          zeigen({ art: 'erfolg', text: art.texte.gespeichert });
          zurueck(ersatz);
        })}
      <div className="knopfleiste">
        <button type="button" className="knopf knopf-sekundaer" onClick={() => zurueck(ersatz)}>
          Abbrechen
        </button>
      </div>
    </Seite>
  );
}

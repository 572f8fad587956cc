import { bankTexte } from '@ekp/contract';
import { useZurueck } from '../../../shared/routing/zurueck.ts';
import { useNachrichten } from '../../../shared/nachrichten/nachrichten.tsx';
import { Seite } from '../../../shared/ui/Seite.tsx';
import { BankverbindungFormular } from './BankverbindungFormular.tsx';

/** SPEC §2 /bankverbindung/editieren and /vertrag/{id}/bankverbindungen/editieren: create, Speichern, then back. */
export function BankverbindungEditieren({ vertragId }: { vertragId?: string }) {
  const zurueck = useZurueck();
  // Without portal history: the list this entry now shows in (the contract's, else the data overview).
  const ersatz = vertragId ? `/vertrag/${vertragId}/bankverbindungen` : '/daten/uebersicht';
  const { zeigen } = useNachrichten();
  return (
    <Seite titel={vertragId ? `Bankverbindung zum Vertrag ${vertragId} editieren` : 'Bankverbindung editieren'}>
      <BankverbindungFormular
        {...(vertragId ? { vertragId } : {})}
        onGespeichert={() => {
          zeigen({ art: 'erfolg', text: bankTexte.gespeichert });
          zurueck(ersatz);
        }}
      />
      <div className="knopfleiste">
        <button type="button" className="knopf knopf-sekundaer" onClick={() => zurueck(ersatz)}>
          Abbrechen
        </button>
      </div>
    </Seite>
  );
}

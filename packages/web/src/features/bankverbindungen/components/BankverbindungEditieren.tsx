import { bankTexte } from '@ekp/contract';
import { useRouter } from '@tanstack/react-router';
import { useNachrichten } from '../../../shared/nachrichten/nachrichten.tsx';
import { Seite } from '../../../shared/ui/Seite.tsx';
import { BankverbindungFormular } from './BankverbindungFormular.tsx';

/** SPEC §2 /bankverbindung/editieren and /vertrag/{id}/bankverbindungen/editieren: create, Speichern, then back. */
export function BankverbindungEditieren({ vertragId }: { vertragId?: string }) {
  const router = useRouter();
  const { zeigen } = useNachrichten();
  return (
    <Seite titel={vertragId ? `Bankverbindung zum Vertrag ${vertragId} editieren` : 'Bankverbindung editieren'}>
      <BankverbindungFormular
        {...(vertragId ? { vertragId } : {})}
        onGespeichert={() => {
          zeigen({ art: 'erfolg', text: bankTexte.gespeichert });
          router.history.back();
        }}
      />
      <div className="knopfleiste">
        <button type="button" className="knopf knopf-sekundaer" onClick={() => router.history.back()}>
          Abbrechen
        </button>
      </div>
    </Seite>
  );
}

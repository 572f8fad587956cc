import { benachrichtigungenTexte as t, zeitpunktDeutsch } from '@ekp/contract';
import { useState } from 'react';
import { Meldung } from '../../../shared/ui/Meldung.tsx';
import { schreibschutz } from '../../../shared/sitzung/schreibschutz.ts';
import { Abschnitt } from '../../../shared/ui/Seite.tsx';
import { useEinstellungen, usePushAbmelden, usePushAnmelden } from '../api/benachrichtigungen.ts';

const base64url = (wert: string) => Uint8Array.from(atob(wert.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (wert.length % 4)) % 4)), (z) => z.charCodeAt(0));

/** The devices that receive push: this one can be added (the browser asks for permission), each can be removed. */
export function Geraete() {
  const einstellungen = useEinstellungen();
  const anmelden = usePushAnmelden();
  const abmelden = usePushAbmelden();
  const [fehler, setFehler] = useState<string | null>(null);
  const schluessel = einstellungen.data?.pushSchluessel;
  const moeglich = typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window;

  const diesesGeraet = async () => {
    setFehler(null);
    try {
      const registrierung = await navigator.serviceWorker.ready;
      const abo = await registrierung.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: base64url(schluessel!) });
      const json = abo.toJSON();
      anmelden.mutate({ endpoint: json.endpoint!, keys: { p256dh: json.keys!.p256dh!, auth: json.keys!.auth! }, geraet: navigator.userAgent.includes('Mobile') ? 'Mobilgerät' : 'Computer' });
    } catch {
      setFehler('Push-Benachrichtigungen konnten auf diesem Gerät nicht eingerichtet werden. Bitte erlauben Sie Benachrichtigungen in Ihrem Browser.');
    }
  };

  return (
    <Abschnitt titel="Geräte mit Push-Benachrichtigungen">
      {einstellungen.data && einstellungen.data.pushGeraete.length === 0 && <p>Noch kein Gerät erhält Push-Benachrichtigungen.</p>}
      {einstellungen.data && einstellungen.data.pushGeraete.length > 0 && (
        <ul className="geraete">
          {einstellungen.data.pushGeraete.map((g) => (
            <li key={g.id}>
              {g.geraet}, hinzugefügt am {zeitpunktDeutsch(g.erstellt)}{' '}
              <button type="button" className="knopf knopf-sekundaer" aria-label={`Entfernen: ${g.geraet}`} disabled={abmelden.isPending} {...schreibschutz()} onClick={() => abmelden.mutate(g.id)}>
                Entfernen
              </button>
            </li>
          ))}
        </ul>
      )}
      {schluessel === null && <p>{t.pushAus}</p>}
      {schluessel && moeglich && (
        <button type="button" className="knopf" disabled={anmelden.isPending} {...schreibschutz()} onClick={() => void diesesGeraet()}>
          Dieses Gerät hinzufügen
        </button>
      )}
      {fehler && <Meldung art="fehler">{fehler}</Meldung>}
      {anmelden.error && <Meldung art="fehler">{anmelden.error.message}</Meldung>}
    </Abschnitt>
  );
}

import { ansichtTexte as t, authKoepfe } from '@ekp/contract/ohne-zod';
import { useState, useSyncExternalStore } from 'react';
import { createRoot } from 'react-dom/client';
import { api } from '../../shared/api/client.ts';
import { ANSICHT_GRUND_ID } from '../../shared/sitzung/schreibschutz.ts';
import { ANSICHT_SCHLUESSEL, ansicht, sitzung, SITZUNG_SCHLUESSEL, type Ansicht } from '../../shared/sitzung/sitzung.ts';

/**
 * The banner of the staff's read-only "Ansicht als Kunde", above every page of the portal
 * (a root of its own before the app, loaded only in a view). The end button sends the view's logout, which
 * the server audits as its end, and goes back to the customer in the console.
 */
function Banner({ a }: { a: Ansicht }) {
  const zustand = useSyncExternalStore(sitzung.abonnieren, () => sitzung.zustand());
  const [beendet, setBeendet] = useState(false);
  const zurueck = `/service/kunden/${encodeURIComponent(a.kundennummer)}`;
  const bis = new Date(a.bis).toLocaleTimeString('de-DE', { timeZone: 'Europe/Berlin', hour: '2-digit', minute: '2-digit' });
  const beenden = async () => {
    await api(authKoepfe.logout).catch(() => undefined);
    setBeendet(true);
    sessionStorage.removeItem(SITZUNG_SCHLUESSEL);
    sessionStorage.removeItem(ANSICHT_SCHLUESSEL);
    location.assign(zurueck);
  };
  const vorbei = beendet || zustand === 'abgemeldet';
  return (
    <section className="ansicht-banner" aria-label={t.starten}>
      <p>
        {vorbei ? t.beendet : t.banner(a.kundennummer, bis)} {t.von(a.von)}
      </p>
      <p id={ANSICHT_GRUND_ID}>{t.nurLesen}</p>
      {vorbei ? (
        <a className="knopf knopf-sekundaer" href={zurueck}>{t.zurKonsole}</a>
      ) : (
        <button type="button" className="knopf knopf-sekundaer" onClick={beenden}>{t.beenden}</button>
      )}
    </section>
  );
}

export function bannerZeigen(): void {
  const a = ansicht();
  if (!a) return;
  const ort = document.createElement('div');
  document.body.prepend(ort);
  createRoot(ort).render(<Banner a={a} />);
}

import { serviceTexte, type Anschlussnutzer } from '@ekp/contract';
import { useEffect, useRef, useState } from 'react';
import { ApiFehler, rufe } from './api.ts';
import { Meldung } from './Meldung.tsx';
import { navigieren } from './weg.tsx';

const t = serviceTexte.ansicht;
interface Vertrag { id: string; versorgungsart: string; status?: string; lieferstelle?: unknown }

/**
 * "Ansicht als Kunde": the console asks the customers' own endpoints with the read-only view token, so it
 * shows their answers for this customer; the banner stays on top of the page. The server refuses any write
 * with it (403) and ends it after 15 minutes; leaving the page ends it now.
 */
export function Ansicht({ kundennummer }: { kundennummer: string }) {
  const [ansicht, setAnsicht] = useState<{ token: string; bis: string } | null>(null);
  const [kunde, setKunde] = useState<Anschlussnutzer | null>(null);
  const [vertraege, setVertraege] = useState<Vertrag[]>([]);
  const [fehler, setFehler] = useState<string | null>(null);
  const gestartet = useRef(false);
  const pfad = `/service/kunden/${encodeURIComponent(kundennummer)}`;

  useEffect(() => {
    if (gestartet.current) return;
    gestartet.current = true;
    (async () => {
      try {
        const a = await rufe<{ token: string; bis: string }>('POST', `${pfad}/ansicht`);
        setAnsicht(a);
        const alsKunde = async <T,>(p: string) => {
          const res = await fetch(`/api${p}`, { headers: { kundennummer, token: a.token } });
          if (!res.ok) throw new ApiFehler(res.status, await res.json());
          return (await res.json()) as T;
        };
        const k = await alsKunde<Anschlussnutzer>('/anschlussnutzer');
        setKunde(k);
        setVertraege(await Promise.all(k.vertraege.map((id) => alsKunde<Vertrag>(`/${encodeURIComponent(id)}`))));
      } catch (f) {
        setFehler(f instanceof ApiFehler ? f.message : null);
      }
    })();
  }, [kundennummer, pfad]);

  const beenden = async () => {
    await rufe('DELETE', `${pfad}/ansicht`).catch(() => {});
    navigieren(pfad);
  };
  const bis = ansicht ? new Date(ansicht.bis).toLocaleTimeString('de-DE', { timeZone: 'Europe/Berlin', hour: '2-digit', minute: '2-digit' }) : '';
  return (
    <>
      <section className="ansicht-banner" aria-label="Ansicht als Kunde">
        <span>{ansicht ? t.banner(kundennummer, bis) : t.starten}</span>
        <button type="button" className="knopf knopf-sekundaer" onClick={beenden}>{t.beenden}</button>
      </section>
      <div className="seite">
        <Meldung text={fehler} />
        {kunde && (
          <>
            <h1>Guten Tag, {[kunde.anrede, kunde.titel, kunde.vorname, kunde.nachname].filter(Boolean).join(' ')}</h1>
            <dl className="werteliste">
              <div className="werteliste-zeile"><dt>Kundennummer</dt><dd>{kunde.kundennummer}</dd></div>
              <div className="werteliste-zeile"><dt>E-Mail</dt><dd>{kunde.email ?? '–'}</dd></div>
            </dl>
            <h2>Ihre Verträge</h2>
            {vertraege.length === 0 ? <p>Keine Verträge.</p> : (
              <ul>{vertraege.map((v) => <li key={v.id}>{v.versorgungsart} – Vertrag {v.id}{v.status ? ` (${v.status})` : ''}</li>)}</ul>
            )}
          </>
        )}
      </div>
    </>
  );
}

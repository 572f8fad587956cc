import { serviceTexte, type Einstellungen as E } from '@ekp/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiFehler, rufe } from './api.ts';
import { Meldung } from './Meldung.tsx';

const t = serviceTexte.einstellungen;

/** ADMIN: the tenant's audit-log retention and the "erledigt" mail template. */
export function Einstellungen() {
  const abfrage = useQuery({ queryKey: ['service-einstellungen'], queryFn: () => rufe<E>('GET', '/service/einstellungen') });
  return <div className="seite"><h1>{t.titel}</h1>{abfrage.data && <Formular start={abfrage.data} />}</div>;
}

function Formular({ start }: { start: E }) {
  const [werte, setWerte] = useState(start);
  const [fehler, setFehler] = useState<string | null>(null);
  const [erfolg, setErfolg] = useState<string | null>(null);
  return (
    <form
      className="formular"
      onSubmit={async (e) => {
        e.preventDefault();
        setFehler(null);
        setErfolg(null);
        try {
          setWerte(await rufe<E>('PUT', '/service/einstellungen', { body: werte }));
          setErfolg('Gespeichert.');
        } catch (f) {
          setFehler(f instanceof ApiFehler ? f.message : null);
        }
      }}
    >
      <Meldung text={fehler} />
      <Meldung text={erfolg} art="erfolg" />
      <div className="feld">
        <label htmlFor="tage">{t.protokollTage}</label>
        <input id="tage" type="number" min={30} max={3650} required value={werte.protokollTage} onChange={(e) => setWerte({ ...werte, protokollTage: Number(e.target.value) })} />
      </div>
      <div className="feld">
        <label htmlFor="betreff">{t.erledigtBetreff}</label>
        <input id="betreff" required value={werte.erledigtBetreff} onChange={(e) => setWerte({ ...werte, erledigtBetreff: e.target.value })} />
      </div>
      <div className="feld">
        <label htmlFor="text">{t.erledigtText}</label>
        <textarea id="text" rows={8} required value={werte.erledigtText} onChange={(e) => setWerte({ ...werte, erledigtText: e.target.value })} aria-describedby="platzhalter" />
        <span className="feld-hinweis" id="platzhalter">Platzhalter: {'{art}'}, {'{eingang}'}, {'{kundennummer}'}, {'{versorger}'}</span>
      </div>
      <button type="submit" className="knopf">Speichern</button>
    </form>
  );
}

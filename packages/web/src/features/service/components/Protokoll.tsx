import { protokollAktionText, serviceApi, serviceTexte, zeitpunktDeutsch } from '@ekp/contract';
import { useState } from 'react';
import { api, herunterladen, konsolentext, speichern } from '../api/konsole.ts';
import { Meldung } from './Meldung.tsx';
import { TabellenRahmen } from '../../../shared/ui/TabellenRahmen.tsx';

const t = serviceTexte.protokoll;
const heute = () => new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Berlin' });

/** The tenant's audit log for a period, and its CSV export (ADMIN). */
export function Protokoll() {
  const [von, setVon] = useState(heute);
  const [bis, setBis] = useState(heute);
  const [eintraege, setEintraege] = useState<{ id: number; zeitpunkt: string; kennung: string; aktion: string; kundennummer: string | null; details: string; adresse: string }[] | null>(null);
  const [fehler, setFehler] = useState<string | null>(null);
  const zeigen = async (e: React.FormEvent) => {
    e.preventDefault();
    setFehler(null);
    try {
      setEintraege((await api(serviceApi.protokoll, { query: { von, bis } })).eintraege);
    } catch (f) {
      setFehler(konsolentext(f) ?? null);
    }
  };
  const exportieren = async () => {
    try {
      const { blob } = await herunterladen(serviceApi.protokoll, { query: { von, bis }, headers: { accept: 'text/csv' } });
      speichern(blob, `protokoll-${von}-${bis}.csv`);
    } catch (f) {
      setFehler(konsolentext(f) ?? null);
    }
  };
  return (
    <div className="seite">
      <h1>{t.titel}</h1>
      <form className="konsole-filter" onSubmit={zeigen}>
        <div className="feld"><label htmlFor="von">{t.von}</label><input id="von" type="date" required value={von} onChange={(e) => setVon(e.target.value)} /></div>
        <div className="feld"><label htmlFor="bis">{t.bis}</label><input id="bis" type="date" required value={bis} onChange={(e) => setBis(e.target.value)} /></div>
        <button type="submit" className="knopf">Anzeigen</button>
        <button type="button" className="knopf knopf-sekundaer" onClick={exportieren}>{t.export}</button>
      </form>
      <Meldung text={fehler} />
      {eintraege && (
        <TabellenRahmen name={serviceTexte.tabelle(t.titel)}>
          <table className="konsole-tabelle">
            <thead><tr><th scope="col">Zeitpunkt</th><th scope="col">Kennung</th><th scope="col">Aktion</th><th scope="col">Kunde</th><th scope="col">Details</th><th scope="col">IP-Adresse</th></tr></thead>
            <tbody>{eintraege.map((e) => <tr key={e.id}><td>{zeitpunktDeutsch(e.zeitpunkt)}</td><td>{e.kennung}</td><td>{protokollAktionText(e.aktion)}<br /><small className="konsole-code">{e.aktion}</small></td><td>{e.kundennummer}</td><td>{e.details}</td><td>{e.adresse}</td></tr>)}</tbody>
          </table>
        </TabellenRahmen>
      )}
    </div>
  );
}

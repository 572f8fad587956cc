import { protokollAktionText, serviceTexte, zeitpunktDeutsch } from '@ekp/contract';
import { useState } from 'react';
import { ApiFehler, rufe } from './api.ts';
import { Meldung } from './Meldung.tsx';
import { TabellenRahmen } from '../../shared/ui/TabellenRahmen.tsx';

const t = serviceTexte.protokoll;
interface Eintrag { id: number; zeitpunkt: string; kennung: string; aktion: string; kundennummer: string | null; details: string; adresse: string }
const heute = () => new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Berlin' });

/** The tenant's audit log for a period, and its CSV export (ADMIN). */
export function Protokoll() {
  const [von, setVon] = useState(heute);
  const [bis, setBis] = useState(heute);
  const [eintraege, setEintraege] = useState<Eintrag[] | null>(null);
  const [fehler, setFehler] = useState<string | null>(null);
  const q = () => new URLSearchParams({ von, bis });
  const zeigen = async (e: React.FormEvent) => {
    e.preventDefault();
    setFehler(null);
    try {
      setEintraege((await rufe<{ eintraege: Eintrag[] }>('GET', `/service/protokoll?${q()}`)).eintraege);
    } catch (f) {
      setFehler(f instanceof ApiFehler ? f.message : null);
    }
  };
  const exportieren = async () => {
    try {
      const csv = await rufe<string>('GET', `/service/protokoll?${q()}`, { headers: { accept: 'text/csv' }, text: true });
      const a = document.createElement('a');
      a.href = URL.createObjectURL(new Blob([csv], { type: 'text/csv' }));
      a.download = `protokoll-${von}-${bis}.csv`;
      a.click();
      URL.revokeObjectURL(a.href);
    } catch (f) {
      setFehler(f instanceof ApiFehler ? f.message : null);
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

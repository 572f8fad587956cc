import { serviceApi, serviceTexte } from '@ekp/contract';
import type { z } from 'zod';
import type { KundenSucheSchema } from '@ekp/contract';
import { useState } from 'react';
import { api, konsolentext } from '../api/konsole.ts';
import { Meldung } from './Meldung.tsx';
import { Verweis } from './weg.tsx';
import { TabellenRahmen } from '../../../shared/ui/TabellenRahmen.tsx';

const t = serviceTexte.suche;
type Ergebnis = z.infer<typeof KundenSucheSchema>;
const FELD: Record<Ergebnis['treffer'][number]['feld'], string> = {
  kundennummer: 'Kundennummer', name: 'Name', firma: 'Firma', email: 'E-Mail', vertrag: 'Vertragsnummer', zaehler: 'Zählernummer', malo: 'MaLo-ID', melo: 'MeLo-ID',
};

export function Suche() {
  const [suche, setSuche] = useState(() => new URLSearchParams(location.search).get('suche') ?? '');
  const [ergebnis, setErgebnis] = useState<Ergebnis | null>(null);
  const [fehler, setFehler] = useState<string | null>(null);
  const laden = async (seite: number) => {
    setFehler(null);
    if (suche.trim().length < 2) return setFehler(t.zuKurz);
    try {
      setErgebnis(await api(serviceApi.kundenSuche, { query: { suche, seite } }));
      history.replaceState(null, '', `/service?${new URLSearchParams({ suche })}`);
    } catch (f) {
      setFehler(konsolentext(f) ?? null);
    }
  };
  const seiten = ergebnis ? Math.max(1, Math.ceil(ergebnis.gesamt / ergebnis.seitengroesse)) : 1;
  return (
    <div className="seite">
      <h1>{t.titel}</h1>
      <search><form className="konsole-filter" onSubmit={(e) => { e.preventDefault(); void laden(1); }}>
        <div className="feld">
          <label htmlFor="suche">{t.feld}</label>
          <input id="suche" type="search" size={40} value={suche} onChange={(e) => setSuche(e.target.value)} aria-describedby="suche-hinweis" />
          <span className="feld-hinweis" id="suche-hinweis">{t.hinweis}</span>
        </div>
        <button type="submit" className="knopf">{t.absenden}</button>
      </form></search>
      <Meldung text={fehler} />
      {ergebnis && (
        <section aria-live="polite">
          <p>{ergebnis.gesamt === 0 ? t.keineTreffer : `${t.treffer(ergebnis.gesamt)}${ergebnis.begrenzt ? ' (mehr: bitte genauer suchen)' : ''}`}</p>
          {ergebnis.treffer.length > 0 && (
            <TabellenRahmen name={serviceTexte.tabelle(t.titel)}>
              <table className="konsole-tabelle">
                <thead><tr><th scope="col">Kundennummer</th><th scope="col">Name</th><th scope="col">Firma</th><th scope="col">E-Mail</th><th scope="col">Gefunden in</th></tr></thead>
                <tbody>
                  {ergebnis.treffer.map((k) => (
                    <tr key={k.kundennummer}>
                      <td><Verweis zu={`/service/kunden/${encodeURIComponent(k.kundennummer)}`}>{k.kundennummer}</Verweis></td>
                      <td>{k.name}</td>
                      <td>{k.firma}</td>
                      <td>{k.email}</td>
                      <td>{FELD[k.feld]}: {k.wert}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TabellenRahmen>
          )}
          {seiten > 1 && (
            <nav aria-label="Seiten" className="knopfleiste">
              <button type="button" className="knopf knopf-sekundaer" disabled={ergebnis.seite <= 1} onClick={() => void laden(ergebnis.seite - 1)}>{t.vorige}</button>
              <span>{t.seite(ergebnis.seite, seiten)}</span>
              <button type="button" className="knopf knopf-sekundaer" disabled={ergebnis.seite >= seiten} onClick={() => void laden(ergebnis.seite + 1)}>{t.naechste}</button>
            </nav>
          )}
        </section>
      )}
    </div>
  );
}

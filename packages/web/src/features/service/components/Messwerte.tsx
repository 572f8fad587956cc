import { datumDeutsch, MESSWERT_KANAELE, serviceApi, serviceTexte, uhrzeit, verbrauchTexte, zeitpunktDeutsch, type Kundenseite, type MesswertFassung, type Messwerte as MesswerteAntwort, type MesswertKanal } from '@ekp/contract';
import { useState } from 'react';
import '../../../shared/ui/tabellen.css';
import { api, konsolentext } from '../api/konsole.ts';
import { Meldung } from './Meldung.tsx';

const t = serviceTexte.messwerte;
const kwh = new Intl.NumberFormat('de-DE', { minimumFractionDigits: 3, maximumFractionDigits: 3 });
// dd.mm.yyyy HH:MM without "Uhr" (the column names what it is; eight columns must fit a desktop), kept on one line.
const zeit = (iso: string) => zeitpunktDeutsch(iso).slice(0, 16).replace(' ', '\u00a0');
const heute = () => new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Berlin' });

/** HH:MM–HH:MM; on the day clocks go back the repeated hour's quarter hours also name their zone. */
export function viertelstundenNamen(werte: Pick<MesswertFassung, 'von' | 'bis'>[]): Map<string, string> {
  const namen = new Map<string, string>();
  for (const w of werte) namen.set(w.von, `${uhrzeit(w.von)}–${uhrzeit(w.bis)}`);
  const anzahl = new Map<string, number>();
  for (const n of namen.values()) anzahl.set(n, (anzahl.get(n) ?? 0) + 1);
  for (const [von, n] of namen) if (anzahl.get(n)! > 1) namen.set(von, `${n} ${t.zone[von.slice(-6)] ?? von.slice(-6)}`);
  return namen;
}

/**
 * For the clerk on the phone: a contract's quarter hours of one day as the metering
 * operator sent them, each earlier version above the current one, with who sent it and when it was replaced.
 */
export function Messwerte({ kundennummer, vertraege }: { kundennummer: string; vertraege: Kundenseite['vertraege'] }) {
  const [vertragId, setVertragId] = useState(vertraege[0]?.id ?? '');
  const [tag, setTag] = useState(heute);
  const [kanal, setKanal] = useState<MesswertKanal>('BEZUG');
  const [antwort, setAntwort] = useState<MesswerteAntwort & { vertragId: string } | null>(null);
  const [laedt, setLaedt] = useState(false);
  const [fehler, setFehler] = useState<string | null>(null);

  const anzeigen = async (e: React.FormEvent) => {
    e.preventDefault();
    setFehler(null);
    setLaedt(true);
    try {
      setAntwort({ ...(await api(serviceApi.messwerte, { params: { kundennummer, vertragId }, query: { tag, kanal } })), vertragId });
    } catch (f) {
      setAntwort(null);
      setFehler(konsolentext(f) ?? null);
    } finally {
      setLaedt(false);
    }
  };

  return (
    <section aria-labelledby="messwerte">
      <h2 id="messwerte">{t.titel}</h2>
      {vertraege.length === 0 ? <p>{t.keinVertrag}</p> : (
        <>
          <p>{t.hinweis}</p>
          <form className="konsole-filter" onSubmit={anzeigen}>
            <div className="feld">
              <label htmlFor="messwerte-vertrag">{t.vertrag}</label>
              <select id="messwerte-vertrag" value={vertragId} onChange={(e) => setVertragId(e.target.value)}>
                {vertraege.map((v) => <option key={v.id} value={v.id}>{v.id} ({v.versorgungsart}, {v.adresse})</option>)}
              </select>
            </div>
            <div className="feld"><label htmlFor="messwerte-tag">{t.tag}</label><input id="messwerte-tag" type="date" required value={tag} onChange={(e) => setTag(e.target.value)} /></div>
            <div className="feld">
              <label htmlFor="messwerte-kanal">{t.kanal}</label>
              <select id="messwerte-kanal" value={kanal} onChange={(e) => setKanal(e.target.value as MesswertKanal)}>
                {MESSWERT_KANAELE.map((k) => <option key={k} value={k}>{t.kanaele[k]}</option>)}
              </select>
            </div>
            <button type="submit" className="knopf" disabled={laedt}>{t.anzeigen}</button>
          </form>
          <Meldung text={fehler} />
          {laedt && <p><output className="ladeanzeige">{t.laden}</output></p>}
          {antwort && !laedt && <Tabelle antwort={antwort} />}
        </>
      )}
    </section>
  );
}

function Tabelle({ antwort }: { antwort: MesswerteAntwort & { vertragId: string } }) {
  const { werte } = antwort;
  if (werte.length === 0) return <p><output>{t.keine}</output></p>;
  const namen = viertelstundenNamen(werte);
  const titel = t.tabelle(antwort.vertragId, datumDeutsch(antwort.tag), t.kanaele[antwort.kanal]);
  return (
    <>
      <p><output>{t.anzahl(werte.length, werte.filter((w) => w.abgeloest !== null).length)}</output></p>
      <p className="tabelle-hinweis" aria-hidden="true">{t.wischen}</p>
      {/* oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be focusable (axe "scrollable-region-focusable") */}
      <section className="tabelle-rahmen" aria-label={titel} tabIndex={0}>
        <table className="konsole-tabelle scroll-tabelle messwerte-tabelle">
          <caption>{titel}</caption>
          <thead>
            <tr>
              <th scope="col">{t.spalten.viertelstunde}</th><th scope="col">{t.spalten.wert}</th><th scope="col">{t.spalten.qualitaet}</th><th scope="col">{t.spalten.status}</th>
              <th scope="col">{t.spalten.absender}</th><th scope="col">{t.spalten.dokument}</th><th scope="col">{t.spalten.erstellt}</th><th scope="col">{t.spalten.abgeloest}</th>
            </tr>
          </thead>
          <tbody>
            {werte.map((w, i) => (
              <tr key={`${w.von} ${w.dokumentnummer} ${i}`} className={w.abgeloest === null ? undefined : 'messwert-abgeloest'}>
                <th scope="row">{namen.get(w.von)}</th>
                <td className="messwert-zahl">{kwh.format(w.wert)}</td>
                <td>{verbrauchTexte.qualitaet[w.qualitaet]}</td>
                <td className="messwert-sts">{w.status ?? '–'}</td>
                <td>{w.absender}</td>
                <td>{w.dokumentnummer}</td>
                <td>{zeit(w.erstellt)}</td>
                <td className="messwert-abgeloest-am">{w.abgeloest === null ? t.aktuell : t.abgeloestAm(zeit(w.abgeloest))}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </>
  );
}

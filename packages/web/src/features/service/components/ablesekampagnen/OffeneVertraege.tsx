import { kampagnenTexte as t, serviceTexte, zeitpunktDeutsch, type KampagneStand, type OffenerVertrag } from '@ekp/contract';
import { useState } from 'react';
import { Auswahl, Textfeld } from '../../../../shared/ui/Felder.tsx';
import { TabellenRahmen } from '../../../../shared/ui/TabellenRahmen.tsx';
import { offeneAlsCsv, useErinnern, useOffene, type OffeneFilter } from '../../api/ablesekampagnen.ts';
import { Meldung } from '../Meldung.tsx';
import { Verweis } from '../weg.tsx';
import { AktionDialog } from '../AktionDialog.tsx';
import { TelefonErfassung } from './TelefonErfassung.tsx';

const LEER: OffeneFilter = { suche: '', konto: 'alle', seite: 1 };

/** The campaign's open contracts: filter, page, the reminder, the CSV for the post, and a phone reading per row. */
export function OffeneVertraege({ kampagne }: { kampagne: KampagneStand }) {
  const [eingabe, setEingabe] = useState(LEER);
  const [filter, setFilter] = useState(LEER);
  const offene = useOffene(kampagne.id, filter);
  const erinnern = useErinnern(kampagne.id);
  const [frage, setFrage] = useState(false);
  const [telefon, setTelefon] = useState<OffenerVertrag | null>(null);
  const [meldung, setMeldung] = useState<string | null>(null);
  const [fehler, setFehler] = useState<string | null>(null);
  const d = offene.data;
  const seiten = d ? Math.max(1, Math.ceil(d.gesamt / d.seitengroesse)) : 1;

  const senden = async () => {
    setFehler(null);
    try {
      const r = await erinnern.mutateAsync();
      setMeldung(t.erinnertMeldung(r.erinnert, r.ohneKonto));
    } catch (f) {
      setFehler(f instanceof Error ? f.message : null);
    }
    setFrage(false);
  };
  const csv = async () => {
    setFehler(null);
    await offeneAlsCsv(kampagne.id, { suche: filter.suche, konto: filter.konto }).catch((f: unknown) => setFehler(f instanceof Error ? f.message : null));
  };

  return (
    <section aria-labelledby="offene">
      <h2 id="offene">{t.offeneTitel} ({(d?.gesamt ?? kampagne.offen).toLocaleString('de-DE')})</h2>
      <form className="konsole-filter" onSubmit={(e) => { e.preventDefault(); setFilter({ ...eingabe, seite: 1 }); }}>
        <Textfeld id="offen-suche" label={t.suche} type="search" value={eingabe.suche} onChange={(e) => setEingabe({ ...eingabe, suche: e.target.value })} />
        <Auswahl id="offen-konto" label={t.konto} value={eingabe.konto} onChange={(e) => setEingabe({ ...eingabe, konto: e.target.value as OffeneFilter['konto'] })}>
          {(['alle', 'mit', 'ohne'] as const).map((k) => <option key={k} value={k}>{t.kontoFilter[k]}</option>)}
        </Auswahl>
        <button type="submit" className="knopf">{t.filtern}</button>
      </form>
      <div className="aktionen">
        <button type="button" className="knopf" onClick={() => { setMeldung(null); setFrage(true); }}>{t.erinnern}</button>
        <button type="button" className="knopf knopf-sekundaer" onClick={csv}>{t.csv}</button>
      </div>
      <Meldung text={fehler ?? offene.error?.message ?? null} />
      <Meldung text={meldung} art="erfolg" />
      {frage && (
        <AktionDialog titelId="erinnern-titel" abbrechen={() => setFrage(false)}>
          <h2 id="erinnern-titel">{t.erinnern}</h2>
          <p>{t.erinnernFrage(kampagne.offen)}</p>
          <div className="aktionen">
            <button type="button" className="knopf" disabled={erinnern.isPending} onClick={senden}>{t.erinnernBestaetigen}</button>
            <button type="button" className="knopf knopf-sekundaer" onClick={() => setFrage(false)}>{t.abbrechen}</button>
          </div>
        </AktionDialog>
      )}
      {telefon && <TelefonErfassung kampagne={kampagne} vertrag={telefon} fertig={(text) => { setTelefon(null); setMeldung(text); }} />}
      {d && d.vertraege.length === 0 && <p>{t.keineOffenen}</p>}
      {d && d.vertraege.length > 0 && (
        <TabellenRahmen name={serviceTexte.tabelle(t.offeneTitel)}>
          <table className="konsole-tabelle" aria-label={t.offeneTitel}>
            <thead>
              <tr><th scope="col">{t.kundennummer}</th><th scope="col">{t.name}</th><th scope="col">{t.vertrag}</th><th scope="col">{t.zaehler}</th><th scope="col">{t.konto}</th><th scope="col">{t.erinnert}</th><th scope="col">{t.telefon}</th></tr>
            </thead>
            <tbody>
              {d.vertraege.map((v) => (
                <tr key={v.vertragId}>
                  <td><Verweis zu={`/service/kunden/${encodeURIComponent(v.kundennummer)}`}>{v.kundennummer}</Verweis></td>
                  <td>{v.name}</td>
                  <td>{v.vertragId}</td>
                  <td>{v.zaehlernummer}</td>
                  <td>{v.konto ? t.ja : t.nein}</td>
                  <td>{v.erinnert ? zeitpunktDeutsch(v.erinnert) : '–'}</td>
                  <td><button type="button" className="knopf knopf-sekundaer" aria-label={`${t.telefon}: ${t.vertrag} ${v.vertragId}`} onClick={() => { setMeldung(null); setTelefon(v); }}>{t.telefon}</button></td>
                </tr>
              ))}
            </tbody>
          </table>
        </TabellenRahmen>
      )}
      {seiten > 1 && (
        <nav className="aktionen" aria-label={t.offeneTitel}>
          <button type="button" className="knopf knopf-sekundaer" disabled={filter.seite <= 1} onClick={() => setFilter({ ...filter, seite: filter.seite - 1 })}>{t.zurueck}</button>
          <span>{t.seite(filter.seite, seiten)}</span>
          <button type="button" className="knopf knopf-sekundaer" disabled={filter.seite >= seiten} onClick={() => setFilter({ ...filter, seite: filter.seite + 1 })}>{t.weiter}</button>
        </nav>
      )}
    </section>
  );
}

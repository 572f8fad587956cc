import { datumDeutsch, kampagnenTexte as t, serviceTexte, type KampagneStand } from '@ekp/contract';
import { useState } from 'react';
import { TabellenRahmen } from '../../../../shared/ui/TabellenRahmen.tsx';
import { useKampagnen, useKampagnenStand } from '../../api/ablesekampagnen.ts';
import { Meldung } from '../Meldung.tsx';
import { OffeneVertraege } from './OffeneVertraege.tsx';

const zahl = (n: number) => n.toLocaleString('de-DE');
const anteil = (n: number, von: number) => (von ? `${Math.round((n / von) * 100).toLocaleString('de-DE')} %` : '–');

/** The tenant's reading campaigns: one chosen, its progress, and its open contracts (docs/service.md). */
export function Ablesekampagnen() {
  const liste = useKampagnen();
  const [gewaehlt, setGewaehlt] = useState<number>();
  const id = gewaehlt ?? liste.data?.kampagnen[0]?.id;
  const stand = useKampagnenStand(id);
  const kampagnen = liste.data?.kampagnen ?? [];
  return (
    <div className="seite">
      <h1>{t.titel}</h1>
      <Meldung text={liste.error?.message ?? stand.error?.message ?? null} />
      {liste.data && kampagnen.length === 0 && <p>{t.keine}</p>}
      {kampagnen.length > 1 && (
        <div className="feld">
          <label htmlFor="kampagne">{t.waehlen}</label>
          <select id="kampagne" value={id} onChange={(e) => setGewaehlt(Number(e.target.value))}>
            {kampagnen.map((k) => <option key={k.id} value={k.id}>{t.kampagne(k.stichtag, k.frist)}</option>)}
          </select>
        </div>
      )}
      {stand.data && <Stand s={stand.data} />}
      {stand.data && <OffeneVertraege kampagne={stand.data} />}
    </div>
  );
}

function Stand({ s }: { s: KampagneStand }) {
  return (
    <section aria-labelledby="stand">
      <h2 id="stand">{t.stand}: {t.kampagne(s.stichtag, s.frist)}</h2>
      <dl className="kampagne-zahlen">
        <div><dt>{t.gesamt}</dt><dd>{zahl(s.gesamt)}</dd></div>
        <div><dt>{t.gemeldet}</dt><dd>{zahl(s.gemeldet)} ({anteil(s.gemeldet, s.gesamt)})</dd></div>
        <div><dt>{t.offen}</dt><dd>{zahl(s.offen)}</dd></div>
        <div><dt>{t.wege.code}</dt><dd>{zahl(s.jeWeg.code)}</dd></div>
        <div><dt>{t.wege.angemeldet}</dt><dd>{zahl(s.jeWeg.angemeldet)}</dd></div>
        <div><dt>{t.wege.telefon}</dt><dd>{zahl(s.jeWeg.telefon)}</dd></div>
      </dl>
      {s.jeTag.length > 0 && (
        <TabellenRahmen name={serviceTexte.tabelle(t.jeTag)}>
          <table className="konsole-tabelle">
            <caption>{t.jeTag}</caption>
            <thead><tr><th scope="col">{t.tag}</th><th scope="col">{t.wege.code}</th><th scope="col">{t.wege.angemeldet}</th><th scope="col">{t.wege.telefon}</th></tr></thead>
            <tbody>
              {s.jeTag.map((d) => (
                <tr key={d.tag}><th scope="row">{datumDeutsch(d.tag)}</th><td>{zahl(d.code)}</td><td>{zahl(d.angemeldet)}</td><td>{zahl(d.telefon)}</td></tr>
              ))}
            </tbody>
          </table>
        </TabellenRahmen>
      )}
    </section>
  );
}

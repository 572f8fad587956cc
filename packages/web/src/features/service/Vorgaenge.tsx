import { datumDeutsch, serviceTexte, VORGANG_SICHTEN, vorgangSichtLabel, zeitpunktDeutsch, type VorgangSicht, VORGANG_ARTEN, VORGANG_STATUS, VorgangBodySchema, vorgangArtLabel, vorgangStatusLabel, type Vorgang, type VorgangStatus } from '@ekp/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useFormular } from '../../shared/formular/useFormular.ts';
import { ApiFehler, konsolentext, rufe } from './api.ts';
import { Meldung } from './Meldung.tsx';
import { Verweis } from './weg.tsx';
import { TabellenRahmen } from '../../shared/ui/TabellenRahmen.tsx';

const t = serviceTexte.vorgaenge;
const zeit = zeitpunktDeutsch;

/** The inbox: filters, overdue requests marked, and each one's status, assignee and notes. */
export function Vorgaenge() {
  const [filter, setFilter] = useState({ status: '', art: '', bearbeiter: '', faelligBis: '' });
  const [sicht, setSicht] = useState<VorgangSicht | ''>('');
  const abfrage = useQuery({
    queryKey: ['service-vorgaenge', filter, sicht],
    queryFn: () => rufe<{ vorgaenge: Vorgang[]; gesamt: number }>('GET', `/service/vorgaenge?${new URLSearchParams(Object.entries({ ...filter, sicht }).filter(([, w]) => w))}`),
  });
  const liste = abfrage.data;
  const [fehlerAktion, setFehler] = useState<string | null>(null);
  const fehler = fehlerAktion ?? (abfrage.error instanceof ApiFehler ? abfrage.error.message : null);
  const [erfolg, setErfolg] = useState<string | null>(null);
  const laden = () => abfrage.refetch().then(() => {});

  return (
    <div className="seite">
      <h1>{t.titel}</h1>
      {/* A working day's quick views: one pressed at a time, "Alle" drops it; the form's filters apply on top. */}
      <div className="knopfleiste" role="group" aria-label="Schnellfilter">
        {(['', ...VORGANG_SICHTEN] as const).map((s) => (
          <button key={s || 'alle'} type="button" className="knopf knopf-sekundaer" aria-pressed={sicht === s} onClick={() => setSicht(s)}>
            {s ? vorgangSichtLabel[s] : 'Alle'}
          </button>
        ))}
      </div>
      <form className="konsole-filter" aria-label="Filter" onSubmit={(e) => { e.preventDefault(); const d = new FormData(e.currentTarget); setFilter({ status: String(d.get('status')), art: String(d.get('art')), bearbeiter: String(d.get('bearbeiter')), faelligBis: String(d.get('faelligBis')) }); }}>
        <div className="feld"><label htmlFor="f-art">{t.art}</label>
          <select id="f-art" name="art" defaultValue=""><option value="">{t.alle}</option>{VORGANG_ARTEN.map((a) => <option key={a} value={a}>{vorgangArtLabel[a]}</option>)}</select></div>
        <div className="feld"><label htmlFor="f-status">{t.status}</label>
          <select id="f-status" name="status" defaultValue=""><option value="">{t.alle}</option>{VORGANG_STATUS.map((s) => <option key={s} value={s}>{vorgangStatusLabel[s]}</option>)}</select></div>
        <div className="feld"><label htmlFor="f-bearbeiter">{t.bearbeiter}</label><input id="f-bearbeiter" name="bearbeiter" /></div>
        <div className="feld"><label htmlFor="f-faellig">{t.faelligBis}</label><input id="f-faellig" name="faelligBis" type="date" /></div>
        <button type="submit" className="knopf">Filtern</button>
      </form>
      <Meldung text={fehler} />
      <Meldung text={erfolg} art="erfolg" />
      {liste && (liste.vorgaenge.length === 0 ? <p>{t.keine}</p> : (
        <TabellenRahmen name={serviceTexte.tabelle(t.titel)}>
          <table className="konsole-tabelle">
            <caption className="nur-vorleser">{t.titel}: {liste.gesamt}</caption>
            <thead><tr><th scope="col">{t.art}</th><th scope="col">Kunde</th><th scope="col">Eingang</th><th scope="col">{t.faellig}</th><th scope="col">{t.status}</th><th scope="col">Bearbeiten</th></tr></thead>
            <tbody>
              {liste.vorgaenge.map((v) => (
                <tr key={v.id} className={v.ueberfaellig ? 'ueberfaellig' : undefined} data-testid={`vorgang-${v.id}`}>
                  <td>{vorgangArtLabel[v.art]}</td>
                  <td>{v.kundennummer ? <Verweis zu={`/service/kunden/${encodeURIComponent(v.kundennummer)}`}>{v.kundennummer}</Verweis> : 'nicht zugeordnet'}</td>
                  <td>{zeit(v.eingegangen)}</td>
                  <td>{datumDeutsch(v.faellig)}{v.ueberfaellig && <strong className="ueberfaellig-marke"> {t.ueberfaellig}</strong>}</td>
                  <td>{vorgangStatusLabel[v.status]}{v.bearbeiter && <> · {v.bearbeiter}</>}{v.notizen.map((n, i) => <div key={i}><small>{n.von}: {n.text}</small></div>)}</td>
                  <td><Bearbeiten v={v} gespeichert={async () => { setErfolg(`Vorgang ${v.id} gespeichert.`); await laden(); }} fehler={setFehler} /></td>
                </tr>
              ))}
            </tbody>
          </table>
        </TabellenRahmen>
      ))}
    </div>
  );
}

function Bearbeiten({ v, gespeichert, fehler }: { v: Vorgang; gespeichert: () => Promise<void>; fehler: (t: string | null) => void }) {
  const [status, setStatus] = useState<VorgangStatus>(v.status);
  const [bearbeiter, setBearbeiter] = useState(v.bearbeiter ?? '');
  const [notiz, setNotiz] = useState('');
  const [mail, setMail] = useState(false);
  const id = `v${v.id}`;
  const body = { status, bearbeiter: bearbeiter || null, ...(notiz ? { notiz } : {}), ...(status === 'erledigt' && mail ? { mailSenden: true } : {}) };
  const f = useFormular(
    VorgangBodySchema,
    async () => {
      fehler(null);
      await rufe('PATCH', `/service/vorgaenge/${v.id}`, { body });
      setNotiz('');
      await gespeichert();
    },
    { browserPruefung: true, fehlertext: konsolentext },
  );
  // A row has no room for messages: the list shows its one line above the table, as for its own errors.
  const meldung = f.meldung ?? Object.values(f.fehler)[0];
  useEffect(() => {
    if (meldung) fehler(meldung);
  }, [meldung, fehler]);
  return (
    <form aria-label={`Vorgang ${v.id} bearbeiten`} {...f.formular(body)}>
      <label htmlFor={`${id}-status`} className="nur-vorleser">{t.status}</label>
      <select id={`${id}-status`} value={status} onChange={(e) => setStatus(e.target.value as VorgangStatus)}>
        {VORGANG_STATUS.map((s) => <option key={s} value={s}>{vorgangStatusLabel[s]}</option>)}
      </select>
      <label htmlFor={`${id}-bearbeiter`} className="nur-vorleser">{t.bearbeiter}</label>
      <input id={`${id}-bearbeiter`} size={10} placeholder="Kennung" value={bearbeiter} aria-invalid={f.fehler.bearbeiter ? true : undefined} onChange={(e) => setBearbeiter(e.target.value)} />
      <label htmlFor={`${id}-notiz`} className="nur-vorleser">{t.notiz}</label>
      <input id={`${id}-notiz`} size={16} placeholder={t.notiz} value={notiz} aria-invalid={f.fehler.notiz ? true : undefined} onChange={(e) => setNotiz(e.target.value)} />
      {status === 'erledigt' && v.status !== 'erledigt' && v.kundennummer && (
        <label><input type="checkbox" checked={mail} onChange={(e) => setMail(e.target.checked)} /> {t.mailSenden}</label>
      )}
      <button type="submit" className="knopf knopf-sekundaer">{t.speichern}</button>
    </form>
  );
}

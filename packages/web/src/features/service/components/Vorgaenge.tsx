import { datumDeutsch, serviceApi, serviceTexte, type VorgaengeQuerySchema, VORGANG_SICHTEN, vorgangSichtLabel, zeitpunktDeutsch, type VorgangSicht, VORGANG_ARTEN, VORGANG_STATUS, VorgangBodySchema, vorgangArtLabel, vorgangStatusLabel, type Vorgang, type VorgangStatus } from '@ekp/contract';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { useState } from 'react';
import { useFormular } from '../../../shared/formular/useFormular.ts';
import { Auswahl, Kontrollkaestchen, Textfeld } from '../../../shared/ui/Felder.tsx';
import { api, konsolentext } from '../api/konsole.ts';
import { Meldung } from './Meldung.tsx';
import { Verweis } from './weg.tsx';
import { TabellenRahmen } from '../../../shared/ui/TabellenRahmen.tsx';

const t = serviceTexte.vorgaenge;
const zeit = zeitpunktDeutsch;

/** The inbox: filters, overdue requests marked, and each one's status, assignee and notes. */
export function Vorgaenge() {
  const [filter, setFilter] = useState({ status: '', art: '', bearbeiter: '', faelligBis: '' });
  const [sicht, setSicht] = useState<VorgangSicht | ''>('');
  const abfrage = useQuery({
    queryKey: ['service-vorgaenge', filter, sicht],
    queryFn: () => api(serviceApi.vorgaenge, { query: Object.fromEntries(Object.entries({ ...filter, sicht }).filter(([, w]) => w)) as z.input<typeof VorgaengeQuerySchema> }),
  });
  const liste = abfrage.data;
  const [fehlerAktion, setFehler] = useState<string | null>(null);
  const fehler = fehlerAktion ?? konsolentext(abfrage.error) ?? null;
  const [erfolg, setErfolg] = useState<string | null>(null);
  const laden = () => abfrage.refetch().then(() => {});
  const [offenId, setOffenId] = useState<number | null>(null);
  const offen = liste?.vorgaenge.find((v) => v.id === offenId);
  // On a row's open button j/k or the arrow keys move to the next or previous row's (Enter opens: it is a button).
  const zeilenTaste = (e: React.KeyboardEvent<HTMLButtonElement>) => {
    const schritt = e.key === 'j' || e.key === 'ArrowDown' ? 1 : e.key === 'k' || e.key === 'ArrowUp' ? -1 : 0;
    if (!schritt || e.altKey || e.ctrlKey || e.metaKey) return;
    const knoepfe = [...(e.currentTarget.closest('tbody')?.querySelectorAll<HTMLButtonElement>('.vorgang-oeffnen') ?? [])];
    const jetzt = knoepfe.indexOf(e.currentTarget);
    const ziel = knoepfe[Math.min(knoepfe.length - 1, Math.max(0, jetzt + schritt))];
    if (!ziel) return;
    e.preventDefault();
    ziel.focus();
  };

  return (
    <div className="seite">
      <h1>{t.titel}</h1>
      {/* A working day's quick views: one pressed at a time, "Alle" drops it; the form's filters apply on top. */}
      <fieldset className="knopfleiste konsole-schnellfilter">
        <legend className="nur-vorleser">Schnellfilter</legend>
        {(['', ...VORGANG_SICHTEN] as const).map((s) => (
          <button key={s || 'alle'} type="button" className="knopf knopf-sekundaer" aria-pressed={sicht === s} onClick={() => setSicht(s)}>
            {s ? vorgangSichtLabel[s] : 'Alle'}
          </button>
        ))}
      </fieldset>
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
            <caption className="nur-vorleser">{t.titel}: {liste.gesamt}. Mit j und k oder den Pfeiltasten von Zeile zu Zeile, Enter öffnet.</caption>
            <thead><tr><th scope="col">{t.faellig}</th><th scope="col">{t.art}</th><th scope="col">Kunde</th><th scope="col">{t.status}</th><th scope="col">{t.bearbeiter}</th></tr></thead>
            <tbody>
              {liste.vorgaenge.map((v) => (
                <tr key={v.id} className={v.ueberfaellig ? 'ueberfaellig' : undefined} data-testid={`vorgang-${v.id}`} aria-selected={offenId === v.id}>
                  <td>{datumDeutsch(v.faellig)}{v.ueberfaellig && <strong className="ueberfaellig-marke"> {t.ueberfaellig}</strong>}</td>
                  <td>
                    <button type="button" className="knopf-link vorgang-oeffnen" aria-expanded={offenId === v.id} aria-controls="vorgang-detail" onKeyDown={zeilenTaste} onClick={() => setOffenId(offenId === v.id ? null : v.id)}>
                      {vorgangArtLabel[v.art]}<span className="nur-vorleser"> vom {zeit(v.eingegangen)} öffnen</span>
                    </button>
                  </td>
                  <td>{v.kundennummer ? <Verweis zu={`/service/kunden/${encodeURIComponent(v.kundennummer)}`}>{v.kundennummer}</Verweis> : 'nicht zugeordnet'}</td>
                  <td>{vorgangStatusLabel[v.status]}</td>
                  <td>{v.bearbeiter ?? '–'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TabellenRahmen>
      ))}
      {offen && (
        <section id="vorgang-detail" className="karte vorgang-detail" aria-labelledby="vorgang-detail-titel">
          <h2 id="vorgang-detail-titel">{vorgangArtLabel[offen.art]} – eingegangen {zeit(offen.eingegangen)}, {t.faellig.toLowerCase()} {datumDeutsch(offen.faellig)}{offen.ueberfaellig && ` (${t.ueberfaellig})`}</h2>
          {offen.notizen.length > 0 && (
            <ul className="vorgang-notizen">{offen.notizen.map((n, i) => <li key={i}><strong>{n.von}:</strong> {n.text}</li>)}</ul>
          )}
          <Bearbeiten key={offen.id} v={offen} gespeichert={async () => { setErfolg(`Vorgang ${offen.id} gespeichert.`); await laden(); }} fehler={setFehler} />
        </section>
      )}
    </div>
  );
}

/** The open Vorgang's form: status, assignee, a note, and the closing mail when it is set to done. */
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
      await api(serviceApi.vorgangAendern, { params: { id: v.id }, body });
      setNotiz('');
      await gespeichert();
    },
    { browserPruefung: true, fehlertext: konsolentext },
  );
  return (
    <form className="formular" aria-label={`Vorgang ${v.id} bearbeiten`} {...f.formular(body)}>
      <Meldung text={f.meldung ?? null} />
      <Auswahl id={`${id}-status`} label={t.status} value={status} fehler={f.fehler.status} onChange={(e) => setStatus(e.target.value as VorgangStatus)}>
        {VORGANG_STATUS.map((s) => <option key={s} value={s}>{vorgangStatusLabel[s]}</option>)}
      </Auswahl>
      <Textfeld id={`${id}-bearbeiter`} label={t.bearbeiter} hinweis="Kennung der Mitarbeiterin oder des Mitarbeiters" value={bearbeiter} fehler={f.fehler.bearbeiter} onChange={(e) => setBearbeiter(e.target.value)} />
      <Textfeld id={`${id}-notiz`} label={t.notiz} value={notiz} fehler={f.fehler.notiz} onChange={(e) => setNotiz(e.target.value)} />
      {status === 'erledigt' && v.status !== 'erledigt' && v.kundennummer && (
        <Kontrollkaestchen id={`${id}-mail`} checked={mail} onChange={(e) => setMail(e.target.checked)}>{t.mailSenden}</Kontrollkaestchen>
      )}
      <button type="submit" className="knopf">{t.speichern}</button>
    </form>
  );
}

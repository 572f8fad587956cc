import { freigabeTexte, texte, type FreigabeAnfrage } from '@ekp/contract';
import { useState, type FormEvent } from 'react';
import { ApiFehler } from '../../../shared/api/client.ts';
import { Ladeanzeige, Meldung } from '../../../shared/ui/Meldung.tsx';
import { Seite } from '../../../shared/ui/Seite.tsx';
import { useAblehnen, useFreigabeAnfrage, useZustimmen } from '../api/freigaben.ts';

const t = freigabeTexte.zustimmung;
const fehlertext = (f: unknown) => (f instanceof ApiFehler ? (f.servertext ?? f.message) : texte.allgemein.technischerFehler);

/** Issue 32: the consent page after the normal login — who asks, which contracts, which data, how long, revocable. */
export function Zustimmung({ uid }: { uid: string }) {
  const anfrage = useFreigabeAnfrage(uid);
  return (
    <Seite titel={t.titel}>
      {anfrage.isPending ? <Ladeanzeige /> : anfrage.isError ? <Meldung art="fehler">{fehlertext(anfrage.error)}</Meldung> : <Formular uid={uid} anfrage={anfrage.data} />}
    </Seite>
  );
}

function Formular({ uid, anfrage }: { uid: string; anfrage: FreigabeAnfrage }) {
  const zustimmen = useZustimmen();
  const ablehnen = useAblehnen();
  const [vertraege, setVertraege] = useState<string[]>(anfrage.vertraege.length === 1 ? [anfrage.vertraege[0]!.id] : []);
  const [monate, setMonate] = useState(anfrage.hoechstdauerMonate);
  const [hinweis, setHinweis] = useState<string>();
  // The authorization server takes over: the browser goes back to the third party's registered address.
  const weiter = (r: { weiter: string }) => window.location.assign(r.weiter);
  const absenden = (e: FormEvent) => {
    e.preventDefault();
    if (vertraege.length === 0) return setHinweis(t.keinVertrag);
    zustimmen.mutate({ uid, vertraege, monate }, { onSuccess: weiter });
  };
  const umschalten = (id: string, an: boolean) => setVertraege((v) => (an ? [...v, id] : v.filter((x) => x !== id)));
  const fehler = zustimmen.error ?? ablehnen.error;
  return (
    <form className="formular" noValidate onSubmit={absenden}>
      <p>
        <strong>{t.anfrage(anfrage.client.name)}</strong>
      </p>
      <fieldset>
        <legend>{t.vertraegeWaehlen}</legend>
        {anfrage.vertraege.map((v) => (
          <label key={v.id} className="auswahl">
            <input type="checkbox" checked={vertraege.includes(v.id)} onChange={(e) => umschalten(v.id, e.target.checked)} /> {v.versorgungsart}, {v.adresse} ({v.id})
          </label>
        ))}
      </fieldset>
      <h2>{t.welcheDaten}</h2>
      <ul>
        {anfrage.scopes.map((s) => (
          <li key={s}>{freigabeTexte.scopes[s]}</li>
        ))}
      </ul>
      <label htmlFor="freigabe-dauer">{t.dauer}</label>
      <select id="freigabe-dauer" value={monate} onChange={(e) => setMonate(Number(e.target.value))}>
        {Array.from({ length: anfrage.hoechstdauerMonate }, (_, i) => i + 1).map((n) => (
          <option key={n} value={n}>
            {t.monate(n)}
          </option>
        ))}
      </select>
      <p>{t.dauerHinweis}</p>
      <Meldung art="info">{t.widerruf}</Meldung>
      <p>{t.rechtsgrundlage}</p>
      {hinweis && <Meldung art="fehler">{hinweis}</Meldung>}
      {fehler && <Meldung art="fehler">{fehlertext(fehler)}</Meldung>}
      <button type="submit" className="knopf" disabled={zustimmen.isPending || ablehnen.isPending}>
        {t.erlauben}
      </button>{' '}
      <button type="button" className="knopf knopf-zweitrangig" disabled={zustimmen.isPending || ablehnen.isPending} onClick={() => ablehnen.mutate(uid, { onSuccess: weiter })}>
        {t.ablehnen}
      </button>
    </form>
  );
}

import { freigabeTexte, FreigabeZustimmungSchema, texte, type FreigabeAnfrage } from '@ekp/contract';
import { useState } from 'react';
import { ApiFehler } from '../../../shared/api/client.ts';
import { useFormular } from '../../../shared/formular/useFormular.ts';
import { Kontrollkaestchen } from '../../../shared/ui/Felder.tsx';
import { Ladeanzeige, Meldung } from '../../../shared/ui/Meldung.tsx';
import { schreibschutz } from '../../../shared/sitzung/schreibschutz.ts';
import { Seite } from '../../../shared/ui/Seite.tsx';
import { useAblehnen, useFreigabeAnfrage, useZustimmen } from '../api/freigaben.ts';
import '../freigaben.css';

const t = freigabeTexte.zustimmung;
const fehlertext = (f: unknown) => (f instanceof ApiFehler ? (f.servertext ?? f.message) : texte.allgemein.technischerFehler);

/**
 * The consent page after the normal login: who asks and where the data go (the redirect URI's host), which
 * contracts (a row each, a full-size target), which data, how long, revocable. "Ablehnen" is the secondary choice.
 */
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
  // The authorization server takes over: the browser goes back to the third party's registered address.
  const weiter = (r: { weiter: string }) => window.location.assign(r.weiter);
  // The schema says t.keinVertrag when no contract is ticked.
  const f = useFormular(FreigabeZustimmungSchema, async (daten) => weiter(await zustimmen.mutateAsync(daten)), { fehlertext });
  const umschalten = (id: string, an: boolean) => setVertraege((v) => (an ? [...v, id] : v.filter((x) => x !== id)));
  // Said where the boxes are, as soon as a submit found none ticked, and gone once one is.
  const [ohneVertrag, setOhneVertrag] = useState(false);
  const keinVertrag = vertraege.length === 0 && (ohneVertrag || Boolean(f.fehler.vertraege));
  const meldung = f.meldung ?? (ablehnen.error ? fehlertext(ablehnen.error) : undefined);
  const wartet = f.sendet || ablehnen.isPending;
  const formular = f.formular({ uid, vertraege, monate });
  return (
    <form
      className="formular"
      {...formular}
      onSubmit={(e) => {
        setOhneVertrag(vertraege.length === 0);
        formular.onSubmit(e);
      }}
    >
      <p>
        <strong>{t.anfrage(anfrage.client.name)}</strong>
      </p>
      <p className="freigabe-empfaenger">
        {t.datenGehenAn} <strong>{anfrage.client.domain}</strong>
      </p>
      <fieldset className="freigabe-vertraege" aria-describedby={keinVertrag ? 'freigabe-vertraege-fehler' : undefined}>
        <legend>{t.vertraegeWaehlen}</legend>
        {anfrage.vertraege.map((v) => (
          <Kontrollkaestchen key={v.id} id={`freigabe-vertrag-${v.id}`} checked={vertraege.includes(v.id)} aria-invalid={keinVertrag || undefined} onChange={(e) => umschalten(v.id, e.target.checked)}>
            {v.versorgungsart}, {v.adresse} ({v.id})
          </Kontrollkaestchen>
        ))}
        {keinVertrag && (
          <p id="freigabe-vertraege-fehler" className="feld-fehler">
            {t.keinVertrag}
          </p>
        )}
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
      {meldung && <Meldung art="fehler">{meldung}</Meldung>}
      <button type="submit" className="knopf" disabled={wartet}>
        {t.erlauben}
      </button>{' '}
      <button type="button" className="knopf knopf-sekundaer" disabled={wartet} {...schreibschutz()} onClick={() => ablehnen.mutate(uid, { onSuccess: weiter })}>
        {t.ablehnen}
      </button>
    </form>
  );
}

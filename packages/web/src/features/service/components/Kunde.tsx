import { ablesewerteText, AKTIONEN_MIT_GRUND, AktionBodySchema, datumDeutsch, passendeAktionen, quelleText, serviceApi, serviceTexte, vertragsstatusText, vorgangArtLabel, zeitpunktDeutsch, type KontoAktion, type Kundenseite } from '@ekp/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useFormular } from '../../../shared/formular/useFormular.ts';
import { api, konsolentext } from '../api/konsole.ts';
import { sitzungLesen } from '../api/sitzung.ts';
import { Meldung } from './Meldung.tsx';
import { Messwerte } from './Messwerte.tsx';
import { Textbereich } from '../../../shared/ui/Felder.tsx';
import { Abrechnungsinformationen } from './Abrechnungsinformationen.tsx';
import { TabellenRahmen } from '../../../shared/ui/TabellenRahmen.tsx';
import { AktionDialog } from './AktionDialog.tsx';

const t = serviceTexte;
const ZUSTAND: Record<Kundenseite['konto']['zustand'], string> = {
  aktiv: t.zustand.aktiv, passwort_aendern: t.zustand.passwortAendern, gesperrt: t.zustand.gesperrt, kein_zugang: t.zustand.keinZugang,
};
const zeit = zeitpunktDeutsch;

/** The customer page: what the portal knows of the customer, and the account actions, each confirmed. */
export function Kunde({ kundennummer }: { kundennummer: string }) {
  const abfrage = useQuery({ queryKey: ['service-kunde', kundennummer], queryFn: () => api(serviceApi.kunde, { params: { kundennummer } }) });
  const k = abfrage.data;
  const [fehlerAnsicht, setFehlerAnsicht] = useState<string | null>(null);
  const [erfolg, setErfolg] = useState<string | null>(null);
  const [offen, setOffen] = useState<KontoAktion | null>(null);
  const [grund, setGrund] = useState('');

  const aktion = useFormular(
    AktionBodySchema,
    async () => {
      if (!offen) return;
      setFehlerAnsicht(null);
      await api(serviceApi.aktion, { params: { kundennummer, aktion: offen }, body: { grund } });
      setErfolg(`${t.aktionen[offen]}: ${t.aktion.erledigt}`);
      setOffen(null);
      setGrund('');
      await abfrage.refetch();
    },
    { browserPruefung: true, fehlertext: konsolentext },
  );
  // One message line: the "Ansicht" button's first (sending the form clears it), the form's, else the loading one's.
  const fehler = fehlerAnsicht ?? (offen ? null : aktion.meldung) ?? (konsolentext(abfrage.error) ?? null);

  /**
   * "Ansicht als Kunde": the customer's real portal in this tab, with the read-only token in the address's
   * fragment (never sent to a server; the portal takes it into sessionStorage once, shared/sitzung). The
   * banner's end button comes back here; the staff session stays in this tab's sessionStorage meanwhile.
   */
  const ansichtOeffnen = async () => {
    setFehlerAnsicht(null);
    try {
      const a = await api(serviceApi.ansicht, { params: { kundennummer } });
      const ich = sitzungLesen();
      const von = ich ? `${ich.name} (${ich.kennung})` : '';
      location.assign(`/#ansicht=${encodeURIComponent(JSON.stringify({ token: a.token, kundennummer: a.kundennummer, bis: a.bis, von }))}`);
    } catch (f) {
      setFehlerAnsicht(konsolentext(f) ?? null);
    }
  };

  if (!k) return <div className="seite"><Meldung text={fehler} />{!fehler && <p>Wird geladen …</p>}</div>;
  const name = [k.titel, k.vorname, k.nachname].filter(Boolean).join(' ');
  return (
    <div className="seite">
      <h1>{name || k.firma} ({k.kundennummer})</h1>
      <Meldung text={fehler} />
      <Meldung text={erfolg} art="erfolg" />
      <section aria-labelledby="konto">
        <h2 id="konto">{t.kunde.konto}</h2>
        <p>
          Zustand: <strong data-testid="zustand">{ZUSTAND[k.konto.zustand]}</strong>
          {k.konto.grund && <> – Grund: {k.konto.grund}</>}
          {k.konto.gesetztVon && <> (gesetzt von {k.konto.gesetztVon} am {zeit(k.konto.gesetztAm!)})</>}
        </p>
        <p>Zweiter Faktor: {k.konto.zweiterFaktor ? 'eingerichtet' : 'nicht eingerichtet'} · Offene Sitzungen: {k.konto.offeneSitzungen}</p>
        <div className="aktionen">
          {passendeAktionen(k.konto).map((a) => (
            <button key={a} type="button" className="knopf knopf-sekundaer" onClick={() => { setOffen(a); setErfolg(null); }}>{t.aktionen[a]}</button>
          ))}
          <button type="button" className="knopf" onClick={ansichtOeffnen}>{t.ansicht.starten}</button>
        </div>
        {offen && (
          <AktionDialog titelId="bestaetigen" abbrechen={() => { setOffen(null); setGrund(''); }}>
            <form className="formular" {...aktion.formular({ grund })}>
              <h2 id="bestaetigen">{t.aktion.bestaetigen(t.aktionen[offen])}</h2>
              <Meldung text={aktion.meldung ?? null} />
              <Textbereich
                id="grund"
                label={`${t.aktion.grund}${AKTIONEN_MIT_GRUND.includes(offen) ? ' (Pflicht)' : ' (optional)'}`}
                required={AKTIONEN_MIT_GRUND.includes(offen)}
                value={grund}
                fehler={aktion.fehler.grund}
                onChange={(e) => setGrund(e.target.value)}
              />
              <div className="knopfleiste">
                <button type="submit" className="knopf">{t.aktion.ausfuehren}</button>
                <button type="button" className="knopf knopf-sekundaer" onClick={() => { setOffen(null); setGrund(''); }}>{t.aktion.abbrechen}</button>
              </div>
            </form>
          </AktionDialog>
        )}
      </section>
      <section aria-labelledby="stamm">
        <h2 id="stamm">{t.kunde.stammdaten}</h2>
        <dl className="werteliste">
          <div className="werteliste-zeile"><dt>Anrede</dt><dd>{k.anrede}</dd></div>
          {k.firma && <div className="werteliste-zeile"><dt>Firma</dt><dd>{k.firma}</dd></div>}
          <div className="werteliste-zeile"><dt>E-Mail</dt><dd>{k.email ?? '–'}</dd></div>
          <div className="werteliste-zeile"><dt>Telefon</dt><dd>{k.festnetz ?? k.mobil ?? '–'}</dd></div>
          <div className="werteliste-zeile"><dt>Kundenart</dt><dd>{k.kundenArt}</dd></div>
        </dl>
      </section>
      <section aria-labelledby="vertraege">
        <h2 id="vertraege">{t.kunde.vertraege}</h2>
        {k.vertraege.length === 0 ? <p>{t.kunde.keine}</p> : (
          <TabellenRahmen name={serviceTexte.tabelle(t.kunde.vertraege)}>
            <table className="konsole-tabelle">
              <thead><tr><th scope="col">Vertrag</th><th scope="col">Sparte</th><th scope="col">Status</th><th scope="col">Lieferstelle</th><th scope="col">Zähler</th></tr></thead>
              <tbody>{k.vertraege.map((v) => <tr key={v.id}><td>{v.id}</td><td>{v.versorgungsart}</td><td>{vertragsstatusText(v.status)}</td><td>{v.adresse}</td><td>{v.zaehlernummer}</td></tr>)}</tbody>
            </table>
          </TabellenRahmen>
        )}
      </section>
      <Messwerte kundennummer={k.kundennummer} vertraege={k.vertraege} />
      <Abrechnungsinformationen kundennummer={k.kundennummer} vertraege={k.vertraege} />
      <section aria-labelledby="ablesungen">
        <h2 id="ablesungen">{t.kunde.ablesungen}</h2>
        {k.ablesungen.length === 0 ? <p>{t.kunde.keine}</p> : (
          <TabellenRahmen name={serviceTexte.tabelle(t.kunde.ablesungen)}>
            <table className="konsole-tabelle">
              <thead><tr><th scope="col">Datum</th><th scope="col">Zähler</th><th scope="col">Werte</th><th scope="col">Quelle</th><th scope="col">Plausibel</th></tr></thead>
              <tbody>{k.ablesungen.map((a, i) => <tr key={i}><td>{datumDeutsch(a.ablesedatum)}</td><td>{a.zaehlernummer}</td><td>{ablesewerteText(a.ablesewerte)}</td><td>{quelleText(a.ermittlungsart)}</td><td>{a.plausibel === null ? '–' : a.plausibel ? 'ja' : 'nein'}</td></tr>)}</tbody>
            </table>
          </TabellenRahmen>
        )}
      </section>
      <section aria-labelledby="offen">
        <h2 id="offen">{t.kunde.vorgaenge}</h2>
        {k.vorgaenge.length === 0 ? <p>{t.kunde.keine}</p> : (
          <ul>{k.vorgaenge.map((v) => <li key={v.id} className={v.ueberfaellig ? 'ueberfaellig' : undefined}>{vorgangArtLabel[v.art]} vom {zeit(v.eingegangen)}, fällig am {datumDeutsch(v.faellig)}{v.ueberfaellig && <strong className="ueberfaellig-marke"> – {t.vorgaenge.ueberfaellig}</strong>}</li>)}</ul>
        )}
      </section>
      <section aria-labelledby="anmeldungen">
        <h2 id="anmeldungen">{t.kunde.anmeldungen}</h2>
        {k.anmeldungen.length === 0 ? <p>{t.kunde.keine}</p> : <ul>{k.anmeldungen.map((a) => <li key={a}>{zeit(a)}</li>)}</ul>}
      </section>
      <section aria-labelledby="benachrichtigungen">
        <h2 id="benachrichtigungen">{t.kunde.benachrichtigungen}</h2>
        {k.benachrichtigungen.length === 0 ? <p>{t.kunde.keine}</p> : (
          <TabellenRahmen name={serviceTexte.tabelle(t.kunde.benachrichtigungen)}>
            <table className="konsole-tabelle">
              <thead><tr><th scope="col">Zeit</th><th scope="col">Weg</th><th scope="col">Inhalt</th><th scope="col">Zustand</th></tr></thead>
              <tbody>{k.benachrichtigungen.map((b, i) => <tr key={i}><td>{zeit(b.am)}</td><td>{t.kunde.kanal[b.kanal]}</td><td>{b.was}</td><td>{t.kunde.zustand[b.zustand]}{b.von && ` (${t.kunde.vonKonsole(b.von)})`}</td></tr>)}</tbody>
            </table>
          </TabellenRahmen>
        )}
      </section>
    </div>
  );
}

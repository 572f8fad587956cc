import { ablesewertDeutsch, abschlagJetztText, abschlagTexte, anzeigestatus, anzeigestatusLabel, centText, datumDeutsch, dokumentBeschreibung, endpreisText, euroText, fensterText, heuteIn, lieferadresse, preisJetzt, prognoseKurzText, rhythmusLabel, verbrauchTexte, versorgungsartText, zaehlwerkEinheit, zaehlwerkName, zeitpunktDeutsch } from '@ekp/contract/aufrufe';
import type { Ablesung } from '@ekp/contract';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { Ladeanzeige } from '../../../shared/ui/Meldung.tsx';
import { Werteliste } from '../../../shared/ui/Werte.tsx';
import Sparkline from './Sparkline.tsx';
import { useAblesungen, useAbschlag, useAllinJetzt, useDokumente, useFenster, usePreise, usePrognose, useTarif, useVertrag, useZaehler, useZwoelfMonate } from '../api/karte.ts';


/** "7.000,0 kWh" or, with two registers, "HT 7.000,0 kWh · NT 3.000,0 kWh"; gas (OBIS 7) in m³. */
function zaehlerstand(a: Ablesung): string {
  const werte = Object.values(a.ablesewerte);
  return werte
    .map((w) => `${werte.length > 1 ? `${zaehlwerkName(w.obiskennzahl)} ` : ''}${ablesewertDeutsch(w.ablesewert, w.nachkommastellen)} ${zaehlwerkEinheit(w.obiskennzahl)}`)
    .join(' · ');
}

/**
 * Issue #14 item 10: one card per contract on the home page — supply type and address, status, tariff
 * with its monthly base price, the latest reading with "Zählerstand erfassen", for dynamic tariffs the
 * price now and the coming day's cheapest hours, the instalment and its rhythm (when the contract has
 * one), twelve months of consumption, the latest document.
 */
export function VertragsKarte({ vertragId, jetzt }: { vertragId: string; jetzt: Date }) {
  const vertrag = useVertrag(vertragId);
  const tarif = useTarif(vertragId);
  const ablesungen = useAblesungen(vertragId);
  const dokumente = useDokumente(vertragId);
  const abschlag = useAbschlag(vertragId);
  const monate = useZwoelfMonate(vertragId, jetzt);
  const dynamisch = tarif.data?.istDynamisch === true;
  const preise = usePreise(jetzt, dynamisch);
  const fenster = useFenster(vertragId, dynamisch);
  const allinJetzt = useAllinJetzt(vertragId, jetzt, dynamisch);
  const prognose = usePrognose(vertragId);
  const zaehler = useZaehler(vertragId);

  if (vertrag.isPending) {
    return (
      <li className="karte startseite-karte">
        <Ladeanzeige />
      </li>
    );
  }
  if (vertrag.isError) {
    return (
      <li className="karte startseite-karte">
        <h2>Vertrag {vertragId}</h2>
        <p>{vertrag.error.message}</p>
        {/* Issue 31 item 12: a failed load offers to ask again. */}
        <div className="knopfleiste">
          <button type="button" className="knopf knopf-sekundaer" onClick={() => void vertrag.refetch()} disabled={vertrag.isFetching}>
            Erneut versuchen<span className="nur-vorleser"> für Vertrag {vertragId}</span>
          </button>
          <Link to={`/vertrag/${vertragId}/detail` as '/'}>Vertragsdetails öffnen</Link>
        </div>
      </li>
    );
  }
  const v = vertrag.data;
  const letzte = ablesungen.data?.reduce<Ablesung | undefined>((a, b) => (!a || b.ablesedatum > a.ablesedatum ? b : a), undefined);
  const dokument = dokumente.data?.reduce<(typeof dokumente.data)[number] | undefined>((a, b) => (!a || b.erstellzeitpunkt > a.erstellzeitpunkt ? b : a), undefined);
  const jetztPreis = dynamisch && preise.data ? preisJetzt(preise.data.preise, jetzt) : undefined;
  const eintraege: Array<[string, ReactNode]> = [
    ['Status', anzeigestatusLabel[anzeigestatus(v.status)]],
    ['Vertragsnummer', v.id],
  ];
  if (tarif.data) {
    eintraege.push(['Tarif', tarif.data.name], ['Grundpreis', `${euroText(tarif.data.grundpreis)}/Monat`]);
    if (!dynamisch) eintraege.push(['Arbeitspreis', centText(tarif.data.arbeitspreis)]);
  }
  // Issue 31 "one price": what the customer pays per kWh now, all in; the exchange price only as its component.
  const endpreis = allinJetzt.data?.preise[0];
  if (endpreis) eintraege.push(['Preis jetzt', endpreisText(endpreis.preis, endpreis.bestandteile?.marktpreis ?? jetztPreis?.preis)]);
  else if (jetztPreis) eintraege.push(['Börsenpreis jetzt', centText(jetztPreis.preis)]);
  // One cheapest answer: the two hours of the lowest all-in price (the window function), never the bare exchange price.
  // Then the forecast of the annual bill.
  if (dynamisch && fenster.data) eintraege.push(['Günstigste 2 Stunden', fensterText(fenster.data, jetzt)]);
  if (abschlag.data) eintraege.push(['Abschlag', `${abschlagJetztText(abschlag.data)}, ${rhythmusLabel[abschlag.data.rhythmus]}`]);
  if (prognose.data) eintraege.push([`Jahresabrechnung ${datumDeutsch(prognose.data.abrechnungsstichtag)}`, prognoseKurzText(prognose.data)]);
  eintraege.push(['Letzte Ablesung', letzte ? `${zaehlerstand(letzte)} am ${datumDeutsch(letzte.ablesedatum)}` : ablesungen.isSuccess ? 'Noch keine Ablesung' : null]);
  // Issue 28: how far the metering operator's (or the import's) interval data goes.
  if (v.datenBis) eintraege.push([verbrauchTexte.datenVollstaendigBis, zeitpunktDeutsch(v.datenBis)]);
  if (dokument) eintraege.push(['Letztes Dokument', `${dokumentBeschreibung(dokument)} vom ${datumDeutsch(heuteIn(new Date(dokument.erstellzeitpunkt)))}`]);
  const monatsdaten = monate.data?.data ?? [];

  return (
    <li className="karte startseite-karte">
      <h2 className="startseite-karte-titel">
        <Link to={`/vertrag/${v.id}/detail` as '/'}>
          {versorgungsartText(v.versorgungsart)} · {lieferadresse(v)}
        </Link>
      </h2>
      <Werteliste eintraege={eintraege.filter(([, wert]) => wert !== null)} />
      {/* Drawn with the card, not loaded after it: a late sparkline would push the page down (issue 11). */}
      {monatsdaten.length > 1 && <Sparkline daten={monatsdaten} />}
      <div className="knopfleiste">
        {/* Issue 31 item 8: only a contract with a meter can take a reading. */}
        {zaehler.isSuccess && (
          <Link to={`/vertrag/${v.id}/ablesung` as '/'} className="knopf">
            Zählerstand erfassen<span className="nur-vorleser"> für Vertrag {v.id}</span>
          </Link>
        )}
        {abschlag.data && (
          <Link to="/vertrag/$vertragId/abschlag" params={{ vertragId: v.id }} className="knopf knopf-sekundaer">
            {abschlagTexte.link}
            <span className="nur-vorleser"> für Vertrag {v.id}</span>
          </Link>
        )}
        {v.versorgungsart === 'Strom' && (
          <Link to="/vertrag/$vertragId/tarifvergleich" params={{ vertragId: v.id }} className="knopf knopf-sekundaer">
            Tarife vergleichen<span className="nur-vorleser"> für Vertrag {v.id}</span>
          </Link>
        )}
        {dokument && (
          <Link to="/dokumente" search={{ vertrag: v.id }} className="knopf knopf-sekundaer">
            Dokumente<span className="nur-vorleser"> zu Vertrag {v.id}</span>
          </Link>
        )}
      </div>
    </li>
  );
}

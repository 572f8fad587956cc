import { ablesewertDeutsch, abschlagJetztText, abschlagTexte, anzeigestatus, anzeigestatusLabel, centText, datumDeutsch, endpreisText, euroText, fensterText, heuteIn, lieferadresse, preisJetzt, prognoseKurzText, rhythmusLabel, verbrauchTexte, versorgungsartText, zaehlwerkEinheit, zaehlwerkName, zeitpunktDeutsch } from '@ekp/contract/aufrufe';
import type { Ablesung } from '@ekp/contract';
import { Link } from '@tanstack/react-router';
import { useLayoutEffect, type ReactNode } from 'react';
import { Werteliste } from '../../../shared/ui/Werte.tsx';
import Sparkline from './Sparkline.tsx';
import { KartenSkelett } from './KartenSkelett.tsx';
import { TeilFehler, fehlgeschlagen } from './TeilFehler.tsx';
import { dokumentTitel } from '../../../shared/text/dokumentTitel.ts';
import { imRueckblick } from '../rueckblick.ts';
import { useKartenAblesungen, useKartenAbschlag, useKartenAllinJetzt, useKartenDokumente, mehrVorladen, useKartenFenster, useKartenPreise, useKartenPrognose, useKartenTarif, useKartenVertrag, useKartenZaehler, useKartenZwoelfMonate } from '../api/karte.ts';

/** "7.000,0 kWh" or, with two registers, "HT 7.000,0 kWh · NT 3.000,0 kWh"; gas (OBIS 7) in m³. */
function zaehlerstand(a: Ablesung): string {
  const werte = Object.values(a.ablesewerte);
  return werte
    .map((w) => `${werte.length > 1 ? `${zaehlwerkName(w.obiskennzahl)} ` : ''}${ablesewertDeutsch(w.ablesewert, w.nachkommastellen)} ${zaehlwerkEinheit(w.obiskennzahl)}`)
    .join(' · ');
}

/**
 * One card per active contract on the home page. Its first line answers "what does this cost me and what is
 * due": status and contract number in one line, the price (all in for a dynamic tariff, the net working price
 * otherwise), the instalment, and the two everyday buttons. Everything else (tariff and base price, cheapest
 * hours, forecast, latest reading, data coverage, latest document, twelve months of consumption, tariff
 * comparison, documents) stands behind "mehr", so that a phone
 * shows the tasks and the cards on two screens. A part that fails says so with "Erneut versuchen"; a final
 * answer (no tariff, no instalment, no meter) leaves its line out. A contract that turns out terminated gets
 * no card: the page lists it compactly instead.
 */
export function VertragsKarte({ vertragId, jetzt }: { vertragId: string; jetzt: Date }) {
  const vertrag = useKartenVertrag(vertragId);
  const rueckblick = vertrag.data !== undefined && imRueckblick(vertrag.data);
  const tarif = useKartenTarif(vertragId);
  const abschlag = useKartenAbschlag(vertragId);
  const zaehler = useKartenZaehler(vertragId);
  const dynamisch = tarif.data?.istDynamisch === true;
  const allinJetzt = useKartenAllinJetzt(vertragId, jetzt, dynamisch);
  // The first line has answered (or failed): now the parts behind "mehr".
  const ersteZeile = !vertrag.isPending && !tarif.isPending && !abschlag.isPending && !zaehler.isPending && !(dynamisch && allinJetzt.isPending);
  // One batch for everything behind "mehr", before the queries below start (they run in passive effects).
  useLayoutEffect(() => {
    if (ersteZeile && !rueckblick) mehrVorladen(vertragId, jetzt, dynamisch);
  }, [ersteZeile, rueckblick, vertragId, jetzt, dynamisch]);
  const ablesungen = useKartenAblesungen(vertragId, ersteZeile && !rueckblick);
  const dokumente = useKartenDokumente(vertragId, ersteZeile && !rueckblick);
  const monate = useKartenZwoelfMonate(vertragId, jetzt, ersteZeile && !rueckblick);
  const prognose = useKartenPrognose(vertragId, ersteZeile && !rueckblick);
  const preise = useKartenPreise(jetzt, ersteZeile && dynamisch);
  const fenster = useKartenFenster(vertragId, ersteZeile && dynamisch);

  if (rueckblick) return null;
  if (vertrag.isPending || !ersteZeile) return <KartenSkelett vertragId={vertragId} />;
  if (vertrag.isError) {
    return (
      <li className="karte startseite-karte">
        <h2 className="startseite-karte-titel">Vertrag {vertragId}</h2>
        <TeilFehler text={vertrag.error.message} abfrage={vertrag} wofuer={`Vertrag ${vertragId}`} />
        <div className="knopfleiste">
          <Link to={`/vertrag/${vertragId}/detail` as '/'}>Vertragsdetails öffnen</Link>
        </div>
      </li>
    );
  }
  const v = vertrag.data;
  const fehler = (name: string, abfrage: Parameters<typeof TeilFehler>[0]['abfrage']): [string, ReactNode] => [name, <TeilFehler key={name} text="Konnte nicht geladen werden." abfrage={abfrage} wofuer={`${name}, Vertrag ${v.id}`} />];

  const oben: Array<[string, ReactNode]> = [];
  // One price: what the customer pays per kWh now, all in; a fixed tariff's working price says it is net.
  const endpreis = allinJetzt.data?.preise[0];
  if (endpreis) oben.push(['Preis jetzt', endpreisText(endpreis.preis, endpreis.bestandteile?.marktpreis)]);
  else if (dynamisch && fehlgeschlagen(allinJetzt)) oben.push(fehler('Preis jetzt', allinJetzt));
  else if (tarif.data && !dynamisch) oben.push(['Arbeitspreis', `${centText(tarif.data.arbeitspreis)} netto`]);
  if (fehlgeschlagen(tarif)) oben.push(fehler('Tarif', tarif));
  if (abschlag.data) {
    oben.push([
      'Abschlag',
      <>
        {abschlagJetztText(abschlag.data)}, {rhythmusLabel[abschlag.data.rhythmus]}{' '}
        <Link to="/vertrag/$vertragId/abschlag" params={{ vertragId: v.id }} className="startseite-abschlag-link">
          {abschlagTexte.link}
          <span className="nur-vorleser"> für Vertrag {v.id}</span>
        </Link>
      </>,
    ]);
  }
  else if (fehlgeschlagen(abschlag)) oben.push(fehler('Abschlag', abschlag));

  const mehr: Array<[string, ReactNode]> = [
    ['Status', anzeigestatusLabel[anzeigestatus(v.status)]],
    ['Vertragsnummer', v.id],
  ];
  if (tarif.data) mehr.push(['Tarif', tarif.data.name], ['Grundpreis', `${euroText(tarif.data.grundpreis)}/Monat`]);
  const jetztPreis = dynamisch && preise.data ? preisJetzt(preise.data.preise, jetzt) : undefined;
  if (jetztPreis && !endpreis) mehr.push(['Börsenpreis jetzt (ohne Netzentgelt, Steuern und Abgaben)', centText(jetztPreis.preis)]);
  else if (dynamisch && fehlgeschlagen(preise)) mehr.push(fehler('Börsenpreise', preise));
  // One cheapest answer: the two hours of the lowest all-in price (the window function), never the bare exchange price.
  if (dynamisch && fenster.data) mehr.push(['Günstigste 2 Stunden', fensterText(fenster.data, jetzt)]);
  else if (dynamisch && fehlgeschlagen(fenster)) mehr.push(fehler('Günstigste 2 Stunden', fenster));
  if (prognose.data) mehr.push([`Jahresabrechnung ${datumDeutsch(prognose.data.abrechnungsstichtag)}`, prognoseKurzText(prognose.data)]);
  else if (fehlgeschlagen(prognose)) mehr.push(fehler('Jahresabrechnung', prognose));
  const letzte = ablesungen.data?.reduce<Ablesung | undefined>((a, b) => (!a || b.ablesedatum > a.ablesedatum ? b : a), undefined);
  if (letzte) mehr.push(['Letzte Ablesung', `${zaehlerstand(letzte)} am ${datumDeutsch(letzte.ablesedatum)}`]);
  else if (ablesungen.isSuccess) mehr.push(['Letzte Ablesung', 'Noch keine Ablesung']);
  else if (fehlgeschlagen(ablesungen)) mehr.push(fehler('Letzte Ablesung', ablesungen));
  // How far the metering operator's (or the import's) interval data goes; later values may still be provisional.
  if (v.datenBis) mehr.push([verbrauchTexte.datenVorhandenBis, `${zeitpunktDeutsch(v.datenBis)}; ${verbrauchTexte.vorlaeufigHinweis}`]);
  const dokument = dokumente.data?.reduce<(typeof dokumente.data)[number] | undefined>((a, b) => (!a || b.erstellzeitpunkt > a.erstellzeitpunkt ? b : a), undefined);
  if (dokument) mehr.push(['Letztes Dokument', `${dokumentTitel(dokument)} vom ${datumDeutsch(heuteIn(new Date(dokument.erstellzeitpunkt)))}`]);
  else if (fehlgeschlagen(dokumente)) mehr.push(fehler('Letztes Dokument', dokumente));
  if (fehlgeschlagen(monate)) mehr.push(fehler('Verbrauch der letzten zwölf Monate', monate));
  const monatsdaten = monate.data?.data ?? [];

  return (
    <li className="karte startseite-karte">
      <h2 className="startseite-karte-titel">
        <Link to={`/vertrag/${v.id}/detail` as '/'}>
          {versorgungsartText(v.versorgungsart)} · {lieferadresse(v)}
        </Link>
      </h2>
      <p className="startseite-karte-status">
        {anzeigestatusLabel[anzeigestatus(v.status)]} · Vertrag {v.id}
      </p>
      <div className="startseite-karte-oben">
        <Werteliste eintraege={oben} />
      </div>
      {/* One row: the everyday button and "mehr" beside it; opened, the details take the full width below. */}
      <div className="startseite-karte-fuss">
        {zaehler.isSuccess && (
          <Link to={`/vertrag/${v.id}/ablesung` as '/'} className="knopf">
            Zählerstand erfassen<span className="nur-vorleser"> für Vertrag {v.id}</span>
          </Link>
        )}
        <details className="startseite-mehr">
          <summary>
            mehr<span className="nur-vorleser"> zu Vertrag {v.id}</span>
          </summary>
          <Werteliste eintraege={mehr} />
          {monatsdaten.length > 1 && <Sparkline daten={monatsdaten} />}
          <div className="knopfleiste">
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
        </details>
      </div>
    </li>
  );
}

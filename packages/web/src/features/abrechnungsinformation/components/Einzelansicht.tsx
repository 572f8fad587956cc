import { betragsbasisText, euro, abrechnungsinformationTexte as t, umsatzsteuerSatz, datumDeutsch, zahlDeutsch, zeitraumTitel, type Abrechnungsinformation } from '@ekp/contract';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { Ladeanzeige, Ladefehler, Meldung } from '../../../shared/ui/Meldung.tsx';
import { Abschnitt, Seite } from '../../../shared/ui/Seite.tsx';
import { pdfHerunterladen, useEine } from '../api/abrechnungsinformation.ts';
import './abrechnungsinformation.css';

const kwh = (x: number) => `${zahlDeutsch(x)} kWh`;
const prozent = (x: number) => `${zahlDeutsch(Math.round(x * 1000) / 10)} %`;
const e = t.erklaerung;

/** /vertrag/{id}/abrechnungsinformationen/{id}: one billing information, every line explained. */
export function AbrechnungsinformationEinzeln({ vertragId, id }: { vertragId: string; id: string }) {
  const info = useEine(vertragId, id);
  return (
    <Seite titel={t.einzeltitel}>
      {info.isPending && <Ladeanzeige />}
      {info.isError && <Ladefehler text={t.ladefehler} erneut={info.refetch} laedt={info.isFetching} />}
      {info.data && <Inhalt i={info.data} vertragId={vertragId} />}
      <div className="knopfleiste">
        <Link to="/vertrag/$vertragId/abrechnungsinformationen" params={{ vertragId }} className="knopf knopf-sekundaer">
          Alle Abrechnungsinformationen
        </Link>
      </div>
    </Seite>
  );
}

function Zeile({ name, wert, erklaerung }: { name: string; wert: string; erklaerung: string }) {
  return (
    <li className="abrinfo-zeile">
      <div className="abrinfo-zeile-kopf">
        <span>{name}</span>
        <span className="abrinfo-zeile-betrag">{wert}</span>
      </div>
      <p>{erklaerung}</p>
    </li>
  );
}

function Inhalt({ i, vertragId }: { i: Abrechnungsinformation; vertragId: string }) {
  const [fehler, setFehler] = useState<string>();
  // Costs, instalments and saldo are gross; a business customer could read a bare figure as net.
  const brutto = betragsbasisText('brutto', i.umsatzsteuerSatz ?? umsatzsteuerSatz(i.von));
  return (
    <>
      <p>
        {zeitraumTitel(i)} · Vertrag {vertragId} · {datumDeutsch(i.von)} – {datumDeutsch(i.bis)}
      </p>
      {i.vorlaeufig && <Meldung art="warnung">{t.vorlaeufig}</Meldung>}
      <Abschnitt titel="Verbrauch">
        <ul className="abrinfo-zeilen">
          <Zeile name="Verbrauch" wert={kwh(i.verbrauchKwh)} erklaerung={e.verbrauch} />
          {i.proKanal.map((k) => (
            <Zeile key={k.obiskennzahl} name={`davon ${k.bezeichnung}`} wert={kwh(k.kwh)} erklaerung={k.bezeichnung === 'NT' ? 'Verbrauch zum Niedertarif (nachts).' : 'Verbrauch zum Hochtarif.'} />
          ))}
          {i.einspeisungKwh !== null && <Zeile name="Einspeisung" wert={kwh(i.einspeisungKwh)} erklaerung={e.einspeisung} />}
          <Zeile name="Messwerte" wert={`${prozent(i.qualitaet.gemessen)} gemessen, ${prozent(i.qualitaet.ersatzwert)} Ersatzwerte, ${prozent(i.qualitaet.vorlaeufig)} vorläufig`} erklaerung={e.qualitaet} />
        </ul>
      </Abschnitt>
      <Vergleich i={i} />
      <Abschnitt titel={t.zusammensetzung}>
        <ul className="abrinfo-zeilen">
          <Zeile name="Arbeitspreis (netto)" wert={euro(i.kosten.arbeit.netto)} erklaerung={e.arbeit} />
          <Zeile name="Grundpreis anteilig (netto)" wert={euro(i.kosten.grund.netto)} erklaerung={e.grund} />
          <Zeile name="Summe netto" wert={euro(i.kosten.netto)} erklaerung={e.netto} />
          <Zeile name="Umsatzsteuer" wert={euro(i.kosten.umsatzsteuer)} erklaerung={e.umsatzsteuer} />
          <Zeile name={`Kosten brutto (${brutto})`} wert={euro(i.kosten.brutto)} erklaerung={e.brutto} />
          {i.abschlaege.faelligkeiten.map((f) => (
            <Zeile key={f.datum} name={`Abschlag fällig am ${datumDeutsch(f.datum)}`} wert={euro(f.betrag)} erklaerung={e.abschlaege} />
          ))}
          <Zeile name={`Summe der Abschläge (${brutto})`} wert={euro(i.abschlaege.summe)} erklaerung={e.abschlaege} />
          <Zeile name={`${i.saldo >= 0 ? 'Guthaben' : 'Nachzahlung'} (${brutto})`} wert={euro(Math.abs(i.saldo))} erklaerung={e.saldo} />
        </ul>
      </Abschnitt>
      {i.prognose && (
        <Abschnitt titel="Prognose bis zur nächsten Jahresabrechnung">
          <ul className="abrinfo-zeilen">
            <Zeile
              name={`Stichtag ${datumDeutsch(i.prognose.abrechnungsstichtag)} (${brutto})`}
              wert={`${i.prognose.saldo.p50 >= 0 ? 'Guthaben' : 'Nachzahlung'} ${euro(Math.abs(i.prognose.saldo.p50))}`}
              erklaerung={`${e.prognose} Spanne: ${euro(i.prognose.saldo.p10)} bis ${euro(i.prognose.saldo.p90)}.`}
            />
          </ul>
        </Abschnitt>
      )}
      <div className="knopfleiste">
        <button
          type="button"
          className="knopf"
          onClick={() => {
            setFehler(undefined);
            pdfHerunterladen(vertragId, i.id).catch((f: unknown) => setFehler(f instanceof Error ? f.message : t.ladefehler));
          }}
        >
          {t.pdf}
        </button>
      </div>
      {fehler && <Meldung art="fehler">{fehler}</Meldung>}
    </>
  );
}

/** The § 40 comparison as two bars, and the same figures as a table for screen readers and print. */
function Vergleich({ i }: { i: Abrechnungsinformation }) {
  if (i.verbrauchVorjahrKwh === null) {
    return (
      <Abschnitt titel={t.vergleich}>
        <p>{t.keinVorjahr}</p>
      </Abschnitt>
    );
  }
  const max = Math.max(i.verbrauchKwh, i.verbrauchVorjahrKwh, 1);
  const breite = (x: number) => Math.max(2, (x / max) * 220);
  return (
    <Abschnitt titel={t.vergleich}>
      <svg className="abrinfo-vergleich" viewBox="0 0 320 80" aria-hidden="true" focusable="false">
        <text x="0" y="22" fontSize="12" fill="currentColor">Vorjahr</text>
        <rect x="70" y="10" width={breite(i.verbrauchVorjahrKwh)} height="18" fill="var(--farbe-verbrauch-jahr, #8a94a0)" />
        <text x="0" y="58" fontSize="12" fill="currentColor">Zeitraum</text>
        <rect x="70" y="46" width={breite(i.verbrauchKwh)} height="18" fill="var(--primaer, #005a9c)" />
      </svg>
      <table className="abrinfo-tabelle">
        <caption>{t.vergleichTabelle}</caption>
        <thead>
          <tr>
            <th scope="col">Zeitraum</th>
            <th scope="col">Verbrauch</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">Gleicher Zeitraum im Vorjahr</th>
            <td>{kwh(i.verbrauchVorjahrKwh)}</td>
          </tr>
          <tr>
            <th scope="row">Dieser Zeitraum</th>
            <td>{kwh(i.verbrauchKwh)}</td>
          </tr>
          <tr>
            <th scope="row">Veränderung</th>
            <td>{i.veraenderungProzent === null ? '' : `${i.veraenderungProzent > 0 ? '+' : ''}${zahlDeutsch(i.veraenderungProzent)} %`}</td>
          </tr>
        </tbody>
      </table>
      <p>{e.vorjahr}</p>
    </Abschnitt>
  );
}

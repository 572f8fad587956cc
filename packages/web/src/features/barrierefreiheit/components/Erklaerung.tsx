import { barrierefreiheitTexte as t, type Erklaerung as ErklaerungDaten } from '@ekp/contract';
import { Ladeanzeige, Meldung } from '../../../shared/ui/Meldung.tsx';
import { Abschnitt, Seite } from '../../../shared/ui/Seite.tsx';
import { useErklaerung } from '../api/erklaerung.ts';
import { OffenePunkte } from './OffenePunkte.tsx';
import { RueckmeldungFormular } from './RueckmeldungFormular.tsx';

const anzahl = (n: number, eins: string, mehr: string) => `${n} ${n === 1 ? eins : mehr}`;
const datum = (iso: string) => new Date(iso).toLocaleDateString('de-DE', { timeZone: 'Europe/Berlin', day: '2-digit', month: '2-digit', year: 'numeric' });

/** /barrierefreiheit: the tenant's accessibility statement (BFSG §14 with Anlage 3), with and without a session. */
export function Erklaerung() {
  const erklaerung = useErklaerung();
  return (
    <Seite titel={t.titel}>
      {erklaerung.isPending && <Ladeanzeige />}
      {erklaerung.error && <Meldung art="fehler">{erklaerung.error.message}</Meldung>}
      {erklaerung.data && <Inhalt e={erklaerung.data} />}
    </Seite>
  );
}

function Inhalt({ e }: { e: ErklaerungDaten }) {
  const stand = e.pruefstand;
  return (
    <>
      <p>
        {e.anbieter} ist bemüht, dieses Kundenportal im Einklang mit dem Barrierefreiheitsstärkungsgesetz (BFSG) barrierefrei zugänglich zu machen. Maßstab ist {e.standard}; unser Ziel ist {e.ziel}.
      </p>
      <Abschnitt titel="Stand der Vereinbarkeit mit den Anforderungen">
        <p data-testid="konformitaet">{stand.letztePruefung ? t.konformitaet[e.konformitaet] : t.ungeprueft}</p>
        <p>{t.pruefverfahren}</p>
        <p>
          {stand.letztePruefung ? (
            <>
              Letzte Prüfung: <time dateTime={stand.letztePruefung}>{datum(stand.letztePruefung)}</time> ({anzahl(stand.gepruefteSeiten, 'Bildschirm', 'Bildschirme')}, {anzahl(stand.tastaturAblaeufe, 'Tastatur-Ablauf', 'Tastatur-Abläufe')}).
            </>
          ) : (
            t.keinePruefung
          )}
        </p>
        {e.erstelltAm && <p>Diese Erklärung wurde am {datum(e.erstelltAm)} erstellt.</p>}
      </Abschnitt>
      <Abschnitt titel="Nicht barrierefreie Inhalte">
        <OffenePunkte punkte={stand.offenePunkte} geprueft={stand.letztePruefung !== null} />
        {e.weitereEinschraenkungen.length > 0 && (
          <ul>
            {e.weitereEinschraenkungen.map((w) => (
              <li key={w}>{w}</li>
            ))}
          </ul>
        )}
      </Abschnitt>
      <Abschnitt titel={t.rueckmeldungTitel}>
        <p>{t.rueckmeldungEinleitung}</p>
        {(e.kontaktEmail || e.telefon) && (
          <p>
            {e.kontaktEmail && (
              <>
                E-Mail: <a href={`mailto:${e.kontaktEmail}`}>{e.kontaktEmail}</a>
              </>
            )}
            {e.kontaktEmail && e.telefon && <br />}
            {e.telefon && <>Telefon: {e.telefon}</>}
          </p>
        )}
        <RueckmeldungFormular />
      </Abschnitt>
      <Abschnitt titel={t.durchsetzungTitel}>
        <p>{t.durchsetzung}</p>
        <address>
          {e.marktueberwachung.name}
          {e.marktueberwachung.anschrift.map((z) => (
            <span key={z}>
              <br />
              {z}
            </span>
          ))}
          {e.marktueberwachung.email && (
            <>
              <br />
              E-Mail: <a href={`mailto:${e.marktueberwachung.email}`}>{e.marktueberwachung.email}</a>
            </>
          )}
          {e.marktueberwachung.telefon && (
            <>
              <br />
              Telefon: {e.marktueberwachung.telefon}
            </>
          )}
          {e.marktueberwachung.website && (
            <>
              <br />
              <a href={e.marktueberwachung.website}>{e.marktueberwachung.website}</a>
            </>
          )}
        </address>
      </Abschnitt>
    </>
  );
}

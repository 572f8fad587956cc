import { datumDeutsch, euroText, kwh, sparenTexte, UMSATZSTEUER_REGELSATZ, umsatzsteuerHinweis } from '@ekp/contract/aufrufe';
import type { VergleichsProdukt } from '@ekp/contract';
import { Ladeanzeige, Meldung } from '../../../shared/ui/Meldung.tsx';
import { Abschnitt, Seite } from '../../../shared/ui/Seite.tsx';
import { ZurueckKnopf } from '../../../shared/ui/ZurueckKnopf.tsx';
import { useTarifvergleich } from '../api/sparen.ts';
import './sparen.css';

const prozent = (anteil: number) => `${Math.round(anteil * 100)} %`;

/** The verdict in words: only "günstiger" when the saving exceeds the uncertainty. */
function urteil(p: VergleichsProdukt): string {
  if (p.kosten === null || p.differenzZumAktuellen === null) return 'nicht verglichen';
  if (p.guenstiger) return `${euroText(-p.differenzZumAktuellen)} günstiger`;
  if (Math.abs(p.differenzZumAktuellen) <= (p.unsicherheit ?? 0) || Math.abs(p.differenzZumAktuellen) < 1) return 'etwa gleich (innerhalb der Unsicherheit)';
  return p.differenzZumAktuellen > 0 ? `${euroText(p.differenzZumAktuellen)} teurer` : 'etwa gleich (innerhalb der Unsicherheit)';
}

/** "Was hätte ich mit … gezahlt?" on the customer's own data, with the method in plain German. */
export function TarifvergleichSeite({ vertragId }: { vertragId: string }) {
  const vergleich = useTarifvergleich(vertragId);
  return (
    <Seite titel="Tarifvergleich">
      {vergleich.isPending ? (
        <Ladeanzeige />
      ) : vergleich.isError ? (
        <Meldung art="fehler">{vergleich.error.message}</Meldung>
      ) : vergleich.data.produkte.length === 0 ? (
        <Meldung art="info">{sparenTexte.keineProdukte}</Meldung>
      ) : vergleich.data.vergleichAb ? (
        <Meldung art="info">{sparenTexte.vergleichAb(datumDeutsch(vergleich.data.vergleichAb))}</Meldung>
      ) : (
        <>
          <p>
            Was hätten Sie vom {datumDeutsch(vergleich.data.von)} bis {datumDeutsch(vergleich.data.bis)} mit unseren Tarifen gezahlt? Grundlage:{' '}
            {sparenTexte.datengrundlage[vergleich.data.datengrundlage]}, {kwh(vergleich.data.verbrauch)}, Daten für {prozent(vergleich.data.abdeckung)} des Zeitraums. Alle Beträge {umsatzsteuerHinweis(UMSATZSTEUER_REGELSATZ)}
          </p>
          {vergleich.data.aktuell.kosten !== null && (
            <p>
              Mit Ihrem Tarif {vergleich.data.aktuell.name}: <strong>{euroText(vergleich.data.aktuell.kosten)}</strong>
              {vergleich.data.aktuell.unsicherheit ? ` (± ${euroText(vergleich.data.aktuell.unsicherheit)})` : ''}.
            </p>
          )}
          <div className="tarifvergleich-rahmen">
            <table className="tarifvergleich">
              <caption>Kosten je Tarif im Vergleichszeitraum</caption>
              <thead>
                <tr>
                  <th scope="col">Tarif</th>
                  <th scope="col">Kosten</th>
                  <th scope="col">Im Vergleich</th>
                </tr>
              </thead>
              <tbody>
                {vergleich.data.produkte.map((p) => (
                  <tr key={p.id}>
                    <th scope="row">
                      {p.angebotUrl ? (
                        <a href={p.angebotUrl} target="_blank" rel="noreferrer">
                          {p.name}
                          <span className="nur-vorleser"> (Angebot, öffnet in neuem Fenster)</span>
                        </a>
                      ) : (
                        p.name
                      )}
                    </th>
                    <td>
                      {p.kosten === null ? '–' : euroText(p.kosten)}
                      {p.unsicherheit ? <span className="tarifvergleich-unsicher"> ± {euroText(p.unsicherheit)}</span> : null}
                    </td>
                    <td>
                      {urteil(p)}
                      {p.hinweis && <span className="tarifvergleich-hinweis">{p.hinweis}</span>}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
      <Abschnitt titel="So rechnen wir">
        <ul className="tarifvergleich-methode">
          <li>Wir rechnen jeden Tarif mit Ihrem eigenen Verbrauch durch: mit Ihren Viertelstundenwerten, wenn Ihr Zähler sie liefert, sonst mit Ihren Zählerständen, die wir nach dem Standardlastprofil des BDEW (H25 für Haushalte, G25 für Gewerbe) auf die Tageszeiten verteilen.</li>
          <li>Kosten = Grundpreis für die Dauer des Zeitraums + Verbrauch × Arbeitspreis. Bei HT/NT-Tarifen zählt der Verbrauch in der Nacht (22 bis 6 Uhr) zum NT-Preis. Dynamische Tarife rechnen wir je Viertelstunde mit dem Börsenpreis, dem Aufschlag, Netzentgelt, Umlagen, Steuern und Umsatzsteuer.</li>
          <li>Fehlen Daten für einen Teil des Zeitraums, rechnen wir diesen Teil mit Ihrem durchschnittlichen Verbrauch hoch. Der hochgerechnete Teil ist unsicher: Wir zeigen ihn als „±“ und nennen einen Tarif nur dann günstiger, wenn der Unterschied größer ist als diese Unsicherheit.</li>
          <li>Dynamische Tarife vergleichen wir nur mit echten Viertelstundenwerten, weil es bei ihnen auf die Uhrzeit Ihres Verbrauchs ankommt.</li>
        </ul>
      </Abschnitt>
      <ZurueckKnopf />
    </Seite>
  );
}

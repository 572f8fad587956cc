import { abrechnungsinformationKonsoleApi, euro, datumDeutsch, zahlDeutsch, zeitraumTitel, type Abrechnungsinformation, type AbrechnungsinformationEintrag, type Kundenseite } from '@ekp/contract';
import { useState } from 'react';
import { api, konsolentext } from '../api/konsole.ts';
import { Meldung } from './Meldung.tsx';


/**
 * § 40b EnWG billing information for the clerk on the phone: pick a contract, see its informations, open
 * one (the server writes that to the audit log) with the figures the customer sees.
 */
export function Abrechnungsinformationen({ kundennummer, vertraege }: { kundennummer: string; vertraege: Kundenseite['vertraege'] }) {
  const [vertragId, setVertragId] = useState(vertraege[0]?.id ?? '');
  const [liste, setListe] = useState<AbrechnungsinformationEintrag[] | null>(null);
  const [offen, setOffen] = useState<Abrechnungsinformation | null>(null);
  const [fehler, setFehler] = useState<string | null>(null);

  const laden = async (e: React.FormEvent) => {
    e.preventDefault();
    setFehler(null);
    setOffen(null);
    try {
      setListe(await api(abrechnungsinformationKonsoleApi.liste, { params: { kundennummer, vertragId } }));
    } catch (f) {
      setFehler(konsolentext(f) ?? 'Die Abrechnungsinformationen konnten nicht geladen werden.');
    }
  };
  const oeffnen = async (id: string) => {
    setFehler(null);
    try {
      setOffen(await api(abrechnungsinformationKonsoleApi.eine, { params: { kundennummer, vertragId, id } }));
    } catch (f) {
      setFehler(konsolentext(f) ?? 'Die Abrechnungsinformation konnte nicht geladen werden.');
    }
  };

  if (vertraege.length === 0) return null;
  return (
    <section aria-labelledby="abrechnungsinformationen">
      <h2 id="abrechnungsinformationen">Abrechnungsinformationen</h2>
      <form onSubmit={(e) => void laden(e)}>
        <label>
          Vertrag{' '}
          <select value={vertragId} onChange={(e) => setVertragId(e.target.value)}>
            {vertraege.map((v) => (
              <option key={v.id} value={v.id}>
                {v.id}
              </option>
            ))}
          </select>
        </label>{' '}
        <button type="submit" className="knopf">Abrechnungsinformation anzeigen</button>
      </form>
      <Meldung art="fehler" text={fehler} />
      {liste && liste.length === 0 && <p>Für diesen Vertrag liegt keine Abrechnungsinformation vor.</p>}
      {liste && liste.length > 0 && (
        <ul>
          {liste.map((e) => (
            <li key={e.id}>
              <button type="button" onClick={() => void oeffnen(e.id)}>
                {zeitraumTitel(e)}
              </button>{' '}
              · Kosten {euro(e.brutto)} · Saldo {euro(e.saldo)}
              {e.vorlaeufig ? ' · vorläufig' : ''}
            </li>
          ))}
        </ul>
      )}
      {offen && (
        <dl className="werteliste" aria-label={`Abrechnungsinformation ${zeitraumTitel(offen)}`}>
          <div className="werteliste-zeile"><dt>Zeitraum</dt><dd>{datumDeutsch(offen.von)} – {datumDeutsch(offen.bis)}</dd></div>
          <div className="werteliste-zeile"><dt>Verbrauch</dt><dd>{zahlDeutsch(offen.verbrauchKwh)} kWh</dd></div>
          <div className="werteliste-zeile"><dt>Arbeitspreis netto</dt><dd>{euro(offen.kosten.arbeit.netto)}</dd></div>
          <div className="werteliste-zeile"><dt>Grundpreis netto</dt><dd>{euro(offen.kosten.grund.netto)}</dd></div>
          <div className="werteliste-zeile"><dt>Umsatzsteuer</dt><dd>{euro(offen.kosten.umsatzsteuer)}</dd></div>
          <div className="werteliste-zeile"><dt>Kosten brutto</dt><dd>{euro(offen.kosten.brutto)}</dd></div>
          <div className="werteliste-zeile"><dt>Abschläge</dt><dd>{euro(offen.abschlaege.summe)}</dd></div>
          <div className="werteliste-zeile"><dt>Saldo</dt><dd>{euro(offen.saldo)}</dd></div>
          <div className="werteliste-zeile"><dt>Vorläufig</dt><dd>{offen.vorlaeufig ? 'ja' : 'nein'}</dd></div>
        </dl>
      )}
    </section>
  );
}

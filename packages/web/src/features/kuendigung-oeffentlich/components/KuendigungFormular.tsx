import {
  GRUND_MAX, KuendigungOeffentlichBodySchema, KUENDIGUNGSARTEN, kuendigungsartLabel, kuendigungOeffentlichTexte as t, NAME_MAX, NUMMER_MAX, tagDanach, type KuendigungOeffentlichAntrag,
} from '@ekp/contract';
import { useFormular } from '../../../shared/formular/useFormular.ts';
import { DatumsAuswahl } from '../../../shared/ui/DatumsAuswahl.tsx';
import { Textbereich, Textfeld } from '../../../shared/ui/Felder.tsx';
import { Meldung } from '../../../shared/ui/Meldung.tsx';
import { useHeute } from '../../../shared/zeit/useHeute.ts';
import { datumPruefen, eingabe, feldfehlerVon, type Formularwerte } from '../formular.ts';
import { Optionsgruppe } from '../../../shared/ui/Optionsgruppe.tsx';

interface Props {
  werte: Formularwerte;
  /** The server's field messages when it sent the user back from the confirmation step. */
  vomServer: Record<string, string>;
  onChange(werte: Formularwerte): void;
  onWeiter(antrag: KuendigungOeffentlichAntrag): void;
}

/** §312k(2) BGB: what the law lists and nothing that needs an account. "Weiter" checks all and sends nothing yet. */
export function KuendigungFormular({ werte, vomServer, onChange, onWeiter }: Props) {
  const heute = useHeute();
  const f = useFormular(KuendigungOeffentlichBodySchema, async (antrag) => onWeiter(antrag), {
    zusatz: (_eingabe, fehler) => datumPruefen(werte, heute, fehler),
    anfangsfehler: vomServer,
  });
  const felder = f.fehler;
  // A message goes as soon as its field is right; the others stay until the next "Weiter".
  const aendern = (neu: Formularwerte) => {
    onChange(neu);
    if (!Object.keys(felder).length) return;
    const jetzt = feldfehlerVon(neu, heute);
    f.fehlerAnpassen((alt) => Object.fromEntries(Object.keys(alt).flatMap((feld) => (jetzt[feld] ? [[feld, jetzt[feld]]] : []))));
  };
  const setzen = (feld: keyof Formularwerte) => (wert: string) => aendern({ ...werte, [feld]: wert });
  const feld = (name: keyof Formularwerte, label: string, extra: { autoComplete?: string; maxLength?: number; inputMode?: 'numeric' | 'email'; type?: string; hinweis?: string } = {}) => (
    <Textfeld id={`kuendigung-${name}`} label={label} value={werte[name]} fehler={felder[name]} onChange={(e) => setzen(name)(e.target.value)} {...extra} />
  );
  const morgen = tagDanach(heute);
  return (
    <form className="formular kuendigung-formular" {...f.formular(eingabe(werte))}>
      {Object.keys(felder).length > 0 && <Meldung art="fehler">Bitte prüfen Sie die markierten Angaben.</Meldung>}
      <Optionsgruppe
        name="kuendigung-art"
        legende="Art der Kündigung"
        optionen={KUENDIGUNGSARTEN.map((a) => [a, kuendigungsartLabel[a]])}
        wert={werte.art}
        fehler={felder.art}
        onChange={setzen('art')}
      />
      {werte.art === 'AUSSERORDENTLICH' && (
        <Textbereich id="kuendigung-grund" label="Grund der außerordentlichen Kündigung" rows={4} maxLength={GRUND_MAX} value={werte.grund} fehler={felder.grund} onChange={(e) => setzen('grund')(e.target.value)} />
      )}
      <fieldset className="optionsgruppe">
        <legend>Wer kündigt?</legend>
        <p className="feld-hinweis">Vor- und Nachname oder eine Firma.</p>
        {feld('vorname', 'Vorname', { autoComplete: 'given-name', maxLength: NAME_MAX })}
        {feld('nachname', 'Nachname', { autoComplete: 'family-name', maxLength: NAME_MAX })}
        {feld('firma', 'Firma', { autoComplete: 'organization', maxLength: NAME_MAX })}
      </fieldset>
      <fieldset className="optionsgruppe">
        <legend>Welcher Vertrag?</legend>
        <p className="feld-hinweis">{t.mehrereVertraegeHinweis}</p>
        {feld('kundennummer', 'Kundennummer', { maxLength: NUMMER_MAX })}
        {feld('vertragsnummer', 'Vertragsnummer', { maxLength: NUMMER_MAX })}
        {feld('plz', 'Postleitzahl der Lieferadresse', { autoComplete: 'postal-code', inputMode: 'numeric', maxLength: 5 })}
      </fieldset>
      <Optionsgruppe
        name="kuendigung-zeitpunkt"
        legende="Kündigen zum"
        optionen={[
          ['NAECHSTMOEGLICH', 'nächstmöglichen Zeitpunkt'],
          ['DATUM', 'gewünschten Datum'],
        ]}
        wert={werte.zeitpunkt}
        fehler={felder.zeitpunkt}
        onChange={setzen('zeitpunkt')}
      />
      {werte.zeitpunkt === 'DATUM' && <DatumsAuswahl id="kuendigung-datum" label="Gewünschtes Datum" wert={werte.datum} onChange={setzen('datum')} min={morgen} pflicht fehler={felder.datum} />}
      {feld('email', 'E-Mail-Adresse für die Bestätigung', { autoComplete: 'email', inputMode: 'email', type: 'email', maxLength: 254 })}
      <div className="knopfleiste">
        <button type="submit" className="knopf">
          {t.knopfWeiter}
        </button>
      </div>
    </form>
  );
}

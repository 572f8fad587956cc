import {
  adresseBereinigen, anredeLabel, ANREDEN, fruehestesGueltigVon, gueltigVonAbMorgen, istPflichtWenn, LAENDER,
  RechnungsadresseFormularSchema, type Rechnungsadresse,
} from '@ekp/contract';
import { useState } from 'react';
import { useFormular } from '../../../shared/formular/useFormular.ts';
import { DatumsAuswahl } from '../../../shared/ui/DatumsAuswahl.tsx';
import { Auswahl, Textfeld } from '../../../shared/ui/Felder.tsx';
import { Meldung } from '../../../shared/ui/Meldung.tsx';
import { useHeute } from '../../../shared/zeit/useHeute.ts';
import { useAnlegen } from '../../../shared/datierte-eintraege/api.ts';
import { rechnungsadressen } from './art.tsx';
import { istLeer, startwerte, type AdressWerte } from './formular-zustand.ts';
import './rechnungsadressen.css';

/** SPEC §4/§5 address form: salutation-dependent fields, Normal/Postfach toggle, the schema the server uses too. */
export function RechnungsadresseFormular({ vorlage, vertragId, onGespeichert }: { vorlage: Rechnungsadresse | null; vertragId?: string; onGespeichert(): void }) {
  const heute = useHeute();
  const [w, setW] = useState<AdressWerte>(() => startwerte(vorlage, fruehestesGueltigVon(heute)));
  const anlegen = useAnlegen(rechnungsadressen, vertragId);
  // SPEC §4: the fields of the unused address type are cleared on submit.
  // Hidden fields are not sent: a company has no personal name here, a person no company name.
  const sichtbar = w.anrede === 'Firma' ? { ...w, titel: '', vorname: '', nachname: '' } : { ...w, firma: '' };
  const eingabe = adresseBereinigen({ ...sichtbar, anrede: w.anrede as never });
  const f = useFormular(RechnungsadresseFormularSchema.superRefine(gueltigVonAbMorgen(heute)), async () => anlegen.mutateAsync(eingabe), {
    leer: () => istLeer(w),
    nachErfolg: onGespeichert,
  });
  const fehler = f.fehler;
  const setze = <K extends keyof AdressWerte>(feld: K, wert: AdressWerte[K]) => setW((alt) => ({ ...alt, [feld]: wert }));
  const text = (feld: keyof AdressWerte, label: string, extra: { pflicht?: boolean; autoComplete?: string } = {}) => (
    <Textfeld id={`adresse-${feld}`} label={label} value={w[feld]} fehler={fehler[feld]} aria-required={extra.pflicht || undefined} autoComplete={extra.autoComplete} onChange={(e) => setze(feld, e.target.value as never)} />
  );

  const personlich = w.anrede !== 'Firma';
  return (
    <form className="formular" {...f.formular(eingabe)}>
      <Auswahl id="adresse-anrede" label="Anrede" value={w.anrede} fehler={fehler.anrede} aria-required onChange={(e) => setze('anrede', e.target.value as AdressWerte['anrede'])}>
        <option value="">Bitte wählen</option>
        {ANREDEN.map((a) => <option key={a} value={a}>{anredeLabel[a]}</option>)}
      </Auswahl>
      {!personlich && text('firma', 'Firma', { pflicht: true, autoComplete: 'organization' })}
      {personlich && text('titel', 'Titel (optional)', { autoComplete: 'honorific-prefix' })}
      {personlich && text('vorname', istPflichtWenn(w.anrede, ['Herr', 'Frau']) ? 'Vorname' : 'Vorname (optional)', { pflicht: istPflichtWenn(w.anrede, ['Herr', 'Frau']), autoComplete: 'given-name' })}
      {personlich && text('nachname', istPflichtWenn(w.anrede, ['Herr', 'Frau', 'Familie']) ? 'Nachname' : 'Nachname (optional)', { pflicht: istPflichtWenn(w.anrede, ['Herr', 'Frau', 'Familie']), autoComplete: 'family-name' })}
      {text('co', 'c/o (optional)')}
      <fieldset className="adressart">
        <legend>Adressart</legend>
        {(['Normal', 'Postfach'] as const).map((art) => (
          <label key={art}>
            <input type="radio" name="adressart" value={art} checked={w.adressart === art} onChange={() => setze('adressart', art)} />
            {art === 'Normal' ? 'Straße und Hausnummer' : 'Postfach'}
          </label>
        ))}
      </fieldset>
      {w.adressart === 'Normal' ? (
        <>
          {text('strasse', 'Straße', { pflicht: true, autoComplete: 'address-line1' })}
          {text('hausnummer', 'Hausnummer', { pflicht: true })}
        </>
      ) : (
        text('postfach', 'Postfach', { pflicht: true })
      )}
      {text('postleitzahl', 'Postleitzahl', { pflicht: true, autoComplete: 'postal-code' })}
      {text('ort', 'Ort', { pflicht: true, autoComplete: 'address-level2' })}
      <Auswahl id="adresse-land" label="Land" value={w.land} fehler={fehler.land} aria-required onChange={(e) => setze('land', e.target.value as AdressWerte['land'])}>
        {LAENDER.map((l) => <option key={l} value={l}>{l}</option>)}
      </Auswahl>
      <DatumsAuswahl id="adresse-gueltigVon" label="Gültig ab" wert={w.gueltigVon} min={fruehestesGueltigVon(heute)} fehler={fehler.gueltigVon} pflicht onChange={(d) => setze('gueltigVon', d)} />
      {f.meldung && <Meldung art="fehler">{f.meldung}</Meldung>}
      <div className="knopfleiste">
        <button type="submit" className="knopf" disabled={f.sendet}>
          Speichern
        </button>
      </div>
    </form>
  );
}

import {
  ablesekampagneTexte as t, ablesewertAlsZahl, ablesewertMeldung, ablesewertPlatzhalter, datumDeutsch, istGueltigerAblesewert, tagDanach, zaehlwerkEinheit, type ZaehlerstandAnfrage, type ZaehlerstandMelden,
} from '@ekp/contract';
import { useState, type FormEvent } from 'react';
import { Textfeld } from '../../../shared/ui/Felder.tsx';
import { Meldung } from '../../../shared/ui/Meldung.tsx';
import { Werteliste } from '../../../shared/ui/Werte.tsx';

/** The reading date may lie 14 days around the Stichtag and not in the future (the server checks the same). */
const SPANNE = 14;

export interface Rueckmeldung {
  felder: Record<string, string>;
  /** The server warned of an unusual value: the customer may confirm it with "Trotzdem senden". */
  warnung?: string | undefined;
  text?: string | undefined;
}

interface Props {
  anfrage: ZaehlerstandAnfrage;
  code: string;
  heute: string;
  laeuft: boolean;
  rueckmeldung: Rueckmeldung | undefined;
  onSenden(meldung: ZaehlerstandMelden): void;
}

function fotoLesen(datei: File): Promise<string> {
  return new Promise((fertig, fehler) => {
    const leser = new FileReader();
    leser.onload = () => fertig(String(leser.result));
    leser.onerror = () => fehler(leser.error);
    leser.readAsDataURL(datei);
  });
}

/** Step 2: only what the letter shows (masked meter, registers in words, dates), then the values. */
export function ZaehlerstandFormular({ anfrage, code, heute, laeuft, rueckmeldung, onSenden }: Props) {
  const bis = tagDanach(anfrage.stichtag, SPANNE) < heute ? tagDanach(anfrage.stichtag, SPANNE) : heute;
  const von = tagDanach(anfrage.stichtag, -SPANNE);
  const [werte, setWerte] = useState<Record<string, string>>({});
  const [datum, setDatum] = useState(heute < bis ? heute : bis);
  const [foto, setFoto] = useState<string>();
  const [geprueft, setGeprueft] = useState(false);
  const felder = rueckmeldung?.felder ?? {};

  const fehlerVon = (obis: string) => {
    const kanal = anfrage.kanaele.find((k) => k.obiskennzahl === obis)!;
    const wert = werte[obis] ?? '';
    if (wert.trim() === '') return geprueft ? `Bitte geben Sie den Zählerstand ${kanal.bezeichnung} an.` : undefined;
    return istGueltigerAblesewert(wert, kanal) ? undefined : ablesewertMeldung(kanal);
  };
  const datumFehler = datum < von || datum > bis ? t.datumAusserhalb(datumDeutsch(von), datumDeutsch(bis)) : undefined;

  const senden = (trotzdem: boolean) => (e?: FormEvent) => {
    e?.preventDefault();
    setGeprueft(true);
    const zahlen: Record<string, number> = {};
    for (const k of anfrage.kanaele) {
      const zahl = ablesewertAlsZahl(werte[k.obiskennzahl] ?? '', k);
      if (zahl === undefined) {
        document.getElementById(`zaehlerstand-${k.obiskennzahl}`)?.focus();
        return;
      }
      zahlen[k.obiskennzahl] = zahl;
    }
    if (datumFehler) return;
    onSenden({ code, ablesedatum: datum, ablesewerte: zahlen, ...(foto ? { foto } : {}), ...(trotzdem ? { trotzdem } : {}) });
  };

  return (
    <form className="formular" noValidate onSubmit={senden(false)}>
      <Werteliste
        eintraege={[
          [t.zaehler, anfrage.zaehlernummer],
          [t.stichtag, datumDeutsch(anfrage.stichtag)],
          [t.frist, datumDeutsch(anfrage.frist)],
        ]}
      />
      {anfrage.bereitsGemeldet && <Meldung art="info">{t.bereitsGemeldet}</Meldung>}
      {rueckmeldung?.text && !rueckmeldung.warnung && <Meldung art="fehler">{rueckmeldung.text}</Meldung>}
      {anfrage.kanaele.map((k) => (
        <Textfeld
          key={k.obiskennzahl}
          id={`zaehlerstand-${k.obiskennzahl}`}
          label={`Zählerstand ${k.bezeichnung} in ${zaehlwerkEinheit(k.obiskennzahl)}`}
          value={werte[k.obiskennzahl] ?? ''}
          placeholder={ablesewertPlatzhalter(k)}
          inputMode={k.nachkommastellen > 0 ? 'decimal' : 'numeric'}
          autoComplete="off"
          required
          fehler={fehlerVon(k.obiskennzahl) ?? felder[`ablesewerte.${k.obiskennzahl}`]}
          onChange={(e) => setWerte((w) => ({ ...w, [k.obiskennzahl]: e.target.value }))}
        />
      ))}
      <Textfeld id="zaehlerstand-datum" label={t.ablesedatum} type="date" min={von} max={bis} value={datum} required fehler={datumFehler ?? felder.ablesedatum} onChange={(e) => setDatum(e.target.value)} />
      <div className="feld">
        <label htmlFor="zaehlerstand-foto">{t.foto}</label>
        <input
          id="zaehlerstand-foto"
          type="file"
          accept="image/png,image/jpeg"
          aria-invalid={felder.foto ? true : undefined}
          onChange={(e) => {
            const datei = e.target.files?.[0];
            if (!datei) setFoto(undefined);
            else void fotoLesen(datei).then(setFoto);
          }}
        />
        {felder.foto && <p className="feld-fehler">{felder.foto}</p>}
      </div>
      {rueckmeldung?.warnung && (
        <Meldung art="warnung" aktion={<button type="button" className="knopf" disabled={laeuft} onClick={senden(true)}>{t.knopfTrotzdem}</button>}>
          {rueckmeldung.warnung}
        </Meldung>
      )}
      <p className="knopfleiste">
        <button type="submit" className={rueckmeldung?.warnung ? 'knopf knopf-sekundaer' : 'knopf'} disabled={laeuft}>
          {t.knopfSenden}
        </button>
      </p>
    </form>
  );
}

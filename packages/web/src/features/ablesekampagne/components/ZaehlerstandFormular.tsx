import {
  ablesekampagneTexte as t, ablesewertAlsZahl, ablesewertMeldung, ablesewertPlatzhalter, datumDeutsch, istGueltigerAblesewert, tagDanach, zaehlwerkEinheit, ZaehlerstandMeldenSchema, type ZaehlerstandAnfrage, type ZaehlerstandMelden,
} from '@ekp/contract';
import { useState } from 'react';
import { ApiFehler } from '../../../shared/api/client.ts';
import { useFormular } from '../../../shared/formular/useFormular.ts';
import { Textfeld } from '../../../shared/ui/Felder.tsx';
import { Meldung } from '../../../shared/ui/Meldung.tsx';
import { Werteliste } from '../../../shared/ui/Werte.tsx';

/** The reading date may lie 14 days around the Stichtag and not in the future (the server checks the same). */
const SPANNE = 14;

interface Props {
  anfrage: ZaehlerstandAnfrage;
  code: string;
  heute: string;
  /** Sends the reading; rejects with the server's ApiFehler (its field messages land on the fields). */
  onSenden(meldung: ZaehlerstandMelden): Promise<unknown>;
}

function fotoLesen(datei: File): Promise<string> {
  return new Promise((fertig, fehler) => {
    const leser = new FileReader();
    leser.onload = () => fertig(String(leser.result));
    leser.onerror = () => fehler(leser.error);
    leser.readAsDataURL(datei);
  });
}

/**
 * Step 2: only what the letter shows (masked meter, registers in words, dates), then the values. Sent through
 * useFormular: the contract's schema, the same value and date rules as the server, the server's messages at
 * their fields and the focus on the first wrong one. An unusual value (422) offers "Trotzdem senden".
 */
export function ZaehlerstandFormular({ anfrage, code, heute, onSenden }: Props) {
  const bis = tagDanach(anfrage.stichtag, SPANNE) < heute ? tagDanach(anfrage.stichtag, SPANNE) : heute;
  const von = tagDanach(anfrage.stichtag, -SPANNE);
  const [werte, setWerte] = useState<Record<string, string>>({});
  const [datum, setDatum] = useState(heute < bis ? heute : bis);
  const [foto, setFoto] = useState<string>();
  const [warnung, setWarnung] = useState<string>();

  const datumFehler = datum < von || datum > bis ? t.datumAusserhalb(datumDeutsch(von), datumDeutsch(bis)) : undefined;
  const formatFehler = (obis: string) => {
    const kanal = anfrage.kanaele.find((k) => k.obiskennzahl === obis)!;
    const wert = werte[obis] ?? '';
    return wert.trim() === '' || istGueltigerAblesewert(wert, kanal) ? undefined : ablesewertMeldung(kanal);
  };

  const f = useFormular(
    ZaehlerstandMeldenSchema,
    async (meldung) => {
      setWarnung(undefined);
      try {
        await onSenden(meldung);
      } catch (fehler) {
        if (fehler instanceof ApiFehler && fehler.status === 422) setWarnung(fehler.message);
        throw fehler;
      }
    },
    {
      zusatz: (_eingabe, fehler) => {
        for (const k of anfrage.kanaele) {
          const feld = `ablesewerte.${k.obiskennzahl}`;
          if ((werte[k.obiskennzahl] ?? '').trim() === '') fehler[feld] = `Bitte geben Sie den Zählerstand ${k.bezeichnung} an.`;
          else if (!istGueltigerAblesewert(werte[k.obiskennzahl]!, k)) fehler[feld] = ablesewertMeldung(k);
        }
        if (datumFehler) fehler.ablesedatum = datumFehler;
      },
      feldGezeigt: (feld) => feld === 'ablesedatum' || feld === 'foto' || anfrage.kanaele.some((k) => feld === `ablesewerte.${k.obiskennzahl}`),
      // The warning stands with its button; every other refusal as the form's message.
      fehlertext: (fehler) => (fehler instanceof ApiFehler && fehler.status === 422 ? undefined : fehler instanceof Error ? fehler.message : undefined),
    },
  );

  const zahlen: Record<string, number> = {};
  for (const k of anfrage.kanaele) {
    const zahl = ablesewertAlsZahl(werte[k.obiskennzahl] ?? '', k);
    if (zahl !== undefined) zahlen[k.obiskennzahl] = zahl;
  }
  const eingabe = (trotzdem: boolean) => ({ code, ablesedatum: datum, ablesewerte: zahlen, ...(foto ? { foto } : {}), ...(trotzdem ? { trotzdem } : {}) });
  const ohneFehler = (feld: string) => f.fehlerAnpassen(({ [feld]: _weg, ...rest }) => rest);

  return (
    <form className="formular" {...f.formular(eingabe(false))}>
      <Werteliste
        eintraege={[
          [t.zaehler, anfrage.zaehlernummer],
          [t.stichtag, datumDeutsch(anfrage.stichtag)],
          [t.frist, datumDeutsch(anfrage.frist)],
        ]}
      />
      {anfrage.bereitsGemeldet && <Meldung art="info">{t.bereitsGemeldet}</Meldung>}
      {f.meldung && <Meldung art="fehler">{f.meldung}</Meldung>}
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
          fehler={formatFehler(k.obiskennzahl) ?? f.fehler[`ablesewerte.${k.obiskennzahl}`]}
          onChange={(e) => {
            ohneFehler(`ablesewerte.${k.obiskennzahl}`);
            setWerte((w) => ({ ...w, [k.obiskennzahl]: e.target.value }));
          }}
        />
      ))}
      <Textfeld
        id="zaehlerstand-datum"
        label={t.ablesedatum}
        type="date"
        min={von}
        max={bis}
        value={datum}
        required
        fehler={datumFehler ?? f.fehler.ablesedatum}
        onChange={(e) => {
          ohneFehler('ablesedatum');
          setDatum(e.target.value);
        }}
      />
      <div className="feld">
        <label htmlFor="zaehlerstand-foto">{t.foto}</label>
        <input
          id="zaehlerstand-foto"
          type="file"
          accept="image/png,image/jpeg"
          aria-invalid={f.fehler.foto ? true : undefined}
          aria-describedby={f.fehler.foto ? 'zaehlerstand-foto-fehler' : undefined}
          onChange={(e) => {
            ohneFehler('foto');
            const datei = e.target.files?.[0];
            if (!datei) setFoto(undefined);
            else void fotoLesen(datei).then(setFoto);
          }}
        />
        {f.fehler.foto && (
          <p id="zaehlerstand-foto-fehler" className="feld-fehler">
            {f.fehler.foto}
          </p>
        )}
      </div>
      {warnung && (
        <Meldung
          art="warnung"
          aktion={
            <button type="button" className="knopf" disabled={f.sendet} onClick={(e) => f.formular(eingabe(true)).onSubmit(e)}>
              {t.knopfTrotzdem}
            </button>
          }
        >
          {warnung}
        </Meldung>
      )}
      <p className="knopfleiste">
        <button type="submit" className={warnung ? 'knopf knopf-sekundaer' : 'knopf'} disabled={f.sendet}>
          {t.knopfSenden}
        </button>
      </p>
    </form>
  );
}

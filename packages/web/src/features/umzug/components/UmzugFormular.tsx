import { ablesewertAlsZahl, ablesewertMeldung, ablesewertPlatzhalter, datumDeutsch, fruehestesUmzugsdatum, istGueltigeMaloId, istGueltigerAblesewert, lieferadresse, umzugsVertragsende, UmzugBodySchema, umzugTexte, vertraegeTexte, zaehlwerkEinheit, zaehlwerkName, type Kanal, type Umzug, type UmzugBody } from '@ekp/contract';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useFormular } from '../../../shared/formular/useFormular.ts';
import { DatumsAuswahl } from '../../../shared/ui/DatumsAuswahl.tsx';
import { Textfeld } from '../../../shared/ui/Felder.tsx';
import { Ladeanzeige, Meldung } from '../../../shared/ui/Meldung.tsx';
import { Seite } from '../../../shared/ui/Seite.tsx';
import { Werteliste } from '../../../shared/ui/Werte.tsx';
import { useHeute } from '../../../shared/zeit/useHeute.ts';
import { useUmzugMelden, useUmzugVertrag, useUmzugZaehler } from '../api/umzug.ts';
import './umzug.css';

/** Vertrag/{id}/umzug: report a move; without continued supply the §41b(5) EnWG termination. */
export function UmzugFormular({ vertragId }: { vertragId: string }) {
  const vertrag = useUmzugVertrag(vertragId);
  const [ergebnis, setErgebnis] = useState<Umzug | undefined>();
  return (
    <Seite titel={umzugTexte.titel}>
      <p>
        Vertrag {vertragId}
        {vertrag.data ? `, Lieferadresse ${lieferadresse(vertrag.data)}` : ''}
      </p>
      {ergebnis ? (
        <Bestaetigung umzug={ergebnis} />
      ) : vertrag.isPending ? (
        <Ladeanzeige />
      ) : vertrag.isError ? (
        <Meldung art="fehler">{vertraegeTexte.detailLadefehler}</Meldung>
      ) : vertrag.data.status === 'aktiv' ? (
        <Formular vertragId={vertragId} onGemeldet={setErgebnis} />
      ) : (
        <Meldung art="info">{umzugTexte.nichtAktiv}</Meldung>
      )}
    </Seite>
  );
}

function Bestaetigung({ umzug }: { umzug: Umzug }) {
  const a = umzug.neueAdresse;
  return (
    <>
      <Meldung art="erfolg">{umzugTexte.erfolg(umzug.vertragId)}</Meldung>
      <Werteliste
        eintraege={[
          ['Auszugsdatum', datumDeutsch(umzug.auszugsdatum)],
          ['Neue Adresse', `${a.strasse} ${a.hausnummer}, ${a.plz} ${a.ort}`],
          ...(umzug.weiterbeliefern
            ? ([['Einzugsdatum', datumDeutsch(umzug.einzugsdatum)]] as Array<[string, string]>)
            : ([['Vertragsende', datumDeutsch(umzug.vertragsende)]] as Array<[string, string]>)),
        ]}
      />
      {umzug.vertragsende && <p>{umzugTexte.vertragsendeErklaerung(umzug.auszugsdatum, umzug.vertragsende)}</p>}
      <div className="knopfleiste">
        <Link to="/vertraege" className="knopf">
          Zu meinen Verträgen
        </Link>
      </div>
    </>
  );
}

const ADRESSFELDER = [
  ['strasse', 'Straße', 'address-line1'],
  ['hausnummer', 'Hausnummer', 'off'],
  ['plz', 'Postleitzahl', 'postal-code'],
  ['ort', 'Ort', 'address-level2'],
] as const;
type Adressfeld = (typeof ADRESSFELDER)[number][0];

function Formular({ vertragId, onGemeldet }: { vertragId: string; onGemeldet(u: Umzug): void }) {
  const heute = useHeute();
  const fruehestens = fruehestesUmzugsdatum(heute);
  const zaehler = useUmzugZaehler(vertragId);
  const melden = useUmzugMelden(vertragId);
  const [auszug, setAuszug] = useState('');
  const [adresse, setAdresse] = useState<Record<Adressfeld, string>>({ strasse: '', hausnummer: '', plz: '', ort: '' });
  const [weiter, setWeiter] = useState<'ja' | 'nein' | ''>('');
  const [einzug, setEinzug] = useState('');
  const [zaehlernummer, setZaehlernummer] = useState('');
  const [malo, setMalo] = useState('');
  const [staende, setStaende] = useState<Record<string, string>>({});

  const kanaele: Kanal[] = zaehler.data?.kanaele ?? [];
  const auszugFehler = auszug && auszug < fruehestens ? umzugTexte.auszugInVergangenheit(fruehestens) : undefined;
  const einzugFehler = einzug && einzug < fruehestens ? umzugTexte.einzugInVergangenheit(fruehestens) : undefined;
  const maloFehler = malo.trim() && !istGueltigeMaloId(malo.trim()) ? umzugTexte.maloId : undefined;
  const plzFehler = adresse.plz.trim() && !/^\d{5}$/.test(adresse.plz.trim()) ? umzugTexte.plz : undefined;
  const mitStaenden = kanaele.some((k) => (staende[k.obiskennzahl] ?? '').trim() !== '');
  const staendeOk = !mitStaenden || kanaele.every((k) => istGueltigerAblesewert(staende[k.obiskennzahl] ?? '', k));
  const ende = auszug && !auszugFehler ? umzugsVertragsende(auszug, heute) : undefined;
  const zaehlerstaende = mitStaenden ? Object.fromEntries(kanaele.map((k) => [k.obiskennzahl, ablesewertAlsZahl(staende[k.obiskennzahl] ?? '', k)!])) : null;
  const antrag: UmzugBody = {
    auszugsdatum: auszug,
    neueAdresse: adresse,
    weiterbeliefern: weiter === 'ja',
    ...(weiter === 'ja' ? { einzugsdatum: einzug, zaehlernummerNeu: zaehlernummer, maloIdNeu: malo } : {}),
    zaehlerstaende,
  };
  // The fields that show a message; the server's others (a reading without a meter) stand above the form.
  const gezeigt = new Set<string>([
    'auszugsdatum',
    ...ADRESSFELDER.map(([feld]) => `neueAdresse.${feld}`),
    ...(weiter === 'ja' ? ['einzugsdatum', 'zaehlernummerNeu', 'maloIdNeu'] : []),
    ...kanaele.map((k) => `zaehlerstaende.${k.obiskennzahl}`),
  ]);
  // The form sends what the customer typed (the server trims it, as the schema does here).
  const f = useFormular(UmzugBodySchema, async () => onGemeldet(await melden.mutateAsync(antrag)), { feldGezeigt: (feld) => gezeigt.has(feld) });

  const bereit =
    auszug !== '' &&
    !auszugFehler &&
    ADRESSFELDER.every(([feld]) => adresse[feld].trim() !== '') &&
    !plzFehler &&
    (weiter === 'nein' || (weiter === 'ja' && einzug !== '' && !einzugFehler && !maloFehler)) &&
    staendeOk &&
    !f.sendet;

  return (
    <form className="formular" {...f.formular(antrag)}>
      {f.meldung && <Meldung art="fehler">{f.meldung}</Meldung>}
      <DatumsAuswahl id="umzug-auszug" label="Auszugsdatum" wert={auszug} onChange={setAuszug} min={fruehestens} pflicht fehler={auszugFehler ?? f.fehler.auszugsdatum} />
      <fieldset className="umzug-gruppe">
        <legend>Neue Adresse</legend>
        {ADRESSFELDER.map(([feld, label, autoComplete]) => (
          <Textfeld
            key={feld}
            id={`umzug-${feld}`}
            label={label}
            value={adresse[feld]}
            autoComplete={autoComplete}
            required
            {...(feld === 'plz' ? { inputMode: 'numeric' as const, maxLength: 5 } : { maxLength: feld === 'hausnummer' ? 20 : 100 })}
            fehler={(feld === 'plz' ? plzFehler : undefined) ?? f.fehler[`neueAdresse.${feld}`]}
            onChange={(e) => setAdresse({ ...adresse, [feld]: e.target.value })}
          />
        ))}
      </fieldset>
      <fieldset className="umzug-gruppe">
        <legend>Sollen wir Sie an der neuen Adresse weiterbeliefern?</legend>
        <div className="umzug-wahl">
          <label>
            <input type="radio" name="umzug-weiter" value="ja" checked={weiter === 'ja'} onChange={() => setWeiter('ja')} /> Ja
          </label>
          <label>
            <input type="radio" name="umzug-weiter" value="nein" checked={weiter === 'nein'} onChange={() => setWeiter('nein')} /> Nein
          </label>
        </div>
        {weiter === 'ja' && (
          <>
            <DatumsAuswahl id="umzug-einzug" label="Einzugsdatum" wert={einzug} onChange={setEinzug} min={fruehestens} pflicht fehler={einzugFehler ?? f.fehler.einzugsdatum} />
            <Textfeld id="umzug-zaehlernummer" label="Neue Zählernummer (optional)" value={zaehlernummer} maxLength={64} autoComplete="off" fehler={f.fehler.zaehlernummerNeu} onChange={(e) => setZaehlernummer(e.target.value)} />
            <Textfeld
              id="umzug-malo"
              label="Marktlokations-ID (optional)"
              value={malo}
              inputMode="numeric"
              maxLength={11}
              autoComplete="off"
              hinweis="11 Ziffern, zu finden auf der Rechnung des Vormieters oder beim Netzbetreiber."
              fehler={maloFehler ?? f.fehler.maloIdNeu}
              onChange={(e) => setMalo(e.target.value)}
            />
          </>
        )}
        {weiter === 'nein' && ende && (
          <Meldung art="info">
            <p>Vertragsende: {datumDeutsch(ende)}</p>
            <p>{umzugTexte.vertragsendeErklaerung(auszug, ende)}</p>
          </Meldung>
        )}
      </fieldset>
      {kanaele.length > 0 && (
        <fieldset className="umzug-gruppe">
          <legend>Zählerstände beim Auszug (optional)</legend>
          {kanaele.map((k, i) => {
            const wert = staende[k.obiskennzahl] ?? '';
            const fehler = mitStaenden && !istGueltigerAblesewert(wert, k) ? ablesewertMeldung(k) : undefined;
            return (
              <Textfeld
                key={k.obiskennzahl}
                id={`umzug-stand-${i}`}
                label={`Zählerstand ${zaehlwerkName(k.obiskennzahl)} in ${zaehlwerkEinheit(k.obiskennzahl)}`}
                value={wert}
                placeholder={ablesewertPlatzhalter(k)}
                inputMode={k.nachkommastellen > 0 ? 'decimal' : 'numeric'}
                autoComplete="off"
                fehler={fehler ?? f.fehler[`zaehlerstaende.${k.obiskennzahl}`]}
                onChange={(e) => setStaende({ ...staende, [k.obiskennzahl]: e.target.value })}
              />
            );
          })}
        </fieldset>
      )}
      <div className="knopfleiste">
        <button type="submit" className="knopf" disabled={!bereit}>
          Umzug melden
        </button>
        <Link to="/vertraege" className="knopf knopf-sekundaer">
          Abbrechen
        </Link>
      </div>
    </form>
  );
}

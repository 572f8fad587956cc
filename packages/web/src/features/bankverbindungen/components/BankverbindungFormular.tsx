import { bankverbindungenTexte, BankverbindungFormularSchema, sepaMandatText, kontoTexte, feldfehler, fruehestesGueltigVon, gueltigVonAbMorgen, texte, type BankverbindungFormular as Formular } from '@ekp/contract';
import { useState, type FormEvent } from 'react';
import { ApiFehler } from '../../../shared/api/client.ts';
import { DatumsAuswahl } from '../../../shared/ui/DatumsAuswahl.tsx';
import { Kontrollkaestchen, Textfeld } from '../../../shared/ui/Felder.tsx';
import { Meldung } from '../../../shared/ui/Meldung.tsx';
import { useAnlegen } from '../../../shared/datierte-eintraege/api.ts';
import { bankverbindungen } from './art.tsx';
import { useIbanPruefung } from '../api/iban-pruefung.ts';
import { useHeute } from '../../../shared/zeit/useHeute.ts';
import { useMandant } from '../../../shared/mandant/mandant.tsx';
import { IbanFelder } from './IbanFelder.tsx';
import './bankverbindungen.css';

/**
 * SPEC §4/§5 bank form: holder ≥ 3, IBAN checked live and valid, gueltigVon ≥ tomorrow. Issue 31: the SEPA
 * mandate box is not ticked in advance (consent is explicit), with the mandate's text beside it.
 */
export function BankverbindungFormular({ vertragId, onGespeichert }: { vertragId?: string; onGespeichert(): void }) {
  const heute = useHeute();
  const morgen = fruehestesGueltigVon(heute);
  const [kontoinhaber, setKontoinhaber] = useState('');
  const [iban, setIban] = useState('');
  const [lastschrift, setLastschrift] = useState(false);
  const mandant = useMandant();
  const [gueltigVon, setGueltigVon] = useState(morgen);
  // Issue 26: a new bank account needs the current password.
  const [passwort, setPasswort] = useState('');
  const [fehler, setFehler] = useState<Record<string, string>>({});
  const [meldung, setMeldung] = useState<string>();
  const pruefung = useIbanPruefung(iban);
  const anlegen = useAnlegen(bankverbindungen, vertragId);

  const absenden = (e: FormEvent) => {
    e.preventDefault();
    setMeldung(undefined);
    if (!kontoinhaber.trim() && !iban.trim()) return setMeldung(texte.allgemein.formularLeer);
    const eingabe: Formular = { kontoinhaber, iban, gueltigVon, lastschrifteinzugErlaubt: lastschrift, bic: pruefung.ergebnis?.bic ?? null, bankname: pruefung.ergebnis?.bankname ?? null };
    const geprueft = BankverbindungFormularSchema.superRefine(gueltigVonAbMorgen(heute)).safeParse(eingabe);
    const neu = geprueft.success ? {} : feldfehler(geprueft.error.issues);
    // SPEC §5: the server's check must have said valide before the account can be saved.
    if (!neu.iban && pruefung.zustand !== 'valid') neu.iban = pruefung.zustand === 'invalid' && pruefung.nachricht ? pruefung.nachricht : bankverbindungenTexte.ibanNichtGeprueft;
    if (!passwort) neu.passwort = kontoTexte.passwortFehlt;
    setFehler(neu);
    if (Object.keys(neu).length) return;
    anlegen.mutate({ ...eingabe, passwort }, {
      onSuccess: onGespeichert,
      onError: (f) => {
        setMeldung(f.message);
        if (f instanceof ApiFehler) setFehler(f.felder);
      },
    });
  };

  return (
    <form className="formular" noValidate onSubmit={absenden}>
      <Textfeld id="bank-kontoinhaber" label="Kontoinhaber" autoComplete="name" aria-required value={kontoinhaber} fehler={fehler.kontoinhaber} onChange={(e) => setKontoinhaber(e.target.value)} />
      <IbanFelder iban={iban} onIban={setIban} stand={pruefung} fehler={fehler.iban} />
      <Kontrollkaestchen id="bank-lastschrift" checked={lastschrift} aria-describedby="bank-mandat" onChange={(e) => setLastschrift(e.target.checked)}>
        Ich erteile das folgende SEPA-Lastschriftmandat (freiwillig; ohne Mandat überweisen Sie selbst).
      </Kontrollkaestchen>
      <div id="bank-mandat" className="bank-mandat">
        {sepaMandatText(mandant.anzeigename, mandant.glaeubigerId).map((absatz) => (
          <p key={absatz}>{absatz}</p>
        ))}
      </div>
      <DatumsAuswahl id="bank-gueltigVon" label="Gültig ab" wert={gueltigVon} min={morgen} pflicht fehler={fehler.gueltigVon} onChange={setGueltigVon} />
      <Textfeld id="bank-passwort" label={kontoTexte.aktuellesPasswort} type="password" autoComplete="current-password" aria-required value={passwort} fehler={fehler.passwort} onChange={(e) => setPasswort(e.target.value)} />
      {meldung && <Meldung art="fehler">{meldung}</Meldung>}
      <div className="knopfleiste">
        <button type="submit" className="knopf" disabled={anlegen.isPending}>
          Speichern
        </button>
      </div>
    </form>
  );
}

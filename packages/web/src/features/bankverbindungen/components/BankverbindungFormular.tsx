import { bankverbindungenTexte, BankverbindungFormularSchema, sepaMandatText, kontoTexte, fruehestesGueltigVon, gueltigVonAbMorgen, type BankverbindungFormular as Formular } from '@ekp/contract';
import { useEffect, useState } from 'react';
import { useFormular } from '../../../shared/formular/useFormular.ts';
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
 * SPEC §4/§5 bank form: holder ≥ 3, IBAN checked live and valid, gueltigVon ≥ tomorrow. The SEPA
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
  // A new bank account needs the current password.
  const [passwort, setPasswort] = useState('');
  const pruefung = useIbanPruefung(iban);
  const anlegen = useAnlegen(bankverbindungen, vertragId);
  const eingabe: Formular = { kontoinhaber, iban, gueltigVon, lastschrifteinzugErlaubt: lastschrift, bic: pruefung.ergebnis?.bic ?? null, bankname: pruefung.ergebnis?.bankname ?? null };
  const f = useFormular(BankverbindungFormularSchema.superRefine(gueltigVonAbMorgen(heute)), async () => anlegen.mutateAsync({ ...eingabe, passwort }), {
    leer: () => !kontoinhaber.trim() && !iban.trim(),
    zusatz: (_eingabe, fehler) => {
      // SPEC §5: the server's check must have said valide before the account can be saved.
      if (!fehler.iban && pruefung.zustand !== 'valid') fehler.iban = pruefung.zustand === 'invalid' && pruefung.nachricht ? pruefung.nachricht : bankverbindungenTexte.ibanNichtGeprueft;
      if (!passwort) fehler.passwort = kontoTexte.passwortFehlt;
    },
    nachErfolg: onGespeichert,
  });
  const fehler = f.fehler;
  // "Speichern" while the IBAN is still being checked waits for the answer instead of refusing: the customer
  // pressed once and should not have to press again.
  // The IBAN input a submit is waiting for; the submit goes on (from its own handler) once that check answered.
  const [wartetAuf, setWartetAuf] = useState<string | null>(null);
  const wartet = wartetAuf === iban && pruefung.zustand === 'pending';
  const formular = f.formular(eingabe);
  const ibanNichtGeprueft = fehler.iban === bankverbindungenTexte.ibanNichtGeprueft;
  useEffect(() => {
    if (pruefung.zustand === 'pending') return;
    if (wartetAuf === iban) formular.ref.current?.requestSubmit();
    // The check has passed since: its "not checked" message no longer applies.
    else if (ibanNichtGeprueft && pruefung.zustand === 'valid') f.fehlerAnpassen(({ iban: _iban, ...rest }) => rest);
  }, [pruefung.zustand, wartetAuf, iban, ibanNichtGeprueft, formular.ref, f]);

  return (
    <form
      className="formular"
      {...formular}
      onSubmit={(e) => {
        if (pruefung.zustand === 'pending') {
          e.preventDefault();
          setWartetAuf(iban);
          return;
        }
        setWartetAuf(null);
        formular.onSubmit(e);
      }}
    >
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
      {f.meldung && <Meldung art="fehler">{f.meldung}</Meldung>}
      <div className="knopfleiste">
        <button type="submit" className="knopf" disabled={f.sendet} aria-describedby={wartet ? 'bank-wartet' : undefined}>
          Speichern
        </button>
        {wartet && (
          <output id="bank-wartet" className="feld-hinweis">
            Die IBAN wird noch geprüft; danach wird gespeichert …
          </output>
        )}
      </div>
    </form>
  );
}

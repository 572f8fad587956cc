import { ibanFormatiert, vollstaendigeIban } from '@ekp/contract';
import type { IbanPruefStand } from '../api/iban-pruefung.ts';
import { Textfeld } from '../../../shared/ui/Felder.tsx';

/**
 * SPEC §4 bank form: the IBAN (of any SEPA country, so no fixed DE prefix; a pasted IBAN is
 * normalised to groups of four instead of showing "DE DE89…"), the live check's verdict (announced politely),
 * and BIC, bank, account number and BLZ filled from a valid result, empty otherwise; all four read-only.
 */
export function IbanFelder({ iban, onIban, stand, fehler }: { iban: string; onIban(wert: string): void; stand: IbanPruefStand; fehler?: string | undefined }) {
  const e = stand.zustand === 'valid' ? stand.ergebnis : undefined;
  const status = stand.zustand === 'pending' ? 'Die IBAN wird geprüft …' : stand.nachricht;
  return (
    <>
      <Textfeld
        id="bank-iban"
        label="IBAN"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        placeholder="DE00 0000 0000 0000 0000 00"
        aria-required
        value={iban}
        fehler={fehler}
        hinweis="Ihre IBAN aus dem SEPA-Raum, zum Beispiel DE89 3704 0044 0532 0130 00. Leerzeichen sind erlaubt."
        onChange={(ev) => onIban(ev.target.value)}
        onPaste={(ev) => {
          const eingefuegt = vollstaendigeIban(ev.clipboardData.getData('text'));
          if (!eingefuegt) return;
          ev.preventDefault();
          onIban(ibanFormatiert(eingefuegt));
        }}
      />
      <output className={`iban-status iban-status-${stand.zustand}`} htmlFor="bank-iban" aria-live="polite">
        {status}
      </output>
      <Textfeld id="bank-bic" label="BIC" readOnly value={e?.bic ?? ''} />
      <Textfeld id="bank-bankname" label="Bank" readOnly value={e?.bankname ?? ''} />
      <Textfeld id="bank-kontonummer" label="Kontonummer" readOnly value={e?.kontonummer ?? ''} />
      <Textfeld id="bank-blz" label="BLZ" readOnly value={e?.blz ?? ''} />
    </>
  );
}

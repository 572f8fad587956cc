import { ablesewertMeldung, ablesewertPlatzhalter, istGueltigerAblesewert, type Kanal } from '@ekp/contract';
import { Textfeld } from '../../../shared/ui/Felder.tsx';
import { zaehlwerkName } from '@ekp/contract/aufrufe';
import { einheit } from '../format.ts';

export function kanalBezeichnung(kanal: Kanal, mehrere: boolean): string {
  if (!mehrere) return `Zählerstand in ${einheit(kanal.obiskennzahl)}`;
  // The register's name (HT, NT) rather than its OBIS code.
  return `Zählerstand ${zaehlwerkName(kanal.obiskennzahl)} in ${einheit(kanal.obiskennzahl)}`;
}

/**
 * One input per measuring channel (SPEC §2), with SPEC §5's placeholder, value rule and message; the server's
 * message for a channel (`serverFehler`, keyed `ablesewerte.<obis>` as SPEC §8 `felder`) when the rule passed.
 */
export function KanalEingaben({ kanaele, werte, serverFehler = {}, onChange }: { kanaele: Kanal[]; werte: Record<string, string>; serverFehler?: Record<string, string>; onChange(obis: string, wert: string): void }) {
  return (
    <>
      {kanaele.map((k, i) => {
        const wert = werte[k.obiskennzahl] ?? '';
        const fehler = wert !== '' && !istGueltigerAblesewert(wert, k) ? ablesewertMeldung(k) : serverFehler[`ablesewerte.${k.obiskennzahl}`];
        return (
          <Textfeld
            key={k.obiskennzahl}
            id={`ablesewert-${i}`}
            label={kanalBezeichnung(k, kanaele.length > 1)}
            value={wert}
            placeholder={ablesewertPlatzhalter(k)}
            inputMode={k.nachkommastellen > 0 ? 'decimal' : 'numeric'}
            autoComplete="off"
            required
            fehler={fehler}
            onChange={(e) => onChange(k.obiskennzahl, e.target.value)}
          />
        );
      })}
    </>
  );
}

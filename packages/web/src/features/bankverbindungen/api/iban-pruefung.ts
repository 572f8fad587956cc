import { bankverbindungenApi, istIbanEingabeFormatGueltig, type IbanPruefung, type PruefZustand } from '@ekp/contract';
import { useEffect, useState } from 'react';
import { api, ApiFehler, istAbbruch } from '../../../shared/api/client.ts';

export const PRUEF_VERZOEGERUNG_MS = 250;

export interface IbanPruefStand {
  zustand: PruefZustand;
  ergebnis?: IbanPruefung;
  nachricht?: string;
}

/**
 * SPEC §4 bank form: the IBAN is checked with the server 250 ms after typing stops. A newer input cancels
 * the older request; an input of the wrong shape is not sent and leaves the result empty.
 */
export function useIbanPruefung(eingabe: string): IbanPruefStand {
  const [antwort, setAntwort] = useState<{ eingabe: string; stand: IbanPruefStand }>();
  const formOk = istIbanEingabeFormatGueltig(eingabe);
  useEffect(() => {
    if (!formOk) return undefined;
    const abbruch = new AbortController();
    const zeit = setTimeout(() => {
      api(bankverbindungenApi.pruefen, { query: { iban: eingabe }, signal: abbruch.signal })
        .then((ergebnis) => setAntwort({ eingabe, stand: { zustand: ergebnis.valide ? 'valid' : 'invalid', ergebnis, nachricht: ergebnis.feedback.nachricht } }))
        .catch((f: unknown) => {
          if (!istAbbruch(f)) setAntwort({ eingabe, stand: { zustand: 'invalid', nachricht: f instanceof ApiFehler ? f.message : String(f) } });
        });
    }, PRUEF_VERZOEGERUNG_MS);
    return () => {
      clearTimeout(zeit);
      abbruch.abort();
    };
  }, [eingabe, formOk]);
  // A result belongs to the input it was asked for; until the answer for this input arrives it is pending.
  if (!formOk) return { zustand: 'undefined' };
  return antwort?.eingabe === eingabe ? antwort.stand : { zustand: 'pending' };
}

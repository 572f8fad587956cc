import { authTexte, istHaeufigesPasswort, passwortRegelverstossSofort, type PasswortKontext } from '@ekp/contract';
import { useEffect, useState } from 'react';

/**
 * Issue #12: the reason the server would refuse a new password, shown while typing. The list of
 * common passwords loads on first use; until it has answered for the current input, `geprueft` is false.
 */
export function usePasswortRegel(neu: string, kontext: PasswortKontext): { fehler: string | undefined; geprueft: boolean } {
  const [liste, setListe] = useState<{ passwort: string; haeufig: boolean }>();
  useEffect(() => {
    if (!neu) return;
    let aktuell = true;
    void istHaeufigesPasswort(neu).then((haeufig) => aktuell && setListe({ passwort: neu, haeufig }));
    return () => {
      aktuell = false;
    };
  }, [neu]);
  if (!neu) return { fehler: undefined, geprueft: false };
  const sofort = passwortRegelverstossSofort(neu, kontext);
  if (sofort) return { fehler: sofort, geprueft: true };
  const geprueft = liste?.passwort === neu;
  return { fehler: geprueft && liste.haeufig ? authTexte.passwort.haeufig : undefined, geprueft };
}

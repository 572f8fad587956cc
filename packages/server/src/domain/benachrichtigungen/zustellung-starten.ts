import { mailAusgangSenden } from '../../shared/mail-ausgang.ts';
import { taktStarten } from '../../shared/zeitplan/takt.ts';
import { zustellen, type ZustellDienste } from './zustellen.ts';

/**
 * Sends due deliveries every `taktMs` in every process, and at once after `anstossen()` (a customer's own
 * action, e.g. a confirmed Abschlag). Passes never overlap in a process; SKIP LOCKED keeps processes apart.
 * The same pass retries the mails of shared/mail-ausgang.ts that the mail server did not take at first.
 */
export function zustellungStarten(d: ZustellDienste, log: (text: string, daten: object) => void, taktMs = 15_000): { anstossen(): void; stoppen(): Promise<void> } {
  let laufend: Promise<unknown> = Promise.resolve();
  let gestoppt = false;
  let wartet = false;
  const anstossen = () => {
    if (gestoppt || wartet) return;
    wartet = true;
    laufend = laufend
      .then(() => {
        wartet = false;
        return zustellen(d, { halt: () => gestoppt, warnen: log });
      })
      .then(() => mailAusgangSenden(d, { error: (daten, text) => log(text, daten) }))
      .catch((e: unknown) => log('Zustellung: Durchlauf fehlgeschlagen', { fehler: String(e) }));
  };
  const takt = taktStarten(taktMs, anstossen);
  return {
    anstossen,
    async stoppen() {
      gestoppt = true;
      takt.stoppen();
      await laufend;
    },
  };
}

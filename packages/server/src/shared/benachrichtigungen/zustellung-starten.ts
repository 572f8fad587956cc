import { taktStarten } from '../zeitplan/takt.ts';
import { zustellen, type ZustellDienste } from './zustellen.ts';

/**
 * Sends due deliveries every `taktMs` in every process, and at once after `anstossen()` (a customer's own
 * action, e.g. a confirmed Abschlag). Passes never overlap in a process; SKIP LOCKED keeps processes apart.
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

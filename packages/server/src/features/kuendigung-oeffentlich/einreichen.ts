import type { Db } from '../../db/verbinden.ts';
import { neueEingangsnummer } from './eingangsnummer.ts';
import type { Eingang } from './mail.ts';
import { eingangSpeichern } from './repository.ts';
import type { Zuordnung } from './zuordnung.ts';

const istDoppelt = (e: unknown) => (e as { code?: string } | null)?.code === '23505' || /23505|duplicate key/.test(String((e as Error)?.message ?? ''));

/**
 * Stores request, outbox entry and the rate-limit event in one transaction under a fresh Eingangsnummer;
 * the rare clash of two random numbers on one day is retried with a new one.
 */
export async function einreichen(
  db: Db,
  mandant: string,
  e: Omit<Eingang, 'eingangsnummer'> & { schluesselHash: string; zuordnung: Zuordnung },
  zaehlen: (trx: Db) => Promise<void>,
): Promise<Eingang> {
  for (let versuch = 1; ; versuch++) {
    const eingang = { ...e, eingangsnummer: neueEingangsnummer(e.eingegangen) };
    try {
      await db.transaction().execute(async (trx) => {
        await eingangSpeichern(trx, mandant, eingang);
        await zaehlen(trx);
      });
      return { eingangsnummer: eingang.eingangsnummer, eingegangen: e.eingegangen, antrag: e.antrag };
    } catch (fehler) {
      if (versuch >= 3 || !istDoppelt(fehler)) throw fehler;
    }
  }
}

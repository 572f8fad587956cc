import type { ImportDateiGeprueft } from '@ekp/contract';
import type { Db } from '../db/verbinden.ts';
import type { IntervallTag } from '../domain/intervall/tage.ts';
import { intervallTageSchreiben } from '../domain/intervall/schreiben.ts';
import { passwoerterHashen } from '../shared/passwort-hash.ts';
import { zugangEntziehen } from '../domain/anmeldung/zugang-entziehen.ts';
import { anschlussnutzerSchreiben } from './anschlussnutzer.ts';
import { demoKundenErsetzen, fremdeNebendatenPruefen, fremdeVertraegePruefen } from './bestand-pruefen.ts';
import { nebendatenSchreiben } from './nebendaten.ts';
import { partitionenVorab } from './partitionen.ts';
import { katalogSchreiben, preiseSchreiben } from './preise.ts';
import { vertragSchreiben } from './vertrag.ts';

export interface ImportStatistik {
  anschlussnutzer: number;
  vertraege: number;
  intervalle: number;
  preise: number;
}

export interface ImportOptionen {
  /** The demo data set: its customers are marked, so a later import of the same number replaces them. */
  demo?: boolean | undefined;
  /**
   * The file's passwords are published (the demo data's in the README, the browser tests' fixtures): one hash per
   * distinct password instead of one per customer (shared/passwort-hash.ts). Never for a utility's own file.
   */
  veroeffentlichtePasswoerter?: boolean | undefined;
}

/** Writes a checked file in one transaction; every write is an upsert by the record's natural key. */
export async function importSchreiben(db: Db, mandant: string, daten: ImportDateiGeprueft, optionen: ImportOptionen = {}): Promise<ImportStatistik> {
  // Hash before the transaction: scrypt is slow and must not hold the database.
  const hashes = await passwoerterHashen(daten.anschlussnutzer.flatMap((a) => (a.passwort ? [[a.kundennummer, a.passwort] as const] : [])), { veroeffentlicht: optionen.veroeffentlichtePasswoerter === true });
  await partitionenVorab(db, mandant, daten);

  return db.transaction().execute(async (trx) => {
    if (!optionen.demo) await demoKundenErsetzen(trx, mandant, daten);
    await fremdeVertraegePruefen(trx, mandant, daten);
    await fremdeNebendatenPruefen(trx, mandant, daten);
    const statistik: ImportStatistik = { anschlussnutzer: 0, vertraege: 0, intervalle: 0, preise: daten.preise.length };
    // Prices first: the interval days then get their market sums as they are written (written the other way
    // round, the price trigger would rewrite every day row once more).
    await preiseSchreiben(trx, mandant, daten.preise);
    const tage: IntervallTag[] = [];
    for (const a of daten.anschlussnutzer) {
      await anschlussnutzerSchreiben(trx, mandant, a, hashes.get(a.kundennummer) ?? null, optionen.demo === true);
      if (a.portalGesperrt) await zugangEntziehen(trx, mandant, a.kundennummer);
      statistik.anschlussnutzer++;
      for (const v of a.vertraege) {
        statistik.intervalle += await vertragSchreiben(trx, mandant, a.kundennummer, v, tage);
        statistik.vertraege++;
      }
      await nebendatenSchreiben(trx, mandant, a.kundennummer, null, a);
    }
    // All contracts' days together: one statement per 2,000 days instead of one per contract.
    await intervallTageSchreiben(trx, tage);
    await katalogSchreiben(trx, mandant, daten);
    return statistik;
  });
}

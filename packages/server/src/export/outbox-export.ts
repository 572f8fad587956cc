import type { Db } from '../db/verbinden.ts';

// The hand-over to the utility's billing system (docs/operations.md "Export für das Abrechnungssystem"):
// every outbox entry as one JSON line, marked exported once printed.

export interface ExportOptionen {
  /** Only this tenant's entries. */
  mandant?: string | undefined;
  /** Only entries created at or after this instant. */
  seit?: Date | undefined;
  /** Print already exported entries again too. */
  alle?: boolean | undefined;
  /** At most this many entries in this run (batches); the rest stay for the next run. */
  limit?: number | undefined;
}

/** One line of the export, in the field names the billing system reads. */
export interface ExportZeile {
  /** The outbox entry's id: unique and stable across runs; the billing system deduplicates by it. */
  id: number;
  kind: string;
  tenant: string;
  kundennummer: string | null;
  contract: string | null;
  payload: unknown;
  created: string;
}

const SEITE = 1000;

/**
 * Prints the entries in the order they were written and marks the new ones exported, all in one
 * transaction: if printing fails half-way nothing is marked and the next run prints them again
 * (at least once, never lost). Rows another export run is holding are skipped, so two runs at the same
 * time do not print the same entry twice. Returns the number of printed lines.
 */
export async function outboxExportieren(db: Db, optionen: ExportOptionen, ausgeben: (zeile: string) => void | Promise<void>, jetzt: Date): Promise<number> {
  return db.transaction().execute(async (trx) => {
    let anzahl = 0;
    let letzteId = 0;
    for (;;) {
      const groesse = optionen.limit === undefined ? SEITE : Math.min(SEITE, optionen.limit - anzahl);
      if (groesse <= 0) return anzahl;
      let abfrage = trx.selectFrom('outbox').selectAll().where('id', '>', letzteId);
      if (!optionen.alle) abfrage = abfrage.where('exportiert', 'is', null);
      if (optionen.mandant) abfrage = abfrage.where('mandant', '=', optionen.mandant);
      if (optionen.seit) abfrage = abfrage.where('erstellt', '>=', optionen.seit);
      const seite = await abfrage.orderBy('id').limit(groesse).forUpdate().skipLocked().execute();
      if (seite.length === 0) return anzahl;
      for (const e of seite) {
        const zeile: ExportZeile = { id: e.id, kind: e.art, tenant: e.mandant, kundennummer: e.kundennummer, contract: e.vertrag_id, payload: e.payload, created: e.erstellt.toISOString() };
        await ausgeben(JSON.stringify(zeile));
      }
      const neu = seite.filter((e) => e.exportiert === null).map((e) => e.id);
      if (neu.length) await trx.updateTable('outbox').set({ exportiert: jetzt }).where('id', 'in', neu).execute();
      anzahl += seite.length;
      letzteId = seite.at(-1)!.id;
    }
  });
}

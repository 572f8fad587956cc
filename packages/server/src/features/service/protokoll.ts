import { protokollAktionText, zeitpunktMitVersatz } from '@ekp/contract';
import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../../db/verbinden.ts';

/** What an audit line says: who (staff), what, which customer, from which address; the time is the injected clock's. */
export interface Protokolleintrag {
  kennung: string;
  aktion: string;
  kundennummer?: string | null;
  details?: string;
}

/** Appends one line to the tenant's audit log (append-only: migration 0080's trigger refuses UPDATE and early DELETE). */
export async function protokollieren(db: Db, request: FastifyRequest, e: Protokolleintrag): Promise<void> {
  await db
    .insertInto('service_protokoll')
    .values({
      mandant: request.mandant.key,
      zeitpunkt: request.server.dienste.uhr.jetzt(),
      kennung: e.kennung,
      aktion: e.aktion,
      kundennummer: e.kundennummer ?? null,
      details: e.details ?? '',
      adresse: request.ip,
    })
    .execute();
}

export const STANDARD_PROTOKOLL_TAGE = 730;

/** Deletes the lines older than the tenant's retention; the trigger lets exactly those go. */
export async function protokollBereinigen(db: Db, mandant: string, jetzt: Date): Promise<number> {
  const e = await db.selectFrom('service_einstellung').select('protokoll_tage').where('mandant', '=', mandant).executeTakeFirst();
  const tage = e?.protokoll_tage ?? STANDARD_PROTOKOLL_TAGE;
  const grenze = new Date(jetzt.getTime() - tage * 24 * 60 * 60 * 1000);
  // Also older by the database's clock, which the trigger checks: an EKP_NOW ahead of it must not make the read fail.
  const weg = await db
    .deleteFrom('service_protokoll')
    .where('mandant', '=', mandant)
    .where('zeitpunkt', '<', grenze)
    .where(sql<boolean>`zeitpunkt < now() - make_interval(days => ${tage})`)
    .executeTakeFirst();
  return Number(weg.numDeletedRows);
}

/** One CSV cell: quoted when it must be, and defused when a spreadsheet would run it as a formula. */
export const csvZelle = (w: string) => (/[";\n\r]/.test(w) || /^[=+\-@]/.test(w) ? `"${w.replace(/^([=+\-@])/, "'$1").replace(/"/g, '""')}"` : w);

/**
 * Semicolon CSV as German spreadsheets open it: German headers, Berlin time with its offset (so the hour of the
 * clock change is unambiguous), the action's German label beside its code (the code stays for filters and
 * scripts). Cells that a spreadsheet would run as a formula are quoted and defused.
 */
export function protokollCsv(zeilen: { zeitpunkt: string; kennung: string; aktion: string; kundennummer: string | null; details: string; adresse: string }[]): string {
  const kopf = 'Zeitpunkt (Europe/Berlin);Kennung;Aktion;Aktionscode;Kundennummer;Details;IP-Adresse';
  const zeile = (z: (typeof zeilen)[number]) => [zeitpunktMitVersatz(z.zeitpunkt), z.kennung, protokollAktionText(z.aktion), z.aktion, z.kundennummer ?? '', z.details, z.adresse];
  return [kopf, ...zeilen.map((z) => zeile(z).map(csvZelle).join(';'))].join('\r\n') + '\r\n';
}

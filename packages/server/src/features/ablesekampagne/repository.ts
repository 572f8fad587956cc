import type { Kanal } from '@ekp/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/verbinden.ts';

export interface CodeTreffer {
  id: number;
  kampagneId: number;
  vertragId: string;
  kundennummer: string;
  zaehlernummer: string;
  kanaele: Kanal[];
  stichtag: string;
  frist: string;
  lieferbeginn: string | null;
  lieferende: string | null;
  storniert: boolean;
  gesperrtBis: Date | null;
  /** Reports through this code so far (1: reported, 2: corrected once). */
  meldungen: number;
}

/**
 * The one query behind both public calls, whether the code is known or not: the code of this tenant, not
 * expired, with its campaign, contract, meter and how often it was used. An unknown code costs the same
 * query and returns nothing, so the answer's timing does not tell a known code from a guessed one.
 */
export async function codeFinden(db: Db, mandant: string, hashes: string[], heute: string): Promise<CodeTreffer | undefined> {
  const z = await db
    .selectFrom('ablesecode as c')
    .innerJoin('ablesekampagne as k', 'k.id', 'c.kampagne_id')
    .innerJoin('vertrag as v', (j) => j.onRef('v.mandant', '=', 'c.mandant').onRef('v.id', '=', 'c.vertrag_id'))
    .innerJoin('zaehler as z', (j) => j.onRef('z.mandant', '=', 'c.mandant').onRef('z.vertrag_id', '=', 'c.vertrag_id').onRef('z.nummer', '=', 'c.zaehlernummer'))
    .select([
      'c.id', 'c.kampagne_id', 'c.vertrag_id', 'c.kundennummer', 'c.zaehlernummer', 'c.gesperrt_bis', 'z.kanaele', 'k.stichtag', 'k.frist',
      'v.lieferbeginn', 'v.lieferende', 'v.storniert',
      sql<number>`(select count(*) from ablesemeldung m where m.code_id = c.id)`.as('meldungen'),
    ])
    .where('c.mandant', '=', mandant)
    .where('c.code_hash', 'in', hashes)
    .where('c.gueltig_bis', '>=', heute)
    .executeTakeFirst();
  if (!z) return undefined;
  return {
    id: Number(z.id), kampagneId: Number(z.kampagne_id), vertragId: z.vertrag_id, kundennummer: z.kundennummer, zaehlernummer: z.zaehlernummer,
    kanaele: z.kanaele as Kanal[], stichtag: z.stichtag, frist: z.frist, lieferbeginn: z.lieferbeginn, lieferende: z.lieferende, storniert: z.storniert,
    gesperrtBis: z.gesperrt_bis ? new Date(z.gesperrt_bis) : null, meldungen: Number(z.meldungen),
  };
}

/**
 * Takes the code's row for the rest of the transaction, so submissions with one code are judged one after
 * the other, and reads its lock and its reports as they are now (a parallel submission may have changed both).
 */
export async function codeHalten(trx: Db, codeId: number): Promise<{ gesperrtBis: Date | null; meldungen: number }> {
  const z = await trx
    .selectFrom('ablesecode as c')
    .select(['c.gesperrt_bis', sql<number>`(select count(*) from ablesemeldung m where m.code_id = c.id)`.as('meldungen')])
    .where('c.id', '=', codeId)
    .forUpdate()
    .executeTakeFirstOrThrow();
  return { gesperrtBis: z.gesperrt_bis ? new Date(z.gesperrt_bis) : null, meldungen: Number(z.meldungen) };
}

/** Counts a refused submission; the `nach`-th locks the code until `bis` and starts the count again. */
export async function fehlversuchZaehlen(db: Db, codeId: number, nach: number, bis: Date): Promise<void> {
  await sql`update ablesecode set
      gesperrt_bis = case when fehlversuche + 1 >= ${nach} then ${bis} else gesperrt_bis end,
      fehlversuche = case when fehlversuche + 1 >= ${nach} then 0 else fehlversuche + 1 end
    where id = ${codeId}`.execute(db);
}

import type { Kanal } from '@ekp/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/verbinden.ts';
import { roh, vorbereitet } from '../../db/vorlage.ts';
import { zulassungAufruf, zulassungAus, zulassungswerte, type Grenze, type Zulassung } from '../../shared/ratenbegrenzung.ts';

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

interface Zeile {
  warten: number;
  ids: Array<number | string> | null;
  id: number | null;
  kampagne_id: number;
  vertrag_id: string;
  kundennummer: string;
  zaehlernummer: string;
  gesperrt_bis: Date | string | null;
  kanaele: Kanal[];
  stichtag: string;
  frist: string;
  lieferbeginn: string | null;
  lieferende: string | null;
  storniert: boolean;
  meldungen: number;
}

// The statement starts with WITH: it writes (the throttle's event), which the PGlite read store must hear of.
const zulassenUndFinden = vorbereitet(
  'ablesecode_finden',
  9,
  (mandanten: unknown, bereiche: unknown, schluessel: unknown, max: unknown, fensterMs: unknown, jetzt: unknown, mandant: string, hashes: unknown, heute: string) =>
    roh(sql<Zeile>`with z as (select * from ${zulassungAufruf([mandanten, bereiche, schluessel, max, fensterMs], jetzt)})
      select z.warten, z.ids, t.* from z left join lateral (
        select c.id, c.kampagne_id, c.vertrag_id, c.kundennummer, c.zaehlernummer, c.gesperrt_bis, zz.kanaele, k.stichtag, k.frist,
          v.lieferbeginn, v.lieferende, v.storniert,
          (select count(*) from ablesemeldung m where m.mandant = c.mandant and m.code_id = c.id) as meldungen
        from ablesecode c
        join ablesekampagne k on k.mandant = c.mandant and k.id = c.kampagne_id
        join vertrag v on v.mandant = c.mandant and v.id = c.vertrag_id
        join zaehler zz on zz.mandant = c.mandant and zz.vertrag_id = c.vertrag_id and zz.nummer = c.zaehlernummer
        where z.warten = 0 and c.mandant = ${mandant} and c.code_hash = any(${hashes}::text[]) and c.gueltig_bis >= ${heute}::date
        limit 1
      ) t on true`),
);

/**
 * The one statement behind both public calls, whether the code is known or not: the throttle (per address
 * and per code, shared/ratenbegrenzung.ts) and, when it admits, the code of this tenant, not expired, with
 * its campaign, contract, meter and how often it was used. An unknown code costs the same statement and
 * returns no code, so the answer's timing does not tell a known code from a guessed one.
 */
export async function codeFinden(db: Db, mandant: string, grenzen: Grenze[], hashes: string[], heute: string, jetzt: Date): Promise<{ zulassung: Zulassung; treffer?: CodeTreffer }> {
  const z = (await zulassenUndFinden(db, ...zulassungswerte(grenzen), jetzt, mandant, hashes, heute))[0]!;
  const zulassung = zulassungAus(z);
  if (!zulassung.erlaubt || z.id === null) return { zulassung };
  return {
    zulassung,
    treffer: {
      id: Number(z.id), kampagneId: Number(z.kampagne_id), vertragId: z.vertrag_id, kundennummer: z.kundennummer, zaehlernummer: z.zaehlernummer,
      kanaele: z.kanaele, stichtag: z.stichtag, frist: z.frist, lieferbeginn: z.lieferbeginn, lieferende: z.lieferende, storniert: z.storniert,
      gesperrtBis: z.gesperrt_bis ? new Date(z.gesperrt_bis) : null, meldungen: Number(z.meldungen),
    },
  };
}

/**
 * Takes the code's row for the rest of the transaction, so submissions with one code are judged one after
 * the other, and reads its lock as it is now (a parallel submission may have set it). What it has reported
 * is read by the next statement (`lageLesen`), which sees what a submission before it committed.
 */
export async function codeHalten(trx: Db, mandant: string, codeId: number): Promise<{ gesperrtBis: Date | null }> {
  const z = await sql<{ gesperrt_bis: Date | string | null }>`select gesperrt_bis from ablesecode where mandant = ${mandant} and id = ${codeId} for update`.execute(trx);
  const g = z.rows[0]!.gesperrt_bis;
  return { gesperrtBis: g ? new Date(g) : null };
}


/** Counts a refused submission; the `nach`-th locks the code until `bis` and starts the count again. */
export async function fehlversuchZaehlen(db: Db, mandant: string, codeId: number, nach: number, bis: Date): Promise<void> {
  await sql`update ablesecode set
      gesperrt_bis = case when fehlversuche + 1 >= ${nach} then ${bis} else gesperrt_bis end,
      fehlversuche = case when fehlversuche + 1 >= ${nach} then 0 else fehlversuche + 1 end
    where mandant = ${mandant} and id = ${codeId}`.execute(db);
}

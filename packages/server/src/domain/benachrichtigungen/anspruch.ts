import { sql } from 'kysely';
import type { Db } from '../../db/verbinden.ts';

// The claim on delivery rows that makes each go out once across processes (docs/benachrichtigungen.md).

export interface Zustellung {
  mandant: string;
  kundennummer: string;
  schluessel: string;
  kanal: 'push' | 'mail';
  titel: string;
  text: string;
  link: string;
  /** Devices that accepted on an earlier attempt. */
  angenommen: string[];
}

/** Seconds a claimed delivery may take before another process takes it over (its process presumed dead). */
export const ZUSTELL_FRIST_SEKUNDEN = Number(process.env.EKP_ZUSTELL_FRIST ?? 60);
const VERSUCHE = 5;

/**
 * Claims up to `anzahl` due deliveries for the claim `besitzer`: open ones whose time has come, and claimed
 * ones whose lease ran out (their process died or stalled). SKIP LOCKED hands each row to one process; the
 * claim (state, lease, attempt count, owner) is committed before anything is sent: it is the attempt marker.
 */
export async function beanspruchen(db: Db, jetzt: Date, anzahl: number, ohnePush: boolean, besitzer: string): Promise<Zustellung[]> {
  const frist = new Date(jetzt.getTime() + ZUSTELL_FRIST_SEKUNDEN * 1000);
  const r = await sql<Zustellung>`
    update benachrichtigung_zustellung z set zustand = 'LAEUFT', frist_bis = ${frist}, versuche = z.versuche + 1, besitzer = ${besitzer}
    from (
      select mandant, kundennummer, schluessel, kanal from benachrichtigung_zustellung
      where ((zustand = 'OFFEN' and faellig_ab <= ${jetzt}) or (zustand = 'LAEUFT' and frist_bis < ${jetzt}))
        ${ohnePush ? sql`and kanal <> 'push'` : sql``}
      order by faellig_ab
      limit ${anzahl}
      for update skip locked
    ) w
    where z.mandant = w.mandant and z.kundennummer = w.kundennummer and z.schluessel = w.schluessel and z.kanal = w.kanal
    returning z.mandant, z.kundennummer, z.schluessel, z.kanal, z.titel, z.text, z.link, z.angenommen`.execute(db);
  return r.rows;
}

/** The rows of a claim, as arrays for one statement (unnest) instead of one per row. */
function schluesselListe(zeilen: readonly Zustellung[]) {
  const spalte = (f: (z: Zustellung) => string) => sql`${zeilen.map(f)}::text[]`;
  return sql`unnest(${spalte((z) => z.mandant)}, ${spalte((z) => z.kundennummer)}, ${spalte((z) => z.schluessel)}, ${spalte((z) => z.kanal)}) as k(mandant, kundennummer, schluessel, kanal)`;
}
const gleicheZeile = sql`z.mandant = k.mandant and z.kundennummer = k.kundennummer and z.schluessel = k.schluessel and z.kanal = k.kanal`;

/** Marks sent rows in one committed statement, only where the row still carries this claim. */
export async function alsGesendetMarkieren(db: Db, zeilen: readonly Zustellung[], besitzer: string, jetzt: Date): Promise<void> {
  if (zeilen.length === 0) return;
  await sql`
    update benachrichtigung_zustellung z set zustand = 'GESENDET', gesendet = ${jetzt}, fehler = null, besitzer = null, frist_bis = null
    from ${schluesselListe(zeilen)}
    where ${gleicheZeile} and z.besitzer = ${besitzer} and z.zustand = 'LAEUFT'`.execute(db);
}

/** A failed send: retried five minutes later, given up after five attempts; devices that accepted are kept. */
export async function fehlschlagMerken(db: Db, z: Zustellung, besitzer: string, jetzt: Date, fehler: string, angenommen: readonly string[] = []): Promise<void> {
  await sql`
    update benachrichtigung_zustellung
    set zustand = case when versuche >= ${VERSUCHE} then 'FEHLER' else 'OFFEN' end, fehler = ${fehler}, besitzer = null, frist_bis = null,
        angenommen = angenommen || ${[...angenommen]}::text[],
        faellig_ab = ${new Date(jetzt.getTime() + 5 * 60_000)}
    where mandant = ${z.mandant} and kundennummer = ${z.kundennummer} and schluessel = ${z.schluessel} and kanal = ${z.kanal} and besitzer = ${besitzer}`.execute(db);
}

/**
 * Renews the lease of the claim's rows not yet finished; returns the keys still held (a row another process
 * took over after a stall is no longer ours and must not be sent).
 */
export async function fristVerlaengern(db: Db, zeilen: readonly Zustellung[], besitzer: string, frist: Date): Promise<Set<string>> {
  if (zeilen.length === 0) return new Set();
  const r = await sql<Zustellung>`
    update benachrichtigung_zustellung z set frist_bis = ${frist}
    from ${schluesselListe(zeilen)}
    where ${gleicheZeile} and z.besitzer = ${besitzer} and z.zustand = 'LAEUFT'
    returning z.mandant, z.kundennummer, z.schluessel, z.kanal`.execute(db);
  return new Set(r.rows.map(zeilenSchluessel));
}

/** Gives back claimed rows this process never started (a stop, or too little lease left): due again at once. */
export async function freigeben(db: Db, zeilen: readonly Zustellung[], besitzer: string): Promise<void> {
  if (zeilen.length === 0) return;
  await sql`
    update benachrichtigung_zustellung z set zustand = 'OFFEN', besitzer = null, frist_bis = null, versuche = greatest(z.versuche - 1, 0)
    from ${schluesselListe(zeilen)}
    where ${gleicheZeile} and z.besitzer = ${besitzer} and z.zustand = 'LAEUFT'`.execute(db);
}

export const zeilenSchluessel = (z: Pick<Zustellung, 'mandant' | 'kundennummer' | 'schluessel' | 'kanal'>) => `${z.mandant} ${z.kundennummer} ${z.schluessel} ${z.kanal}`;

import { heuteIn, type IsoDatum, type Mandant, ZEITZONE } from '@ekp/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/verbinden.ts';
import type { Uhr } from '../../config/uhr.ts';
import { taktStarten } from './takt.ts';

/** A daily job per tenant: price fetch, notifications, retention. */
export interface Auftrag {
  /** Unique name, e.g. `preise-holen`; part of the run's key. */
  name: string;
  /** Local time (Europe/Berlin) from which the day's run is due, `HH:MM`. */
  um: string;
  /** Seconds a run may take before another process takes it over (it is presumed dead); default 600. */
  fristSekunden?: number;
  /** Attempts per day when a run fails; default 3, the next one `wiederholenNachSekunden` (900) later. */
  versuche?: number;
  wiederholenNachSekunden?: number;
  /**
   * Parts a tenant's run is split into (default 1): each part is claimed on its own (key `<day>#<part>`), so
   * several processes share a large run and a dead one's part is taken over after its lease.
   */
  teile?: number;
  /** Only these tenants (e.g. those with a bidding zone); default all. */
  fuer?: (mandant: Mandant) => boolean;
  ausfuehren(lauf: Lauf): Promise<void>;
}

export interface Lauf {
  mandant: Mandant;
  /** The local day the run is for (its key). */
  tag: IsoDatum;
  jetzt: Date;
  /** 1 for the first attempt of the day, higher after a failure or a takeover. */
  versuch: number;
  /** This run's part, 0 … teile − 1 (0 of 1 for a job that is not split). */
  teil: number;
  teile: number;
}

export interface ZeitplanDienste {
  db: Db;
  uhr: Uhr;
  mandanten: { alle: Mandant[] };
  log?: (stufe: 'info' | 'warn' | 'error', text: string, daten?: Record<string, unknown>) => void;
}

export type LaufErgebnis = { auftrag: string; mandant: string; tag: IsoDatum; ergebnis: 'FERTIG' | 'FEHLER'; fehler?: string };

const minutenFormat = new Intl.DateTimeFormat('de-DE', { timeZone: ZEITZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

function faellig(auftrag: Auftrag, jetzt: Date): boolean {
  return minutenFormat.format(jetzt) >= auftrag.um;
}

/**
 * Claims a run: the insert wins for the first process; otherwise the update takes over a run whose lease ran
 * out (its process died) or a failed one that may be retried. Both are single statements, so among several
 * processes on PostgreSQL exactly one gets a row back (a concurrent update re-checks its condition on the
 * row the winner wrote). Returns the attempt number, or undefined when someone else has or had the run.
 */
async function beanspruchen(db: Db, auftrag: Auftrag, mandant: string, tag: string, jetzt: Date): Promise<number | undefined> {
  const frist = new Date(jetzt.getTime() + (auftrag.fristSekunden ?? 600) * 1000);
  const neu = await sql<{ versuche: number }>`
    insert into auftrag_lauf (mandant, auftrag, schluessel, zustand, versuche, begonnen, frist_bis)
    values (${mandant}, ${auftrag.name}, ${tag}, 'LAEUFT', 1, ${jetzt}, ${frist})
    on conflict do nothing returning versuche`.execute(db);
  if (neu.rows[0]) return neu.rows[0].versuche;
  const wiederholbarAb = new Date(jetzt.getTime() - (auftrag.wiederholenNachSekunden ?? 900) * 1000);
  const uebernommen = await sql<{ versuche: number }>`
    update auftrag_lauf set zustand = 'LAEUFT', versuche = versuche + 1, begonnen = ${jetzt}, frist_bis = ${frist}, beendet = null, fehler = null
    where mandant = ${mandant} and auftrag = ${auftrag.name} and schluessel = ${tag}
      and ((zustand = 'LAEUFT' and frist_bis < ${jetzt})
        or (zustand = 'FEHLER' and versuche < ${auftrag.versuche ?? 3} and beendet <= ${wiederholbarAb}))
    returning versuche`.execute(db);
  return uebernommen.rows[0]?.versuche;
}

async function abschliessen(db: Db, auftrag: string, mandant: string, tag: string, jetzt: Date, fehler?: string): Promise<void> {
  await sql`
    update auftrag_lauf set zustand = ${fehler === undefined ? 'FERTIG' : 'FEHLER'}, beendet = ${jetzt}, fehler = ${fehler ?? null}
    where mandant = ${mandant} and auftrag = ${auftrag} and schluessel = ${tag}`.execute(db);
}

async function ausfuehrenUndAbschliessen(d: ZeitplanDienste, auftrag: Auftrag, lauf: Lauf, schluessel: string): Promise<LaufErgebnis> {
  const { mandant, tag, versuch } = lauf;
  const daten = { auftrag: auftrag.name, mandant: mandant.key, tag, versuch, ...(lauf.teile > 1 ? { teil: lauf.teil } : {}) };
  try {
    await auftrag.ausfuehren(lauf);
    await abschliessen(d.db, auftrag.name, mandant.key, schluessel, d.uhr.jetzt());
    d.log?.('info', `Auftrag ${auftrag.name} für ${mandant.key} erledigt`, daten);
    return { auftrag: auftrag.name, mandant: mandant.key, tag, ergebnis: 'FERTIG' };
  } catch (e) {
    const text = e instanceof Error ? e.message : String(e);
    await abschliessen(d.db, auftrag.name, mandant.key, schluessel, d.uhr.jetzt(), text);
    d.log?.('error', `Auftrag ${auftrag.name} für ${mandant.key} fehlgeschlagen`, { ...daten, fehler: text });
    return { auftrag: auftrag.name, mandant: mandant.key, tag, ergebnis: 'FEHLER', fehler: text };
  }
}

/** One pass: runs every job that is due today and not yet done (or taken) for each of its tenants. */
export async function faelligeAusfuehren(d: ZeitplanDienste, auftraege: Auftrag[]): Promise<LaufErgebnis[]> {
  const ergebnisse: LaufErgebnis[] = [];
  for (const auftrag of auftraege) {
    const jetzt = d.uhr.jetzt();
    if (!faellig(auftrag, jetzt)) continue;
    const tag = heuteIn(jetzt);
    const teile = auftrag.teile ?? 1;
    for (const mandant of d.mandanten.alle) {
      if (auftrag.fuer && !auftrag.fuer(mandant)) continue;
      for (let teil = 0; teil < teile; teil++) {
        const schluessel = teile === 1 ? tag : `${tag}#${teil}`;
        const versuch = await beanspruchen(d.db, auftrag, mandant.key, schluessel, jetzt);
        if (versuch === undefined) continue;
        const ergebnis = await ausfuehrenUndAbschliessen(d, auftrag, { mandant, tag, jetzt, versuch, teil, teile }, schluessel);
        ergebnisse.push(ergebnis);
      }
    }
  }
  return ergebnisse;
}

/** The state of a day's run, e.g. for /api/ready ("prices for tomorrow missing after 14:00"). */
export async function laufZustand(db: Db, mandant: string, auftrag: string, tag: IsoDatum): Promise<'LAEUFT' | 'FERTIG' | 'FEHLER' | undefined> {
  const r = await sql<{ zustand: 'LAEUFT' | 'FERTIG' | 'FEHLER' }>`
    select zustand from auftrag_lauf where mandant = ${mandant} and auftrag = ${auftrag} and schluessel = ${tag}`.execute(db);
  return r.rows[0]?.zustand;
}

/**
 * Checks at the start and then every `taktMs` (default 30 s) for due jobs, in every process; the claim makes each
 * run happen once. On PGlite there is one process, so this is simply in-process scheduling. Passes never overlap in
 * a process. The first pass does not wait a whole period: a server restarted at 14:05 fetches tomorrow's prices at once.
 */
export function zeitplanStarten(d: ZeitplanDienste, auftraege: Auftrag[], taktMs = 30_000): { stoppen(): Promise<void> } {
  let laufend: Promise<unknown> = Promise.resolve();
  let gestoppt = false;
  const durchlauf = () => {
    if (gestoppt) return;
    laufend = laufend.then(() => faelligeAusfuehren(d, auftraege)).catch((e: unknown) => d.log?.('error', 'Zeitplan: Durchlauf fehlgeschlagen', { fehler: String(e) }));
  };
  const takt = taktStarten(taktMs, durchlauf);
  // After the caller's start (main.ts starts listening right after this), not in the middle of it.
  setImmediate(durchlauf);
  return {
    async stoppen() {
      gestoppt = true;
      takt.stoppen();
      await laufend;
    },
  };
}

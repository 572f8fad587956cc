import { randomUUID } from 'node:crypto';
import type { Mandant } from '@ekp/contract';
import { sql } from 'kysely';
import type { Mandanten } from '../../config/mandanten.ts';
import type { Db } from '../../db/verbinden.ts';
import type { Mailer } from '../mail.ts';
import type { Uhr } from '../uhr.ts';
import { pushSenden, type VapidSchluessel } from './push.ts';

export interface ZustellDienste {
  db: Db;
  uhr: Uhr;
  mailer: Mailer;
  mandanten: Mandanten;
  /** Absent: push is not set up (no VAPID keys); push deliveries wait. */
  vapid?: VapidSchluessel | undefined;
}

interface Zustellung {
  mandant: string;
  kundennummer: string;
  schluessel: string;
  kanal: 'push' | 'mail';
  titel: string;
  text: string;
  link: string;
}

/** Seconds a claimed delivery may take before another process takes it over (its process presumed dead). */
export const ZUSTELL_FRIST_SEKUNDEN = Number(process.env.EKP_ZUSTELL_FRIST ?? 60);
const VERSUCHE = 5;
/** Sent rows are marked in one statement per this many (or per MARKIER_MS): few statements, small in-doubt set. */
const MARKIER_STAPEL = 32;
const MARKIER_MS = 25;

/** The portal's address for links in mails: the origin of the tenant's password-renewal page (its portal). */
export function portalAdresse(mandant: Mandant): string {
  return new URL(mandant.passwortErneuernUrl).origin;
}

/**
 * Claims up to `anzahl` due deliveries for the claim `besitzer`: open ones whose time has come, and claimed
 * ones whose lease ran out (their process died or stalled). SKIP LOCKED hands each row to one process; the
 * claim (state, lease, attempt count, owner) is committed before anything is sent: it is the attempt marker.
 */
async function beanspruchen(db: Db, jetzt: Date, anzahl: number, ohnePush: boolean, besitzer: string): Promise<Zustellung[]> {
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
    returning z.mandant, z.kundennummer, z.schluessel, z.kanal, z.titel, z.text, z.link`.execute(db);
  return r.rows;
}

/** The rows of a claim, as arrays for one statement (unnest) instead of one per row. */
function schluesselListe(zeilen: readonly Zustellung[]) {
  const spalte = (f: (z: Zustellung) => string) => sql`${zeilen.map(f)}::text[]`;
  return sql`unnest(${spalte((z) => z.mandant)}, ${spalte((z) => z.kundennummer)}, ${spalte((z) => z.schluessel)}, ${spalte((z) => z.kanal)}) as k(mandant, kundennummer, schluessel, kanal)`;
}
const gleicheZeile = sql`z.mandant = k.mandant and z.kundennummer = k.kundennummer and z.schluessel = k.schluessel and z.kanal = k.kanal`;

/** Marks sent rows in one committed statement, only where the row still carries this claim. */
async function alsGesendetMarkieren(db: Db, zeilen: readonly Zustellung[], besitzer: string, jetzt: Date): Promise<void> {
  if (zeilen.length === 0) return;
  await sql`
    update benachrichtigung_zustellung z set zustand = 'GESENDET', gesendet = ${jetzt}, fehler = null, besitzer = null, frist_bis = null
    from ${schluesselListe(zeilen)}
    where ${gleicheZeile} and z.besitzer = ${besitzer} and z.zustand = 'LAEUFT'`.execute(db);
}

/** A failed send: retried five minutes later, given up after five attempts. */
async function fehlschlagMerken(db: Db, z: Zustellung, besitzer: string, jetzt: Date, fehler: string): Promise<void> {
  await sql`
    update benachrichtigung_zustellung
    set zustand = case when versuche >= ${VERSUCHE} then 'FEHLER' else 'OFFEN' end, fehler = ${fehler}, besitzer = null, frist_bis = null,
        faellig_ab = ${new Date(jetzt.getTime() + 5 * 60_000)}
    where mandant = ${z.mandant} and kundennummer = ${z.kundennummer} and schluessel = ${z.schluessel} and kanal = ${z.kanal} and besitzer = ${besitzer}`.execute(db);
}

/**
 * Renews the lease of the claim's rows not yet finished; returns the keys still held (a row another process
 * took over after a stall is no longer ours and must not be sent).
 */
async function fristVerlaengern(db: Db, zeilen: readonly Zustellung[], besitzer: string, frist: Date): Promise<Set<string>> {
  if (zeilen.length === 0) return new Set();
  const r = await sql<Zustellung>`
    update benachrichtigung_zustellung z set frist_bis = ${frist}
    from ${schluesselListe(zeilen)}
    where ${gleicheZeile} and z.besitzer = ${besitzer} and z.zustand = 'LAEUFT'
    returning z.mandant, z.kundennummer, z.schluessel, z.kanal`.execute(db);
  return new Set(r.rows.map(zeilenSchluessel));
}

/** Gives back claimed rows this process never started (a stop, or too little lease left): due again at once. */
async function freigeben(db: Db, zeilen: readonly Zustellung[], besitzer: string): Promise<void> {
  if (zeilen.length === 0) return;
  await sql`
    update benachrichtigung_zustellung z set zustand = 'OFFEN', besitzer = null, frist_bis = null, versuche = greatest(z.versuche - 1, 0)
    from ${schluesselListe(zeilen)}
    where ${gleicheZeile} and z.besitzer = ${besitzer} and z.zustand = 'LAEUFT'`.execute(db);
}

const zeilenSchluessel = (z: Pick<Zustellung, 'mandant' | 'kundennummer' | 'schluessel' | 'kanal'>) => `${z.mandant} ${z.kundennummer} ${z.schluessel} ${z.kanal}`;

type Geraet = { mandant: string; kundennummer: string; id: string; endpoint: string; p256dh: string; auth: string };

/** The push devices of a claimed batch in one query per tenant (one per delivery cost more than the push). */
async function geraeteDerStapel(db: Db, faellige: Zustellung[]): Promise<Map<string, Geraet[]>> {
  const nachKunde = new Map<string, Geraet[]>();
  const proMandant = new Map<string, string[]>();
  for (const z of faellige) if (z.kanal === 'push') proMandant.set(z.mandant, [...(proMandant.get(z.mandant) ?? []), z.kundennummer]);
  for (const [mandant, kunden] of proMandant) {
    const zeilen = await db.selectFrom('push_abo').select(['mandant', 'kundennummer', 'id', 'endpoint', 'p256dh', 'auth']).where('mandant', '=', mandant).where('kundennummer', 'in', kunden).execute();
    for (const g of zeilen) nachKunde.set(`${g.mandant} ${g.kundennummer}`, [...(nachKunde.get(`${g.mandant} ${g.kundennummer}`) ?? []), g]);
  }
  return nachKunde;
}

async function push(d: ZustellDienste, z: Zustellung, mandant: Mandant, geraete: Geraet[], zeitlimitMs: number): Promise<void> {
  const vapid = { ...d.vapid!, subject: `mailto:${mandant.absenderEmail}` };
  let fehler: string | undefined;
  for (const g of geraete) {
    const status = await pushSenden(g, { titel: z.titel, link: z.link }, `${z.mandant} ${z.kundennummer} ${z.schluessel}`, vapid, { zeitlimitMs }).catch((e: unknown) => String(e));
    // 404/410: the browser gave the subscription up (uninstalled, permission withdrawn): forget the device.
    if (status === 404 || status === 410) await d.db.deleteFrom('push_abo').where('mandant', '=', z.mandant).where('kundennummer', '=', z.kundennummer).where('id', '=', g.id).execute();
    else if (typeof status !== 'number' || status >= 300) fehler = `Push: ${status}`;
  }
  if (fehler) throw new Error(fehler);
}

async function mail(d: ZustellDienste, z: Zustellung, mandant: Mandant): Promise<void> {
  const kunde = await d.db.selectFrom('anschlussnutzer').select('email').where('mandant', '=', z.mandant).where('kundennummer', '=', z.kundennummer).executeTakeFirst();
  if (!kunde?.email) return;
  const text = [z.text, '', `Im Kundenportal: ${portalAdresse(mandant)}${z.link}`, '', `Ihre Benachrichtigungen stellen Sie hier ein: ${portalAdresse(mandant)}/benachrichtigungen`].join('\n');
  await d.mailer.senden({ von: mandant.absenderEmail, an: kunde.email, betreff: z.titel, text });
}

export interface ZustellOptionen {
  /** Rows claimed per statement. */
  stapel?: number;
  /** Sends in flight at once. */
  parallel?: number;
  /** True once the process is stopping: nothing new is started, unstarted rows are released. */
  halt?: () => boolean;
  /** Where a failed mark or renewal is reported (the row itself is safe: it goes out again after its lease). */
  warnen?: (text: string, daten: object) => void;
}

/**
 * One pass: claims due deliveries in batches and sends them, `parallel` at a time, until none is due
 * (docs/benachrichtigungen.md, "How exactly once works"). Per batch: the claim is committed first; a send
 * starts only while the claim's lease has at least half its length left (renewed every third of it), so
 * no other process can have taken the row over meanwhile; accepted sends are marked in small committed
 * batches. Returns how many went out.
 */
export async function zustellen(d: ZustellDienste, { stapel = 200, parallel = 16, halt = () => false, warnen = () => undefined }: ZustellOptionen = {}): Promise<number> {
  const fristMs = ZUSTELL_FRIST_SEKUNDEN * 1000;
  // A send may not outlive the lease: it is given the reserve, the half of the lease it must have left.
  const reserveMs = fristMs / 2;
  let gesendet = 0;
  while (!halt()) {
    const besitzer = randomUUID();
    const faellige = await beanspruchen(d.db, d.uhr.jetzt(), stapel, d.vapid === undefined, besitzer);
    if (faellige.length === 0) return gesendet;
    // The lease's end as this process knows it, on its own monotonic clock (a stall shows as time passed).
    let fristEnde = performance.now() + fristMs;
    let gehalten = new Set(faellige.map(zeilenSchluessel));
    const offen = new Set(faellige.map(zeilenSchluessel));
    const geraete = await geraeteDerStapel(d.db, faellige);

    // Marks and lease renewals of this claim run one after another: the two touch the same rows, and as
    // concurrent statements they could deadlock, and a lost mark means a copy sent again.
    let kette: Promise<void> = Promise.resolve();
    const nacheinander = (f: () => Promise<void>) => (kette = kette.catch(() => undefined).then(f));
    let zuMarkieren: Zustellung[] = [];
    const markierenAnstossen = () => {
      const teil = zuMarkieren;
      zuMarkieren = [];
      return nacheinander(() =>
        alsGesendetMarkieren(d.db, teil, besitzer, d.uhr.jetzt()).catch((e: unknown) => {
          warnen('Zustellung: gesendet markieren fehlgeschlagen; die Zeilen gehen nach ihrer Frist erneut hinaus', { anzahl: teil.length, fehler: String(e) });
        }),
      );
    };
    const markierTakt = setInterval(() => void (zuMarkieren.length > 0 && markierenAnstossen()), MARKIER_MS);
    const fristTakt = setInterval(() => {
      const angefragt = performance.now();
      void nacheinander(async () => {
        const noch = faellige.filter((z) => offen.has(zeilenSchluessel(z)));
        gehalten = await fristVerlaengern(d.db, noch, besitzer, new Date(d.uhr.jetzt().getTime() + fristMs));
        fristEnde = angefragt + fristMs;
      }).catch((e: unknown) => warnen('Zustellung: Frist verlängern fehlgeschlagen', { fehler: String(e) }));
    }, fristMs / 3);

    let naechste = 0;
    const uebrig: Zustellung[] = [];
    const arbeiter = async () => {
      while (naechste < faellige.length) {
        const z = faellige[naechste++]!;
        const k = zeilenSchluessel(z);
        if (!gehalten.has(k)) continue;
        if (halt() || performance.now() > fristEnde - reserveMs) {
          uebrig.push(z);
          continue;
        }
        const mandant = d.mandanten.alle.find((m) => m.key === z.mandant);
        try {
          if (!mandant) throw new Error(`Mandant ${z.mandant} unbekannt`);
          await (z.kanal === 'push' ? push(d, z, mandant, geraete.get(`${z.mandant} ${z.kundennummer}`) ?? [], reserveMs) : mail(d, z, mandant));
          offen.delete(k);
          zuMarkieren.push(z);
          gesendet++;
          // A failed mark leaves the row claimed: after its lease it is sent again as an in-doubt copy.
          if (zuMarkieren.length >= MARKIER_STAPEL) await markierenAnstossen();
        } catch (e) {
          offen.delete(k);
          await fehlschlagMerken(d.db, z, besitzer, d.uhr.jetzt(), e instanceof Error ? e.message : String(e));
        }
      }
    };
    try {
      await Promise.all(Array.from({ length: Math.min(parallel, faellige.length) }, arbeiter));
    } finally {
      clearInterval(markierTakt);
      clearInterval(fristTakt);
      await markierenAnstossen();
    }
    await freigeben(d.db, uebrig, besitzer);
  }
  return gesendet;
}

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
  const takt = setInterval(anstossen, taktMs);
  takt.unref();
  return {
    anstossen,
    async stoppen() {
      gestoppt = true;
      clearInterval(takt);
      await laufend;
    },
  };
}


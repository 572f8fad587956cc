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

/** The portal's address for links in mails: the origin of the tenant's password-renewal page (its portal). */
export function portalAdresse(mandant: Mandant): string {
  return new URL(mandant.passwortErneuernUrl).origin;
}

/**
 * Claims up to `anzahl` due deliveries: open ones whose time has come, and claimed ones whose lease ran out.
 * SKIP LOCKED hands each row to one process only; the lease is what a takeover after a crash looks at.
 */
async function beanspruchen(db: Db, jetzt: Date, anzahl: number, ohnePush: boolean): Promise<Zustellung[]> {
  const frist = new Date(jetzt.getTime() + ZUSTELL_FRIST_SEKUNDEN * 1000);
  const r = await sql<Zustellung>`
    update benachrichtigung_zustellung z set zustand = 'LAEUFT', frist_bis = ${frist}, versuche = z.versuche + 1
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

async function abschliessen(db: Db, z: Zustellung, jetzt: Date, fehler?: string): Promise<void> {
  await sql`
    update benachrichtigung_zustellung
    set zustand = ${fehler === undefined ? 'GESENDET' : sql`case when versuche >= ${VERSUCHE} then 'FEHLER' else 'OFFEN' end`},
        gesendet = ${fehler === undefined ? jetzt : null}, fehler = ${fehler ?? null},
        faellig_ab = ${fehler === undefined ? sql`faellig_ab` : new Date(jetzt.getTime() + 5 * 60_000)}
    where mandant = ${z.mandant} and kundennummer = ${z.kundennummer} and schluessel = ${z.schluessel} and kanal = ${z.kanal}`.execute(db);
}

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

async function push(d: ZustellDienste, z: Zustellung, mandant: Mandant, geraete: Geraet[]): Promise<void> {
  const vapid = { ...d.vapid!, subject: `mailto:${mandant.absenderEmail}` };
  let fehler: string | undefined;
  for (const g of geraete) {
    const status = await pushSenden(g, { titel: z.titel, link: z.link }, `${z.mandant} ${z.kundennummer} ${z.schluessel}`, vapid).catch((e: unknown) => String(e));
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

/**
 * One pass: claims due deliveries in batches and sends them, `parallel` at a time, until none is due.
 * Each is marked sent right after the push service or mail server accepted it. Returns how many went out.
 */
export async function zustellen(d: ZustellDienste, { stapel = 200, parallel = 16 } = {}): Promise<number> {
  let gesendet = 0;
  for (;;) {
    const faellige = await beanspruchen(d.db, d.uhr.jetzt(), stapel, d.vapid === undefined);
    if (faellige.length === 0) return gesendet;
    const geraete = await geraeteDerStapel(d.db, faellige);
    let naechste = 0;
    const arbeiter = async () => {
      while (naechste < faellige.length) {
        const z = faellige[naechste++]!;
        const mandant = d.mandanten.alle.find((m) => m.key === z.mandant);
        try {
          if (!mandant) throw new Error(`Mandant ${z.mandant} unbekannt`);
          await (z.kanal === 'push' ? push(d, z, mandant, geraete.get(`${z.mandant} ${z.kundennummer}`) ?? []) : mail(d, z, mandant));
          await abschliessen(d.db, z, d.uhr.jetzt());
          gesendet++;
        } catch (e) {
          await abschliessen(d.db, z, d.uhr.jetzt(), e instanceof Error ? e.message : String(e));
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(parallel, faellige.length) }, arbeiter));
  }
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
        return zustellen(d);
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


import { sql } from 'kysely';
import type { Db } from '../../db/verbinden.ts';
import { lastgangSpeichern } from './lastgang-speichern.ts';
import { Uebertragungsleser } from './lesen.ts';
import type { Nachricht } from './modell.ts';
import { Abgelehnt, planen, type Ablesungsplan, type Plan } from './planen.ts';
import { msconsProfil } from './profil.ts';
import { Vorlauf } from './vorlauf.ts';
import { schonGelesen, statistikAuffrischen } from './schon-gelesen.ts';
import { indizieren, kandidatenLaden } from './zuordnen.ts';

export { msconsProfil };

// Stores the messages of one MSCONS file (docs/marktdaten.md) in one transaction, a part of TEIL messages at
// a time while the next part is read (vorlauf.ts). Every reason to refuse a message is decided before
// anything of it is written (syntax, already read, unknown MaLo/MeLo/meter, missing meter channel). So a
// refused message leaves nothing behind, the other messages of the file are stored, a broken interchange
// (found at UNZ, the end) rolls back the whole file, and a day's file of 1,000 metering points costs a few
// statements per part instead of several per message.

/**
 * Messages per part: a few statements each, large enough that the database's work per statement dominates. 500
 * against 250 in the same rounds of bench:mscons: daily files 10,207 against 9,116 days/s, many-day files 13,400
 * against 11,935, PostgreSQL's CPU per day −13 %; 1,000 gave no more.
 */
const TEIL = 500;

export type NachrichtErgebnis = {
  referenz: string;
  ergebnis: 'GESPEICHERT' | 'UNVERAENDERT' | 'ABGELEHNT';
  /** German, names the UNH reference. */
  text: string;
  werte: number;
  zaehlerstaende: number;
};

export interface DateiErgebnis {
  datei: string;
  /** Errors of the interchange itself: then no message was stored. */
  fehler: string[];
  nachrichten: NachrichtErgebnis[];
}

async function ablesungSchreiben(trx: Db, mandant: string, a: Ablesungsplan): Promise<void> {
  const werte = {
    ablesewerte: JSON.stringify(a.werte),
    ableseart: 'NETZBETREIBER' as const,
    erfassungshinweis: a.geschaetzt ? 'Ersatz- oder vorläufiger Wert des Messstellenbetreibers (MSCONS)' : null,
  };
  await trx
    .insertInto('ablesung')
    .values({ mandant, vertrag_id: a.vertragId, zaehlernummer: a.zaehlernummer, ablesedatum: a.tag, ermittlungsart: 'NETZBETREIBER', ...werte })
    .onConflict((oc) =>
      oc.columns(['mandant', 'vertrag_id', 'zaehlernummer', 'ablesedatum', 'ermittlungsart']).doUpdateSet({
        ablesewerte: sql<string>`ablesung.ablesewerte || excluded.ablesewerte`,
        ableseart: werte.ableseart,
        erfassungshinweis: werte.erfassungshinweis,
      }),
    )
    .execute();
}

class DateiAbgelehnt extends Error {}


/** A file being read ahead (msconsVorlesen): its reading starts before its import. */
export interface Vorgelesen {
  leser: Uebertragungsleser;
  vorlauf: Vorlauf;
}

/**
 * Starts reading a file's bytes, parts ahead, before its import (msconsEinlesen): the command line reads the
 * next file while the previous one's last writes and commit wait on the database. `teil`: messages per part.
 */
export function msconsVorlesen(inhalt: Uint8Array | string, teil = TEIL): Vorgelesen {
  const leser = new Uebertragungsleser(inhalt);
  return { leser, vorlauf: new Vorlauf(leser, teil) };
}

/** Reads and stores one file's bytes (or a file read ahead) for a tenant; `teil`: messages per part (tests make it small). */
export async function msconsEinlesen(
  db: Db, mandant: string, datei: string, inhalt: Uint8Array | string | Vorgelesen, jetzt: Date, { teil: teilGroesse = TEIL }: { teil?: number } = {},
): Promise<DateiErgebnis> {
  const { leser, vorlauf } = typeof inhalt === 'string' || inhalt instanceof Uint8Array ? msconsVorlesen(inhalt, teilGroesse) : inhalt;
  const ergebnisse: NachrichtErgebnis[] = [];
  let commitAb = 0;
  try {
    await db.transaction().execute(async (trx) => {
      // Imports of a tenant one after the other: "already read" and the stored days are what the other one wrote.
      await sql`select pg_advisory_xact_lock(hashtext(${`ekp mscons ${mandant}`}))`.execute(trx);
      await statistikAuffrischen(trx);
      const gelesen = new Set<string>();
      for (let teil = await vorlauf.naechster(); teil; teil = await vorlauf.naechster()) {
        // A broken interchange stores nothing: read on only for the complete list of its errors.
        if (leser.kopf.fehler.length > 0) continue;
        for (const e of await teilEinlesen(trx, mandant, datei, teil, leser.kopf.absender, gelesen, jetzt)) ergebnisse.push(e);
      }
      if (leser.kopf.fehler.length > 0) throw new DateiAbgelehnt();
      commitAb = performance.now();
    });
    msconsProfil.commitMs += performance.now() - commitAb;
  } catch (e) {
    if (!(e instanceof DateiAbgelehnt)) throw e;
    return { datei, fehler: leser.kopf.fehler, nachrichten: [] };
  }
  return { datei, fehler: [], nachrichten: ergebnisse };
}

const schluessel = (absender: string, dok: string) => `${absender}\u0000${dok}`;

/** One part of a file, inside the file's transaction; `gelesen`: the documents stored by earlier parts. */
async function teilEinlesen(
  trx: Db, mandant: string, datei: string, nachrichten: Nachricht[], unbAbsender: string | null, gelesen: Set<string>, jetzt: Date,
): Promise<NachrichtErgebnis[]> {
  const absenderVon = (n: Nachricht) => n.absender ?? unbAbsender ?? '';
  const ab = performance.now();
  const ergebnisse = new Map<Nachricht, NachrichtErgebnis>();
  const ablehnen = (n: Nachricht, text: string) => ergebnisse.set(n, { referenz: n.referenz, ergebnis: 'ABGELEHNT', text, werte: 0, zaehlerstaende: 0 });
  for (const n of nachrichten) if (n.fehler.length > 0) ablehnen(n, `Nachricht ${n.referenz}: ${n.fehler.join(' ')}`);

  // Already read (by sender and document number), in the database or earlier in this file.
  const gueltig = nachrichten.filter((n) => !ergebnisse.has(n));
  const [schon, kandidatenliste] = await Promise.all([
    schonGelesen(trx, mandant, gueltig.map((n) => ({ absender: absenderVon(n), dokumentnummer: n.dokumentnummer || n.referenz }))),
    kandidatenLaden(trx, mandant, gueltig.flatMap((n) => n.lokationen)),
  ]);
  for (const r of schon) gelesen.add(schluessel(r.absender, r.dokumentnummer));
  const kandidaten = indizieren(kandidatenliste);
  const plaene: Plan[] = [];
  for (const n of gueltig) {
    const k = schluessel(absenderVon(n), n.dokumentnummer || n.referenz);
    if (gelesen.has(k)) {
      ergebnisse.set(n, { referenz: n.referenz, ergebnis: 'UNVERAENDERT', text: `Nachricht ${n.referenz}: bereits eingelesen (Dokument ${n.dokumentnummer || n.referenz} von ${absenderVon(n)}), nichts geändert.`, werte: 0, zaehlerstaende: 0 });
      continue;
    }
    try {
      plaene.push(planen(mandant, n, absenderVon(n), kandidaten));
      gelesen.add(k);
    } catch (e) {
      if (!(e instanceof Abgelehnt)) throw e;
      ablehnen(n, e.message);
    }
  }

  const geplant = performance.now();
  msconsProfil.zuordnenMs += geplant - ab;
  if (plaene.length > 0) {
    // The messages' numbers are needed only once the stored days are read: the insert goes out with that read.
    const nummeriert = sql<{ absender: string; dokumentnummer: string; nr: number }>`
      insert into mscons_nachricht (mandant, absender, dokumentnummer, referenz, erstellt, datei, eingelesen)
      select ${mandant}, absender, dokumentnummer, referenz, erstellt, ${datei}, ${jetzt}
      from unnest(${plaene.map((p) => p.absender)}::text[], ${plaene.map((p) => p.dokumentnummer)}::text[], ${plaene.map((p) => p.n.referenz)}::text[],
        ${plaene.map((p) => p.n.erstellt!)}::timestamptz[]) as t(absender, dokumentnummer, referenz, erstellt)
      returning absender, dokumentnummer, nr`.execute(trx).then(({ rows }) => {
      const nummern = new Map(rows.map((r) => [schluessel(r.absender, r.dokumentnummer), r.nr]));
      for (const p of plaene) for (const s of p.sendungen) s.nachricht = nummern.get(schluessel(p.absender, p.dokumentnummer))!;
    });
    // Handled here at the latest (a part of register readings only has no series to wait for it).
    nummeriert.catch(() => undefined);
    await lastgangSpeichern(trx, plaene.flatMap((p) => p.sendungen), jetzt, nummeriert);
    await nummeriert;
    for (const p of plaene) for (const a of p.ablesungen) await ablesungSchreiben(trx, mandant, a);
    msconsProfil.schreibenMs += performance.now() - geplant;
    for (const p of plaene) {
      const teile = [p.werte > 0 ? `${p.werte} Lastgangwerte` : '', p.zaehlerstaende > 0 ? `${p.zaehlerstaende} Zählerstände` : ''].filter(Boolean).join(', ');
      const hinweise = p.n.hinweise.length > 0 ? ` ${p.n.hinweise.join(' ')}` : '';
      ergebnisse.set(p.n, { referenz: p.n.referenz, ergebnis: 'GESPEICHERT', text: `Nachricht ${p.n.referenz}: ${teile} gespeichert.${hinweise}`, werte: p.werte, zaehlerstaende: p.zaehlerstaende });
    }
  }
  return nachrichten.map((n) => ergebnisse.get(n)!);
}

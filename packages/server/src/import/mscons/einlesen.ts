import { heuteIn } from '@ekp/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/verbinden.ts';
import type { Kanal as ZaehlerKanal } from '../../db/tabellen.ts';
import { berlinerTag, VIERTELSTUNDE_MS } from '../../shared/intervall/tage.ts';
import { type Lastgangsendung, lastgangSpeichern } from './lastgang-speichern.ts';
import { msconsLesen } from './lesen.ts';
import type { Lokation, Nachricht } from './modell.ts';

// Stores the messages of one MSCONS file (docs/marktdaten.md). Every reason to refuse a message is decided
// before anything is written (syntax, already read, unknown MaLo/MeLo/meter, missing meter channel); the
// accepted messages are then written together in one transaction. So a refused message leaves nothing
// behind, the other messages of the file are stored, and a day's file of 1,000 metering points costs a
// handful of statements instead of several per message.

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

interface Kandidat {
  nr: number;
  id: string;
  malo_id: string | null;
  melo_id: string | null;
  storniert: boolean;
  lieferbeginn: string | null;
  lieferende: string | null;
  zaehlernummer: string | null;
  kanaele: ZaehlerKanal[] | null;
}

interface Ablesungsplan {
  vertragId: string;
  zaehlernummer: string;
  tag: string;
  werte: Record<string, number>;
  geschaetzt: boolean;
}

interface Plan {
  n: Nachricht;
  absender: string;
  dokumentnummer: string;
  sendungen: Lastgangsendung[];
  ablesungen: Ablesungsplan[];
  werte: number;
  zaehlerstaende: number;
}

class Abgelehnt extends Error {}

/** Every contract of the tenant a location of the file could mean, in one query. */
async function kandidatenLaden(db: Db, mandant: string, lokationen: Lokation[]): Promise<Kandidat[]> {
  const ids = [...new Set(lokationen.map((l) => l.id))];
  const nummern = [...new Set(lokationen.flatMap((l) => (l.zaehlernummer ? [l.zaehlernummer] : [])))];
  if (ids.length === 0) return [];
  const r = await sql<Kandidat>`
    select v.nr, v.id, v.malo_id, v.melo_id, v.storniert, v.lieferbeginn::text as lieferbeginn, v.lieferende::text as lieferende,
      z.nummer as zaehlernummer, z.kanaele
    from vertrag v left join zaehler z on z.mandant = v.mandant and z.vertrag_id = v.id
    where v.mandant = ${mandant} and (v.malo_id = any(${ids}::text[]) or v.melo_id = any(${ids}::text[]) or z.nummer = any(${nummern}::text[]))`.execute(db);
  return r.rows;
}

/** The candidates by MaLo-ID, MeLo-ID and meter number: a file of 1,000 locations looks each up, not through all. */
interface Kandidatenindex {
  malo: Map<string, Kandidat[]>;
  melo: Map<string, Kandidat[]>;
  zaehler: Map<string, Kandidat[]>;
}

function indizieren(kandidaten: Kandidat[]): Kandidatenindex {
  const index: Kandidatenindex = { malo: new Map(), melo: new Map(), zaehler: new Map() };
  const eintragen = (m: Map<string, Kandidat[]>, k: string | null, v: Kandidat) => {
    if (k === null) return;
    const liste = m.get(k);
    if (liste) liste.push(v);
    else m.set(k, [v]);
  };
  for (const k of kandidaten) {
    eintragen(index.malo, k.malo_id, k);
    eintragen(index.melo, k.melo_id, k);
    eintragen(index.zaehler, k.zaehlernummer, k);
  }
  return index;
}

/** MaLo-ID, then MeLo-ID, then meter number; among several contracts the one not cancelled that supplies at `tag`, else the latest start. */
function vertragWaehlen(index: Kandidatenindex, l: Lokation, tag: string): Kandidat | undefined {
  const stufen: Array<Kandidat[] | undefined> = [
    /^\d{11}$/.test(l.id) ? index.malo.get(l.id) : undefined,
    l.id.length === 33 ? index.melo.get(l.id) : undefined,
    l.zaehlernummer !== null ? index.zaehler.get(l.zaehlernummer) : undefined,
  ];
  const liefert = (k: Kandidat) => (k.lieferbeginn === null || k.lieferbeginn <= tag) && (k.lieferende === null || k.lieferende >= tag);
  for (const treffer of stufen) {
    if (!treffer || treffer.length === 0) continue;
    return [...treffer].sort(
      (a, b) =>
        Number(a.storniert) - Number(b.storniert) ||
        Number(liefert(b)) - Number(liefert(a)) ||
        (b.lieferbeginn ?? '').localeCompare(a.lieferbeginn ?? '') ||
        a.nr - b.nr,
    )[0];
  }
  return undefined;
}

function ersterZeitpunkt(l: Lokation): Date | undefined {
  return l.reihen[0]?.werte[0]?.von ?? l.zaehlerstaende[0]?.zeitpunkt;
}

function ablesungenPlanen(n: Nachricht, l: Lokation, v: Kandidat): Ablesungsplan[] {
  if (l.zaehlerstaende.length === 0) return [];
  if (!v.zaehlernummer || !v.kanaele) throw new Abgelehnt(`Nachricht ${n.referenz}: Der Vertrag ${v.id} hat keinen Zähler für die Zählerstände.`);
  if (l.zaehlernummer && l.zaehlernummer !== v.zaehlernummer) {
    throw new Abgelehnt(`Nachricht ${n.referenz}: Der Zähler ${l.zaehlernummer} ist nicht der Zähler ${v.zaehlernummer} des Vertrags ${v.id}.`);
  }
  // Readings of a day form one reading; the meter's channels are named as the contract names them (1-0:1.8.0).
  const proTag = new Map<string, Ablesungsplan>();
  for (const z of l.zaehlerstaende) {
    const kennung = z.obis.split(':')[1]!;
    const kanal = v.kanaele.find((k) => k.obiskennzahl.split(':').at(-1) === kennung);
    if (!kanal) throw new Abgelehnt(`Nachricht ${n.referenz}: Der Zähler ${v.zaehlernummer} hat kein Zählwerk ${kennung}.`);
    const tag = heuteIn(z.zeitpunkt);
    const plan = proTag.get(tag) ?? { vertragId: v.id, zaehlernummer: v.zaehlernummer, tag, werte: {}, geschaetzt: false };
    plan.werte[kanal.obiskennzahl] = z.wert;
    plan.geschaetzt ||= z.qualitaet !== 'GEMESSEN';
    proTag.set(tag, plan);
  }
  return [...proTag.values()];
}

function planen(mandant: string, n: Nachricht, absender: string, kandidaten: Kandidatenindex): Plan {
  const plan: Plan = { n, absender, dokumentnummer: n.dokumentnummer || n.referenz, sendungen: [], ablesungen: [], werte: 0, zaehlerstaende: 0 };
  for (const l of n.lokationen) {
    const v = vertragWaehlen(kandidaten, l, berlinerTag((ersterZeitpunkt(l) ?? n.erstellt!).getTime()));
    if (!v) {
      const welche = /^\d{11}$/.test(l.id) ? `Marktlokation ${l.id}` : `Messlokation ${l.id}`;
      throw new Abgelehnt(`Nachricht ${n.referenz}: Die ${welche}${l.zaehlernummer ? ` und der Zähler ${l.zaehlernummer} gehören` : ' gehört'} zu keinem Vertrag des Mandanten ${mandant}.`);
    }
    for (const r of l.reihen) {
      // Stored per quarter hour (migration 0130): an interval must start and end on one (UTC and Berlin alike).
      const schief = r.werte.find((w) => w.von.getTime() % VIERTELSTUNDE_MS !== 0 || w.bis.getTime() % VIERTELSTUNDE_MS !== 0);
      if (schief) throw new Abgelehnt(`Nachricht ${n.referenz}: Der Lastgangwert ab ${schief.von.toISOString()} beginnt oder endet nicht auf einer Viertelstunde.`);
      // The message's number is known once it is recorded (msconsEinlesen).
      plan.sendungen.push({ mandant, vertragNr: v.nr, kanal: r.kanal, nachricht: 0, erstellt: n.erstellt!, werte: r.werte });
      plan.werte += r.werte.length;
    }
    plan.ablesungen.push(...ablesungenPlanen(n, l, v));
    plan.zaehlerstaende += l.zaehlerstaende.length;
  }
  return plan;
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

/** Reads and stores one file's bytes for a tenant. */
export async function msconsEinlesen(db: Db, mandant: string, datei: string, inhalt: Uint8Array | string, jetzt: Date): Promise<DateiErgebnis> {
  const u = msconsLesen(inhalt);
  if (u.fehler.length > 0) return { datei, fehler: u.fehler, nachrichten: [] };
  const absenderVon = (n: Nachricht) => n.absender ?? u.absender ?? '';
  const ergebnisse = new Map<Nachricht, NachrichtErgebnis>();
  const ablehnen = (n: Nachricht, text: string) => ergebnisse.set(n, { referenz: n.referenz, ergebnis: 'ABGELEHNT', text, werte: 0, zaehlerstaende: 0 });
  for (const n of u.nachrichten) if (n.fehler.length > 0) ablehnen(n, `Nachricht ${n.referenz}: ${n.fehler.join(' ')}`);

  // Already read (by sender and document number), in the database or earlier in this file.
  const gueltig = u.nachrichten.filter((n) => !ergebnisse.has(n));
  const schluessel = (absender: string, dok: string) => `${absender}\u0000${dok}`;
  const gelesen = new Set(
    gueltig.length === 0
      ? []
      : (
          await sql<{ absender: string; dokumentnummer: string }>`
            select absender, dokumentnummer from mscons_nachricht
            where mandant = ${mandant} and absender = any(${[...new Set(gueltig.map(absenderVon))]}::text[])
              and dokumentnummer = any(${gueltig.map((n) => n.dokumentnummer || n.referenz)}::text[])`.execute(db)
        ).rows.map((r) => schluessel(r.absender, r.dokumentnummer)),
  );
  const kandidaten = indizieren(await kandidatenLaden(db, mandant, gueltig.flatMap((n) => n.lokationen)));
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

  if (plaene.length > 0) {
    await db.transaction().execute(async (trx) => {
      const { rows } = await sql<{ absender: string; dokumentnummer: string; nr: number }>`
        insert into mscons_nachricht (mandant, absender, dokumentnummer, referenz, erstellt, datei, eingelesen)
        select ${mandant}, absender, dokumentnummer, referenz, erstellt, ${datei}, ${jetzt}
        from unnest(${plaene.map((p) => p.absender)}::text[], ${plaene.map((p) => p.dokumentnummer)}::text[], ${plaene.map((p) => p.n.referenz)}::text[],
          ${plaene.map((p) => p.n.erstellt!)}::timestamptz[]) as t(absender, dokumentnummer, referenz, erstellt)
        returning absender, dokumentnummer, nr`.execute(trx);
      const nummern = new Map(rows.map((r) => [schluessel(r.absender, r.dokumentnummer), r.nr]));
      for (const p of plaene) for (const s of p.sendungen) s.nachricht = nummern.get(schluessel(p.absender, p.dokumentnummer))!;
      await lastgangSpeichern(trx, plaene.flatMap((p) => p.sendungen), jetzt);
      for (const p of plaene) for (const a of p.ablesungen) await ablesungSchreiben(trx, mandant, a);
    });
    for (const p of plaene) {
      const teile = [p.werte > 0 ? `${p.werte} Lastgangwerte` : '', p.zaehlerstaende > 0 ? `${p.zaehlerstaende} Zählerstände` : ''].filter(Boolean).join(', ');
      ergebnisse.set(p.n, { referenz: p.n.referenz, ergebnis: 'GESPEICHERT', text: `Nachricht ${p.n.referenz}: ${teile} gespeichert.`, werte: p.werte, zaehlerstaende: p.zaehlerstaende });
    }
  }
  return { datei, fehler: [], nachrichten: u.nachrichten.map((n) => ergebnisse.get(n)!) };
}

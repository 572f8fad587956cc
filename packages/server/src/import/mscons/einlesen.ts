import { heuteIn } from '@ekp/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/verbinden.ts';
import type { Kanal as ZaehlerKanal } from '../../db/tabellen.ts';
import { lastgangSpeichern } from './lastgang-speichern.ts';
import { msconsLesen } from './lesen.ts';
import type { Lokation, Nachricht } from './modell.ts';

// Stores the messages of one MSCONS file: each in its own transaction, so a refused message leaves nothing
// behind and the other messages of the file are stored (docs/marktdaten.md).

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

class Abgelehnt extends Error {}

interface Treffer {
  nr: number;
  id: string;
  zaehlernummer: string | null;
  kanaele: ZaehlerKanal[] | null;
}

/** MaLo-ID, then MeLo-ID, then meter number, within the tenant; among several contracts the one supplying at `tag`. */
async function vertragFinden(trx: Db, mandant: string, l: Lokation, tag: string): Promise<Treffer | undefined> {
  const versuche = [
    /^\d{11}$/.test(l.id) ? sql`v.malo_id = ${l.id}` : null,
    l.id.length === 33 ? sql`v.melo_id = ${l.id}` : null,
    l.zaehlernummer ? sql`z.nummer = ${l.zaehlernummer}` : null,
  ];
  for (const bedingung of versuche) {
    if (!bedingung) continue;
    const r = await sql<Treffer>`
      select v.nr, v.id, z.nummer as zaehlernummer, z.kanaele
      from vertrag v left join zaehler z on z.mandant = v.mandant and z.vertrag_id = v.id
      where v.mandant = ${mandant} and ${bedingung}
      order by v.storniert,
        ((v.lieferbeginn is null or v.lieferbeginn <= ${tag}::date) and (v.lieferende is null or v.lieferende >= ${tag}::date)) desc,
        v.lieferbeginn desc nulls last, v.nr
      limit 1`.execute(trx);
    if (r.rows[0]) return r.rows[0];
  }
  return undefined;
}

function ersterZeitpunkt(l: Lokation): Date | undefined {
  return l.reihen[0]?.werte[0]?.von ?? l.zaehlerstaende[0]?.zeitpunkt;
}

async function zaehlerstaendeSpeichern(trx: Db, mandant: string, n: Nachricht, l: Lokation, v: Treffer): Promise<number> {
  if (l.zaehlerstaende.length === 0) return 0;
  if (!v.zaehlernummer || !v.kanaele) throw new Abgelehnt(`Nachricht ${n.referenz}: Der Vertrag ${v.id} hat keinen Zähler für die Zählerstände.`);
  if (l.zaehlernummer && l.zaehlernummer !== v.zaehlernummer) {
    throw new Abgelehnt(`Nachricht ${n.referenz}: Der Zähler ${l.zaehlernummer} ist nicht der Zähler ${v.zaehlernummer} des Vertrags ${v.id}.`);
  }
  // Readings of a day form one reading; the meter's channels are named as the contract names them (1-0:1.8.0).
  const proTag = new Map<string, { werte: Record<string, number>; geschaetzt: boolean }>();
  for (const z of l.zaehlerstaende) {
    const kennung = z.obis.split(':')[1]!;
    const kanal = v.kanaele.find((k) => k.obiskennzahl.split(':').at(-1) === kennung);
    if (!kanal) throw new Abgelehnt(`Nachricht ${n.referenz}: Der Zähler ${v.zaehlernummer} hat kein Zählwerk ${kennung}.`);
    const tag = heuteIn(z.zeitpunkt);
    const eintrag = proTag.get(tag) ?? { werte: {}, geschaetzt: false };
    eintrag.werte[kanal.obiskennzahl] = z.wert;
    eintrag.geschaetzt ||= z.qualitaet !== 'GEMESSEN';
    proTag.set(tag, eintrag);
  }
  for (const [tag, e] of proTag) {
    const werte = {
      ablesewerte: JSON.stringify(e.werte),
      ableseart: 'NETZBETREIBER' as const,
      erfassungshinweis: e.geschaetzt ? 'Ersatz- oder vorläufiger Wert des Messstellenbetreibers (MSCONS)' : null,
    };
    await trx
      .insertInto('ablesung')
      .values({ mandant, vertrag_id: v.id, zaehlernummer: v.zaehlernummer, ablesedatum: tag, ermittlungsart: 'NETZBETREIBER', ...werte })
      .onConflict((oc) =>
        oc.columns(['mandant', 'vertrag_id', 'zaehlernummer', 'ablesedatum', 'ermittlungsart']).doUpdateSet({
          ablesewerte: sql<string>`ablesung.ablesewerte || excluded.ablesewerte`,
          ableseart: werte.ableseart,
          erfassungshinweis: werte.erfassungshinweis,
        }),
      )
      .execute();
  }
  return l.zaehlerstaende.length;
}

async function nachrichtSpeichern(db: Db, mandant: string, datei: string, n: Nachricht, absender: string, jetzt: Date): Promise<NachrichtErgebnis> {
  const basis = { referenz: n.referenz, werte: 0, zaehlerstaende: 0 };
  if (n.fehler.length > 0) {
    return { ...basis, ergebnis: 'ABGELEHNT', text: `Nachricht ${n.referenz}: ${n.fehler.join(' ')}` };
  }
  const dokumentnummer = n.dokumentnummer || n.referenz;
  try {
    return await db.transaction().execute(async (trx) => {
      const neu = await trx
        .insertInto('mscons_nachricht')
        .values({ mandant, absender, dokumentnummer, referenz: n.referenz, erstellt: n.erstellt!, datei, eingelesen: jetzt })
        .onConflict((oc) => oc.doNothing())
        .returning('dokumentnummer')
        .executeTakeFirst();
      if (!neu) return { ...basis, ergebnis: 'UNVERAENDERT' as const, text: `Nachricht ${n.referenz}: bereits eingelesen (Dokument ${dokumentnummer} von ${absender}), nichts geändert.` };
      let werte = 0;
      let zaehlerstaende = 0;
      for (const l of n.lokationen) {
        const tag = heuteIn(ersterZeitpunkt(l) ?? n.erstellt!);
        const v = await vertragFinden(trx, mandant, l, tag);
        if (!v) {
          const welche = /^\d{11}$/.test(l.id) ? `Marktlokation ${l.id}` : `Messlokation ${l.id}`;
          throw new Abgelehnt(`Nachricht ${n.referenz}: Die ${welche}${l.zaehlernummer ? ` und der Zähler ${l.zaehlernummer} gehören` : ' gehört'} zu keinem Vertrag des Mandanten ${mandant}.`);
        }
        for (const r of l.reihen) {
          await lastgangSpeichern(trx, { mandant, vertragNr: v.nr, kanal: r.kanal, absender, dokumentnummer, erstellt: n.erstellt!, werte: r.werte }, jetzt);
          werte += r.werte.length;
        }
        zaehlerstaende += await zaehlerstaendeSpeichern(trx, mandant, n, l, v);
      }
      const teile = [werte > 0 ? `${werte} Lastgangwerte` : '', zaehlerstaende > 0 ? `${zaehlerstaende} Zählerstände` : ''].filter(Boolean).join(', ');
      return { referenz: n.referenz, werte, zaehlerstaende, ergebnis: 'GESPEICHERT' as const, text: `Nachricht ${n.referenz}: ${teile} gespeichert.` };
    });
  } catch (e) {
    if (!(e instanceof Abgelehnt)) throw e;
    return { ...basis, ergebnis: 'ABGELEHNT', text: e.message };
  }
}

/** Reads and stores one file's bytes for a tenant. */
export async function msconsEinlesen(db: Db, mandant: string, datei: string, inhalt: Uint8Array | string, jetzt: Date): Promise<DateiErgebnis> {
  const u = msconsLesen(inhalt);
  if (u.fehler.length > 0) return { datei, fehler: u.fehler, nachrichten: [] };
  const nachrichten: NachrichtErgebnis[] = [];
  for (const n of u.nachrichten) nachrichten.push(await nachrichtSpeichern(db, mandant, datei, n, n.absender ?? u.absender ?? '', jetzt));
  return { datei, fehler: [], nachrichten };
}

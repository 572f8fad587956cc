import { datumVon, type ImportAnschlussnutzer, type ImportDateiGeprueft, type ImportVertrag } from '@ekp/contract';
import { sql } from 'kysely';
import type { Db } from '../db/verbinden.ts';
import { fehlendAlsNull } from '../shared/fehlend-als-null.ts';
import { partitionenSichern } from '../shared/intervall/partitionen.ts';
import { intervalleAlsTage, type IntervallTag } from '../shared/intervall/tage.ts';
import { intervallTageSchreiben } from '../shared/intervall/schreiben.ts';
import { passwortHashen } from '../shared/passwort-hash.ts';
import { abschlagSchreiben } from './abschlag.ts';
import { zugangEntziehen } from '../shared/zugang-entziehen.ts';
import { nebendatenSchreiben } from './nebendaten.ts';
import type { ImportFehler } from './pruefen.ts';

const BATCH = 5000;

export class ImportAbgelehnt extends Error {
  constructor(readonly fehler: ImportFehler[]) {
    super(fehler.map((f) => `${f.pfad}: ${f.nachricht}`).join('\n'));
  }
}

export interface ImportStatistik {
  anschlussnutzer: number;
  vertraege: number;
  intervalle: number;
  preise: number;
}

export interface ImportOptionen {
  /** The demo data set: its customers are marked, so a later import of the same number replaces them. */
  demo?: boolean | undefined;
}

/** Writes a checked file in one transaction; every write is an upsert by the record's natural key. */
export async function importSchreiben(db: Db, mandant: string, daten: ImportDateiGeprueft, optionen: ImportOptionen = {}): Promise<ImportStatistik> {
  // Hash before the transaction: scrypt is slow and must not hold the database.
  const hashes = new Map<string, string>();
  for (const a of daten.anschlussnutzer) if (a.passwort) hashes.set(a.kundennummer, await passwortHashen(a.passwort));
  await partitionenVorab(db, mandant, daten);

  return db.transaction().execute(async (trx) => {
    if (!optionen.demo) await demoKundenErsetzen(trx, mandant, daten);
    await fremdeVertraegePruefen(trx, mandant, daten);
    await fremdeNebendatenPruefen(trx, mandant, daten);
    const statistik: ImportStatistik = { anschlussnutzer: 0, vertraege: 0, intervalle: 0, preise: daten.preise.length };
    // Prices first: the interval days then get their market sums as they are written (written the other way
    // round, the price trigger would rewrite every day row once more).
    await preiseSchreiben(trx, mandant, daten.preise);
    const tage: IntervallTag[] = [];
    for (const a of daten.anschlussnutzer) {
      await anschlussnutzerSchreiben(trx, mandant, a, hashes.get(a.kundennummer) ?? null, optionen.demo === true);
      if (a.portalGesperrt) await zugangEntziehen(trx, mandant, a.kundennummer);
      statistik.anschlussnutzer++;
      for (const v of a.vertraege) {
        statistik.intervalle += await vertragSchreiben(trx, mandant, a.kundennummer, v, tage);
        statistik.vertraege++;
      }
      await nebendatenSchreiben(trx, mandant, a.kundennummer, null, a);
    }
    // All contracts' days together: one statement per 2,000 days instead of one per contract.
    await intervallTageSchreiben(trx, tage);
    await katalogSchreiben(trx, mandant, daten);
    return statistik;
  });
}

async function fremdeVertraegePruefen(trx: Db, mandant: string, daten: ImportDateiGeprueft): Promise<void> {
  const eigentuemer = new Map(daten.anschlussnutzer.flatMap((a) => a.vertraege.map((v) => [v.id, a.kundennummer] as const)));
  if (eigentuemer.size === 0) return;
  const vorhanden = await trx.selectFrom('vertrag').select(['id', 'kundennummer']).where('mandant', '=', mandant).where('id', 'in', [...eigentuemer.keys()]).execute();
  const fehler = vorhanden
    .filter((v) => v.kundennummer !== eigentuemer.get(v.id))
    .map((v) => ({ pfad: `vertrag ${v.id}`, nachricht: `Vertrag ${v.id} gehört bereits zur Kundennummer ${v.kundennummer}` }));
  if (fehler.length) throw new ImportAbgelehnt(fehler);
}

/**
 * A real customer with a demo customer's number replaces the demo record with everything hanging on it, so
 * the README's demo password (and demo contracts, documents) never stay on a real customer.
 */
async function demoKundenErsetzen(trx: Db, mandant: string, daten: ImportDateiGeprueft): Promise<void> {
  const nummern = daten.anschlussnutzer.map((a) => a.kundennummer);
  for (let i = 0; i < nummern.length; i += BATCH) {
    await trx.deleteFrom('anschlussnutzer').where('mandant', '=', mandant).where('demo', '=', true).where('kundennummer', 'in', nummern.slice(i, i + BATCH)).execute();
  }
}

type Nebendatum = { id: string; kundennummer: string; pfad: string };

/**
 * Billing addresses, bank accounts and documents are keyed by id within the tenant; an id that already
 * belongs to another customer would move that customer's record to this one. Rejected with its JSON path.
 */
async function fremdeNebendatenPruefen(trx: Db, mandant: string, daten: ImportDateiGeprueft): Promise<void> {
  const adressen: Nebendatum[] = [];
  const konten: Nebendatum[] = [];
  const dokumente: Nebendatum[] = [];
  daten.anschlussnutzer.forEach((a, i) => {
    const sammeln = (n: Pick<ImportAnschlussnutzer, 'rechnungsadressen' | 'bankverbindungen' | 'dokumente'>, p: string) => {
      n.rechnungsadressen.forEach((r, j) => adressen.push({ id: r.id, kundennummer: a.kundennummer, pfad: `${p}.rechnungsadressen[${j}].id` }));
      n.bankverbindungen.forEach((b, j) => konten.push({ id: b.bankverbindungId, kundennummer: a.kundennummer, pfad: `${p}.bankverbindungen[${j}].bankverbindungId` }));
      n.dokumente.forEach((d, j) => dokumente.push({ id: d.id, kundennummer: a.kundennummer, pfad: `${p}.dokumente[${j}].id` }));
    };
    sammeln(a, `anschlussnutzer[${i}]`);
    a.vertraege.forEach((v, j) => sammeln(v, `anschlussnutzer[${i}].vertraege[${j}]`));
  });
  const fehler: ImportFehler[] = [];
  const pruefen = async (tabelle: 'rechnungsadresse' | 'bankverbindung' | 'dokument', eintraege: Nebendatum[], wort: string) => {
    for (let i = 0; i < eintraege.length; i += BATCH) {
      const teil = eintraege.slice(i, i + BATCH);
      const vorhanden = await trx.selectFrom(tabelle).select(['id', 'kundennummer']).where('mandant', '=', mandant).where('id', 'in', teil.map((e) => e.id)).execute();
      const besitzer = new Map(vorhanden.map((v) => [v.id, v.kundennummer]));
      for (const e of teil) {
        const bisher = besitzer.get(e.id);
        if (bisher !== undefined && bisher !== e.kundennummer) fehler.push({ pfad: e.pfad, nachricht: `${wort} ${e.id} gehört bereits zur Kundennummer ${bisher}` });
      }
    }
  };
  await pruefen('rechnungsadresse', adressen, 'Rechnungsadresse');
  await pruefen('bankverbindung', konten, 'Bankverbindung');
  await pruefen('dokument', dokumente, 'Dokument');
  if (fehler.length) throw new ImportAbgelehnt(fehler);
}

async function anschlussnutzerSchreiben(trx: Db, mandant: string, a: ImportAnschlussnutzer, hash: string | null, demo: boolean): Promise<void> {
  const stammdaten = {
    portal_gesperrt: a.portalGesperrt,
    anrede: a.anrede,
    ...fehlendAlsNull(a, ['titel', 'vorname', 'nachname', 'firma', 'geburtsdatum', 'email', 'festnetz', 'mobil', 'fax']),
    kunden_art: a.kundenArt,
    zugang: a.zugang,
  };
  // The initial password and the must-change flag apply only to a new customer: a re-import must not
  // undo a password the customer has set in the portal.
  await trx
    .insertInto('anschlussnutzer')
    .values({ mandant, kundennummer: a.kundennummer, passwort_hash: hash, passwort_aendern: a.passwortAendern, demo, ...stammdaten })
    .onConflict((oc) =>
      oc.columns(['mandant', 'kundennummer']).doUpdateSet({
        ...stammdaten,
        passwort_hash: sql<string | null>`coalesce(anschlussnutzer.passwort_hash, excluded.passwort_hash)`,
      }),
    )
    .execute();
}

async function vertragSchreiben(trx: Db, mandant: string, kundennummer: string, v: ImportVertrag, tage: IntervallTag[]): Promise<number> {
  const werte = {
    kundennummer,
    versorgungsart: v.versorgungsart,
    anmeldungsart: v.anmeldungsart,
    lieferbeginn: v.lieferbeginn ?? null,
    gewuenschter_lieferbeginn: v.gewuenschterLieferbeginn ?? null,
    lieferende: v.lieferende ?? null,
    gewuenschtes_lieferende: v.gewuenschtesLieferende ?? null,
    storniert: v.storniert,
    strasse: v.strasse,
    hausnummer: v.hausnummer,
    plz: v.plz,
    ort: v.ort,
    kunden_art: v.kundenArt,
    malo_id: v.maloId ?? null,
    melo_id: v.meloId ?? null,
  };
  const { nr } = await trx
    .insertInto('vertrag')
    .values({ mandant, id: v.id, ...werte })
    .onConflict((oc) => oc.columns(['mandant', 'id']).doUpdateSet(werte))
    .returning('nr')
    .executeTakeFirstOrThrow();

  await tarifeSchreiben(trx, mandant, v);
  if (v.zaehler) {
    const kanaele = JSON.stringify(v.zaehler.kanaele);
    await trx
      .insertInto('zaehler')
      .values({ mandant, vertrag_id: v.id, nummer: v.zaehler.nummer, kanaele })
      .onConflict((oc) => oc.columns(['mandant', 'vertrag_id']).doUpdateSet({ nummer: v.zaehler!.nummer, kanaele }))
      .execute();
  }
  for (const a of v.ablesungen) {
    const ermittlungsart = a.ermittlungsart ?? 'NETZBETREIBER';
    const werteAblesung = {
      ablesewerte: JSON.stringify(a.ablesewerte),
      ablesegrund: a.ablesegrund ?? null,
      erfassungshinweis: a.erfassungshinweis ?? null,
      ableseart: a.ableseart ?? ermittlungsart,
    };
    await trx
      .insertInto('ablesung')
      .values({ mandant, vertrag_id: v.id, zaehlernummer: a.zaehlernummer, ablesedatum: a.ablesedatum, ermittlungsart, ...werteAblesung })
      .onConflict((oc) => oc.columns(['mandant', 'vertrag_id', 'zaehlernummer', 'ablesedatum', 'ermittlungsart']).doUpdateSet(werteAblesung))
      .execute();
  }
  for (const z of v.verbraeuche) {
    const werteVerbrauch = { summe: z.summe, prognose: z.prognose, pro_kanal: JSON.stringify(z.proKanal) };
    await trx
      .insertInto('verbrauch')
      .values({ mandant, vertrag_id: v.id, von: z.von, bis: z.bis, ...werteVerbrauch })
      .onConflict((oc) => oc.columns(['mandant', 'vertrag_id', 'von', 'bis']).doUpdateSet(werteVerbrauch))
      .execute();
  }
  for (const t of intervalleAlsTage(mandant, nr, v.lastgang)) tage.push(t);
  await abschlagSchreiben(trx, mandant, v);
  await nebendatenSchreiben(trx, mandant, kundennummer, v.id, v);
  return v.lastgang.length;
}

async function tarifeSchreiben(trx: Db, mandant: string, v: ImportVertrag): Promise<void> {
  for (const [position, t] of v.tarife.entries()) {
    const werte = {
      name: t.name,
      tariftyp: t.tariftyp,
      preisgarantietyp: t.preisgarantietyp ?? null,
      grundpreis: t.grundpreis,
      arbeitspreis: t.arbeitspreis,
      arbeitspreis_nt: t.arbeitspreisNT ?? null,
      anteil_nt: t.anteilNt ?? null,
      ist_dynamisch: t.istDynamisch,
      durchschnittlicher_arbeitspreis_vormonat: t.durchschnittlicherArbeitspreisVormonat ?? null,
      durchschnittlicher_arbeitspreis_gesamt: t.durchschnittlicherArbeitspreisGesamt ?? null,
      gueltig_von: t.gueltigVon ?? null,
      gueltig_bis: t.gueltigBis ?? null,
      aufschlag: t.aufschlag ?? null,
      preisbestandteile: t.preisbestandteile ?? null,
    };
    await trx
      .insertInto('tarif')
      .values({ mandant, vertrag_id: v.id, position, ...werte })
      .onConflict((oc) => oc.columns(['mandant', 'vertrag_id', 'position']).doUpdateSet(werte))
      .execute();
  }
  await trx.deleteFrom('tarif').where('mandant', '=', mandant).where('vertrag_id', '=', v.id).where('position', '>=', v.tarife.length).execute();
}

/**
 * Month partitions for the file's interval days and prices, each in a short transaction of its own before the
 * import's: creating one inside the long import transaction would hold its locks until the end.
 */
async function partitionenVorab(db: Db, mandant: string, daten: ImportDateiGeprueft): Promise<void> {
  const bereich = (listen: Array<Array<{ von: string; bis: string }>>) => {
    let min = Infinity;
    let max = -Infinity;
    for (const liste of listen) for (const w of liste) [min, max] = [Math.min(min, Date.parse(w.von)), Math.max(max, Date.parse(w.bis) - 1)];
    return min <= max ? ([datumVon(new Date(min)), datumVon(new Date(max))] as const) : undefined;
  };
  const intervalle = bereich(daten.anschlussnutzer.flatMap((a) => a.vertraege.map((v) => v.lastgang)));
  const preise = bereich([daten.preise]);
  if (intervalle) await partitionenSichern(db, 'intervall_tag', mandant, ...intervalle);
  if (preise) await partitionenSichern(db, 'marktpreis', mandant, ...preise);
}

/** Issue 30: price components and products, upserted by id (a later file updates what it names). */
async function katalogSchreiben(trx: Db, mandant: string, daten: ImportDateiGeprueft): Promise<void> {
  for (const { id, name: _name, ...werte } of daten.preisbestandteile) {
    const json = JSON.stringify(werte);
    await trx.insertInto('preisbestandteile').values({ mandant, id, daten: json }).onConflict((oc) => oc.columns(['mandant', 'id']).doUpdateSet({ daten: json })).execute();
  }
  for (const p of daten.produkte) {
    const json = JSON.stringify(p);
    await trx.insertInto('produkt').values({ mandant, id: p.id, daten: json }).onConflict((oc) => oc.columns(['mandant', 'id']).doUpdateSet({ daten: json })).execute();
  }
}

async function preiseSchreiben(trx: Db, mandant: string, preise: ImportDateiGeprueft['preise']): Promise<void> {
  for (let i = 0; i < preise.length; i += BATCH) {
    const teil = preise.slice(i, i + BATCH);
    await sql`
      insert into marktpreis (mandant, von, bis, preis)
      select ${mandant}, von, bis, preis
      from unnest(${teil.map((p) => p.von)}::timestamptz[], ${teil.map((p) => p.bis)}::timestamptz[], ${teil.map((p) => p.preis)}::float8[])
        as t(von, bis, preis)
      on conflict (mandant, von) do update set bis = excluded.bis, preis = excluded.preis`.execute(trx);
  }
}

import type { ImportAnschlussnutzer, ImportDateiGeprueft } from '@ekp/contract';
import type { Db } from '../db/verbinden.ts';
import { ImportAbgelehnt, type ImportFehler } from './pruefen.ts';
import { BATCH } from './stapel.ts';

// The file against what is stored: ids of other customers are refused, demo customers make way.

export async function fremdeVertraegePruefen(trx: Db, mandant: string, daten: ImportDateiGeprueft): Promise<void> {
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
export async function demoKundenErsetzen(trx: Db, mandant: string, daten: ImportDateiGeprueft): Promise<void> {
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
export async function fremdeNebendatenPruefen(trx: Db, mandant: string, daten: ImportDateiGeprueft): Promise<void> {
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

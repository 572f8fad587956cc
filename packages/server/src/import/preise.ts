import type { ImportDateiGeprueft } from '@ekp/contract';
import { sql } from 'kysely';
import type { Db } from '../db/verbinden.ts';
import { BATCH } from './stapel.ts';

/** Market prices, upserted by start in batches. */
export async function preiseSchreiben(trx: Db, mandant: string, preise: ImportDateiGeprueft['preise']): Promise<void> {
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

/** Price components and products, upserted by id (a later file updates what it names). */
export async function katalogSchreiben(trx: Db, mandant: string, daten: ImportDateiGeprueft): Promise<void> {
  for (const { id, name: _name, ...werte } of daten.preisbestandteile) {
    const json = JSON.stringify(werte);
    await trx.insertInto('preisbestandteile').values({ mandant, id, daten: json }).onConflict((oc) => oc.columns(['mandant', 'id']).doUpdateSet({ daten: json })).execute();
  }
  for (const p of daten.produkte) {
    const json = JSON.stringify(p);
    await trx.insertInto('produkt').values({ mandant, id: p.id, daten: json }).onConflict((oc) => oc.columns(['mandant', 'id']).doUpdateSet({ daten: json })).execute();
  }
}

import { sql, type Kysely } from 'kysely';

/**
 * Issue 27/30 (speed): each server process keeps a tenant's market prices as per-day quarter-hour arrays in
 * memory (shared/intervall/tagespreise.ts), because pricing a customer's quarter hours from rows costs more
 * than the rest of the history or the tariff comparison. Prices are seldom changed once published, but they
 * can be (a correction, a re-import): every statement that writes `marktpreis` gives the tenant a new random
 * `stand`, and a reader that sees another stand than its copy was filled under drops the copy. Random, not a
 * counter, so two databases (tests, a restored backup) never share a stand by chance.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const anweisung of [
    `create table marktpreis_stand (
      mandant text not null primary key,
      stand text not null
    )`,
    `insert into marktpreis_stand (mandant, stand) select mandant, gen_random_uuid()::text from (select distinct mandant from marktpreis) m`,
    `create function marktpreis_stand_erneuern() returns trigger language plpgsql as $$
      begin
        insert into marktpreis_stand (mandant, stand) select mandant, gen_random_uuid()::text from (select distinct mandant from geaendert) m
        on conflict (mandant) do update set stand = excluded.stand;
        return null;
      end
    $$`,
    `create trigger marktpreis_stand_einfuegen after insert on marktpreis referencing new table as geaendert for each statement execute function marktpreis_stand_erneuern()`,
    `create trigger marktpreis_stand_aendern after update on marktpreis referencing new table as geaendert for each statement execute function marktpreis_stand_erneuern()`,
    `create trigger marktpreis_stand_loeschen after delete on marktpreis referencing old table as geaendert for each statement execute function marktpreis_stand_erneuern()`,
  ]) {
    await sql.raw(anweisung).execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const anweisung of [
    `drop trigger marktpreis_stand_einfuegen on marktpreis`,
    `drop trigger marktpreis_stand_aendern on marktpreis`,
    `drop trigger marktpreis_stand_loeschen on marktpreis`,
    `drop function marktpreis_stand_erneuern`,
    `drop table marktpreis_stand`,
  ]) {
    await sql.raw(anweisung).execute(db);
  }
}

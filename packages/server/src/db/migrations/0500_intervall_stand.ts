import { sql, type Kysely } from 'kysely';

// The kept forecast (domain/sparen/prognose-gemerkt.ts) took its fingerprint of a contract's interval data from
// the row versions of up to 367 day rows: a heap visit per day on every Abschlag and forecast call, which cost
// more than computing the forecast afresh. A counter per contract, raised by the table itself on every insert,
// update and delete (statement triggers, so an import of a thousand days raises it once per statement), tells
// the same with one key lookup, and no write path, fixture or hand-written SQL can forget it.

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const anweisung of [
    `create table intervall_stand (
      mandant text not null,
      vertrag_nr int not null,
      stand bigint not null default 1,
      primary key (mandant, vertrag_nr)
    )`,
    // Contracts in key order, so two statements that touch the same contracts lock them in the same order.
    `create function intervall_stand_erhoehen() returns trigger language plpgsql as $$
      begin
        insert into intervall_stand as s (mandant, vertrag_nr)
          select distinct mandant, vertrag_nr from geaendert order by mandant, vertrag_nr
          on conflict (mandant, vertrag_nr) do update set stand = s.stand + 1;
        return null;
      end
    $$`,
    `create trigger intervall_stand_einfuegen after insert on intervall_tag referencing new table as geaendert for each statement execute function intervall_stand_erhoehen()`,
    `create trigger intervall_stand_aendern after update on intervall_tag referencing new table as geaendert for each statement execute function intervall_stand_erhoehen()`,
    `create trigger intervall_stand_loeschen after delete on intervall_tag referencing old table as geaendert for each statement execute function intervall_stand_erhoehen()`,
    // A truncate names no rows: every counter moves.
    `create function intervall_stand_alle_erhoehen() returns trigger language plpgsql as $$
      begin
        update intervall_stand set stand = stand + 1;
        return null;
      end
    $$`,
    `create trigger intervall_stand_leeren after truncate on intervall_tag for each statement execute function intervall_stand_alle_erhoehen()`,
    `insert into intervall_stand (mandant, vertrag_nr) select distinct mandant, vertrag_nr from intervall_tag`,
  ]) {
    await sql.raw(anweisung).execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['einfuegen', 'aendern', 'loeschen', 'leeren']) await sql.raw(`drop trigger intervall_stand_${t} on intervall_tag`).execute(db);
  await sql`drop function intervall_stand_erhoehen(), intervall_stand_alle_erhoehen()`.execute(db);
  await sql`drop table intervall_stand`.execute(db);
}

import { sql, type Kysely } from 'kysely';

/**
 * Issue 28, speed: the day rows of interval data (`intervall_tag`, `messwert_tag`) no longer check their
 * contract row by row. A foreign key runs one lookup and one row lock per inserted row; for a day's MSCONS
 * file of 1,000 metering points that was half of PostgreSQL's time (bench:mscons: 0.43 → 0.21 CPU-s per
 * 1,000 metering-point days without the two checks).
 *
 * What the keys did is kept:
 * - existence and "not deleted meanwhile": the one writer of `intervall_tag` (shared/intervall/schreiben.ts)
 *   locks the contracts of a statement `for key share` in one query and refuses unknown ones; MSCONS writes
 *   `messwert_tag` only for those contracts in the same transaction;
 * - `on delete cascade`: a statement trigger on `vertrag` deletes the contracts' day rows (by the transition
 *   table, so a tenant's clean-up of 100,000 demo customers is one delete per table, not one per contract).
 * Both still hold `mandant`, so the rows stay co-located with their contract (docs/skalierung.md).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const anweisung of [
    `alter table intervall_tag drop constraint intervall_tag_vertrag_fkey`,
    `alter table messwert_tag drop constraint messwert_tag_mandant_vertrag_nr_fkey`,
    `create function vertrag_tagwerte_loeschen() returns trigger language plpgsql as $$
      begin
        delete from intervall_tag i using geloescht g where i.mandant = g.mandant and i.vertrag_nr = g.nr;
        delete from messwert_tag m using geloescht g where m.mandant = g.mandant and m.vertrag_nr = g.nr;
        return null;
      end
    $$`,
    `create trigger vertrag_tagwerte_loeschen after delete on vertrag referencing old table as geloescht for each statement execute function vertrag_tagwerte_loeschen()`,
  ]) {
    await sql.raw(anweisung).execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const anweisung of [
    `drop trigger vertrag_tagwerte_loeschen on vertrag`,
    `drop function vertrag_tagwerte_loeschen`,
    `alter table intervall_tag add constraint intervall_tag_vertrag_fkey foreign key (mandant, vertrag_nr) references vertrag (mandant, nr) on delete cascade`,
    `alter table messwert_tag add constraint messwert_tag_mandant_vertrag_nr_fkey foreign key (mandant, vertrag_nr) references vertrag (mandant, nr) on delete cascade`,
  ]) {
    await sql.raw(anweisung).execute(db);
  }
}

import { sql, type Kysely } from 'kysely';

/**
 * Issue 27 item 2: market prices partitioned like the interval data — by tenant (list), then by Berlin month
 * (range on `von`), with default partitions for what is not created yet. Column names and the key stay, so
 * every writer and reader of prices works unchanged; the price trigger of 0060 moves to the new table.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const anweisung of [
    `alter table marktpreis rename to marktpreis_alt`,
    `alter table marktpreis_alt rename constraint marktpreis_pkey to marktpreis_alt_pkey`,
    `drop trigger marktpreis_intervall_einfuegen on marktpreis_alt`,
    `drop trigger marktpreis_intervall_aendern on marktpreis_alt`,
    `drop trigger marktpreis_intervall_loeschen on marktpreis_alt`,
    `create table marktpreis (
      mandant text not null,
      von timestamptz not null,
      bis timestamptz not null,
      preis double precision not null,
      primary key (mandant, von) include (bis, preis)
    ) partition by list (mandant)`,
    `create table marktpreis_rest partition of marktpreis default`,
    `select partition_sichern('marktpreis', m.mandant, m.monat)
      from (select distinct mandant, (von at time zone 'Europe/Berlin')::date as monat from marktpreis_alt) m`,
    `insert into marktpreis (mandant, von, bis, preis) select mandant, von, bis, preis from marktpreis_alt`,
    `drop table marktpreis_alt`,
    `create trigger marktpreis_intervall_einfuegen after insert on marktpreis referencing new table as geaendert for each statement execute function intervall_tag_nach_preisen()`,
    `create trigger marktpreis_intervall_aendern after update on marktpreis referencing new table as geaendert for each statement execute function intervall_tag_nach_preisen()`,
    `create trigger marktpreis_intervall_loeschen after delete on marktpreis referencing old table as geaendert for each statement execute function intervall_tag_nach_preisen()`,
  ]) {
    await sql.raw(anweisung).execute(db);
  }
}

export async function down(): Promise<void> {
  throw new Error('0061_marktpreis_partitionen lässt sich nicht zurücknehmen');
}

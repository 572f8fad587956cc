import { sql, type Kysely } from 'kysely';

/**
 * Issue 28 (speed) and issue 27 (space): one row per contract, channel and day for MSCONS values too. Every
 * MSCONS value was written twice — as sent into `messwert_tag` (kWh as float8, ~1 KB a day) and as Wh into
 * `intervall_tag`, which the history reads — so an import paid two upserts per day and a metering point
 * with MSCONS data needed about 365 KB a year on top of issue 27's budget of 250 KB.
 *
 * `intervall_tag` gains what only `messwert_tag` had:
 * - `quellen`: the message (mscons_nachricht.nr) of each quarter hour as runs, [from quarter hour, message,
 *   …]; quarter hours without a value continue the run before, 0 marks values no message sent (a day
 *   the JSON import wrote in part); null for a day no MSCONS message touched;
 * - `status`: the STS codes sparse by quarter hour ({"40": "Z32:Z88 Z33:Z83"}), null when none.
 * Values are Wh as integers (the history's unit); MSCONS sends kWh with three decimals, so nothing is lost.
 * The earlier versions (`messwert_tag_version`) stay as they are.
 *
 * Two nullable columns give every row a null bitmap (8 bytes with alignment), which cost a page a row: 232 →
 * 250 KB per metering point and year. `qualitaet` may now be null, for the common day whose every value was
 * measured (G; '-' where a value is missing): 97 bytes less per such row. Existing rows keep their letters
 * (no rewrite of the table); `qualitaet_zeichen(werte, qualitaet)` gives the letters either way.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const anweisung of [
    `alter table intervall_tag add column quellen int[]`,
    `alter table intervall_tag add column status jsonb`,
    `alter table intervall_tag alter column qualitaet drop not null`,
    `create function qualitaet_zeichen(werte int[], qualitaet text) returns text language sql immutable as $$
      select coalesce(qualitaet, array_to_string(array(select case when w is null then '-' else 'G' end from unnest(werte) with ordinality u(w, i) order by i), ''))
    $$`,
    // The runs again over the day row's own values: a quarter hour with a value that messwert_tag lacks gets 0.
    `create function quellen_umrechnen(alt int[], gesendet double precision[], werte int[]) returns int[] language plpgsql immutable as $$
      declare
        r int := 1;
        q int;
        letzte int;
        aus int[] := '{}';
      begin
        for i in 1 .. cardinality(werte) loop
          while r + 2 <= coalesce(cardinality(alt), 0) and alt[r + 2] <= i - 1 loop r := r + 2; end loop;
          continue when werte[i] is null;
          q := case when gesendet[i] is null or coalesce(cardinality(alt), 0) = 0 or alt[r] > i - 1 then 0 else alt[r + 1] end;
          if letzte is distinct from q then
            aus := aus || array[i - 1, q];
            letzte := q;
          end if;
        end loop;
        return aus;
      end
    $$`,
    `update intervall_tag i set quellen = quellen_umrechnen(m.quellen, m.werte, i.werte), status = m.status
      from messwert_tag m where i.mandant = m.mandant and i.vertrag_nr = m.vertrag_nr and i.kanal = m.kanal and i.tag = m.tag`,
    // Days only messwert_tag has (its writer always wrote both; kept for any written otherwise): as Wh, market sums after.
    `create temporary table messwert_nur_gesendet on commit drop as
      select m.mandant, m.vertrag_nr, m.kanal, m.tag, array(select round(w * 1000)::int from unnest(m.werte) with ordinality u(w, i) order by i) as werte,
        m.qualitaet, m.quellen, m.status
      from messwert_tag m
      where not exists (select 1 from intervall_tag i where i.mandant = m.mandant and i.vertrag_nr = m.vertrag_nr and i.kanal = m.kanal and i.tag = m.tag)`,
    `insert into intervall_tag (vertrag_nr, tag, summe, mandant, kanal, werte, qualitaet, quellen, status)
      select vertrag_nr, tag, coalesce((select sum(w) from unnest(werte) w), 0), mandant, kanal, werte, qualitaet, quellen, status from messwert_nur_gesendet`,
    `select intervall_tag_markt(d.mandant, d.von, d.bis, d.nrs)
      from (select mandant, min(tag) as von, max(tag) as bis, array_agg(distinct vertrag_nr) as nrs from messwert_nur_gesendet group by mandant) d`,
    `drop function quellen_umrechnen`,
    // The history's provenance reads only days a message sent (features/verbrauch/herkunft-repository.ts): a
    // small index of those, so a customer without MSCONS data costs one empty index probe, not a year of rows.
    `create index intervall_tag_gesendet on intervall_tag (mandant, vertrag_nr, tag) where quellen is not null`,
    // And a mark on the contract, so a history request of a contract without MSCONS data skips that read
    // altogether: over a year's month partitions its planning alone cost about a millisecond.
    `alter table vertrag add column messwerte_gesendet boolean not null default false`,
    `update vertrag v set messwerte_gesendet = true
      where exists (select 1 from intervall_tag i where i.mandant = v.mandant and i.vertrag_nr = v.nr and i.quellen is not null)`,
    `drop table messwert_tag`,
    `create or replace function vertrag_tagwerte_loeschen() returns trigger language plpgsql as $$
      begin
        delete from intervall_tag i using geloescht g where i.mandant = g.mandant and i.vertrag_nr = g.nr;
        return null;
      end
    $$`,
  ]) {
    await sql.raw(anweisung).execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const anweisung of [
    `create table messwert_tag (
      mandant text not null,
      vertrag_nr int not null,
      kanal text not null check (kanal in ('BEZUG', 'EINSPEISUNG')),
      tag date not null,
      werte double precision[] not null,
      qualitaet text not null,
      quellen int[] not null,
      status jsonb,
      constraint messwert_tag_laenge_check check (cardinality(werte) between 92 and 100 and length(qualitaet) = cardinality(werte)),
      primary key (mandant, vertrag_nr, kanal, tag)
    )`,
    `insert into messwert_tag (mandant, vertrag_nr, kanal, tag, werte, qualitaet, quellen, status)
      select mandant, vertrag_nr, kanal, tag, array(select w / 1000.0 from unnest(werte) with ordinality u(w, i) order by i), qualitaet_zeichen(werte, qualitaet), quellen, status
      from intervall_tag where quellen is not null`,
    `create or replace function vertrag_tagwerte_loeschen() returns trigger language plpgsql as $$
      begin
        delete from intervall_tag i using geloescht g where i.mandant = g.mandant and i.vertrag_nr = g.nr;
        delete from messwert_tag m using geloescht g where m.mandant = g.mandant and m.vertrag_nr = g.nr;
        return null;
      end
    $$`,
    `drop index intervall_tag_gesendet`,
    `alter table vertrag drop column messwerte_gesendet`,
    `update intervall_tag set qualitaet = qualitaet_zeichen(werte, qualitaet) where qualitaet is null`,
    `alter table intervall_tag alter column qualitaet set not null`,
    `drop function qualitaet_zeichen`,
    `alter table intervall_tag drop column status`,
    `alter table intervall_tag drop column quellen`,
  ]) {
    await sql.raw(anweisung).execute(db);
  }
}

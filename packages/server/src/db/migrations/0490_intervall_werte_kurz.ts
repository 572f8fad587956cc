import { sql, type Kysely } from 'kysely';

/**
 * Issue 48 item 3: a day's quarter-hour values in half the bytes. A household's quarter hour is a few hundred Wh;
 * int[] spent 4 bytes on each, 384 of a row's ~480. `werte_kurz smallint[]` holds the day when every value lies
 * within ±32,767 Wh (131 kW average over a quarter hour); `werte int[]` stays for a day with any larger value, so
 * large customers store as before. Exactly one of the two is set (check). Readers take
 * `coalesce(werte_kurz::int[], werte)` (domain/intervall/werte.ts), the writer chooses (domain/intervall/schreiben.ts).
 *
 * Existing rows move in one rewrite of the table (ALTER … TYPE … USING for both columns), which also leaves
 * no dead tuples behind as an update would: the space is returned at once. The view `lastgang` and the market
 * sums `intervall_tag_markt` read the values through the same expression. The partial index of MSCONS days goes
 * (below).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const anweisung of [
    `drop view lastgang`,
    `alter table intervall_tag drop constraint intervall_tag_laenge_check`,
    `alter table intervall_tag add column werte_kurz smallint[]`,
    `alter table intervall_tag alter column werte drop not null`,
    // A transform expression may hold neither a subquery nor (PostgreSQL 15 and 17 on a partitioned table:
    // "unrecognized node type") a CASE: two functions, used by this migration only, in PL/pgSQL so that the
    // cast runs only for a day that fits. Both USING expressions see the old row.
    `create function intervall_werte_kurz(werte int[]) returns smallint[] language plpgsql immutable as $$
      begin
        if exists (select from unnest(werte) w where w not between -32768 and 32767) then return null; end if;
        return werte::smallint[];
      end $$`,
    `create function intervall_werte_lang(werte int[]) returns int[] language plpgsql immutable as $$
      begin
        if exists (select from unnest(werte) w where w not between -32768 and 32767) then return werte; end if;
        return null;
      end $$`,
    `alter table intervall_tag
      alter column werte_kurz type smallint[] using intervall_werte_kurz(werte),
      alter column werte type int[] using intervall_werte_lang(werte)`,
    `drop function intervall_werte_kurz, intervall_werte_lang`,
    `alter table intervall_tag add constraint intervall_tag_werte_check check ((werte is null) <> (werte_kurz is null))`,
    `alter table intervall_tag add constraint intervall_tag_laenge_check check (
      coalesce(cardinality(werte), cardinality(werte_kurz)) between 92 and 100 and length(qualitaet) = coalesce(cardinality(werte), cardinality(werte_kurz)))`,
    `create or replace function intervall_tag_markt(m text, tag_von date, tag_bis date, nrs int[]) returns void language sql as $$
      with p as materialized (
        select date_part('epoch', p.von) as s, date_part('epoch', p.bis) as e, p.preis from marktpreis p
        where p.mandant = m and p.von >= (tag_von::timestamp at time zone 'Europe/Berlin') - interval '1 hour'
          and p.von < ((tag_bis + 1)::timestamp at time zone 'Europe/Berlin')
      ),
      q as (
        select t.vertrag_nr, t.kanal, t.tag, q.w, date_part('epoch', t.tag::timestamp at time zone 'Europe/Berlin') + (q.i - 1) * 900 as s
        from intervall_tag t cross join lateral unnest(coalesce(t.werte_kurz::int[], t.werte)) with ordinality q(w, i)
        where t.mandant = m and t.tag between tag_von and tag_bis and (nrs is null or t.vertrag_nr = any(nrs)) and q.w is not null
      ),
      -- Quarter hours never cross a clock hour, prices are at most an hour long: an equi-join on the hour.
      summen as (
        select q.vertrag_nr, q.kanal, q.tag, sum(q.w / 1000.0::float8 * a.f) as e, sum(q.w / 1000.0::float8 * a.f * p.preis) as k
        from q join p on floor(p.s / 3600) = floor(q.s / 3600) and p.s < q.s + 900 and p.e > q.s
        cross join lateral (select (least(p.e, q.s + 900) - greatest(p.s, q.s)) / 900 as f) a
        group by 1, 2, 3
      )
      update intervall_tag t set markt_energie = coalesce(x.e, 0), markt_kosten = coalesce(x.k, 0)
      from (
        select t2.vertrag_nr, t2.kanal, t2.tag, s.e, s.k from intervall_tag t2
        left join summen s on s.vertrag_nr = t2.vertrag_nr and s.kanal = t2.kanal and s.tag = t2.tag
        where t2.mandant = m and t2.tag between tag_von and tag_bis and (nrs is null or t2.vertrag_nr = any(nrs))
      ) x
      where t.mandant = m and t.vertrag_nr = x.vertrag_nr and t.kanal = x.kanal and t.tag = x.tag
        and (t.markt_energie <> coalesce(x.e, 0) or t.markt_kosten <> coalesce(x.k, 0))
    $$`,
    // 0210's partial index of the days a message sent: since the same migration's mark on the contract
    // (vertrag.messwerte_gesendet) skips the provenance read for contracts without MSCONS data, it served only
    // contracts with it, where nearly every day has quellen and the planner takes the key of the month
    // partition (about 31 entries per contract) instead. It cost 16 KB per metering point and year.
    `drop index intervall_tag_gesendet`,
    `create view lastgang as
      select t.vertrag_nr, (t.tag::timestamp at time zone 'Europe/Berlin') + (q.i - 1) * interval '15 minutes' as von,
        (t.tag::timestamp at time zone 'Europe/Berlin') + q.i * interval '15 minutes' as bis, q.w / 1000.0::float8 as verbrauch
      from intervall_tag t cross join lateral unnest(coalesce(t.werte_kurz::int[], t.werte)) with ordinality q(w, i)
      where t.kanal = 'BEZUG' and q.w is not null`,
  ]) {
    await sql.raw(anweisung).execute(db);
  }
}

export async function down(): Promise<void> {
  throw new Error('0490_intervall_werte_kurz lässt sich nicht zurücknehmen');
}

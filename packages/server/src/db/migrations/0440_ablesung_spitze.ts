import { sql, type Kysely } from 'kysely';

// The reading campaign's peak (docs/ablesekampagne.md, "Peak load"): each public call was ten and twenty
// round trips, three of them scans of a whole table.
//  - A campaign code's reports are counted by code (the count scanned every report of every campaign).
//  - A rate limit in one statement (shared/ratenbegrenzung.ts `zulassungAufruf`): the same rule as
//    `ereignisZulassenIn` — advisory locks per key in byte order, the max-th newest event in the window
//    decides, one event per key, old ones trimmed — in one round trip instead of nine. Each statement of
//    a volatile PL/pgSQL function takes a new snapshot, so the count after the lock sees every event a
//    caller committed before releasing it, which is what makes the limit exact across processes.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index ablesemeldung_code on ablesemeldung (mandant, code_id)`.execute(db);
  await sql`create function ratenereignis_zulassen(p_mandant text[], p_bereich text[], p_schluessel text[], p_max integer[], p_fenster_ms bigint[], p_jetzt timestamptz)
    returns table (warten integer, ids bigint[]) language plpgsql volatile as $$
  declare
    s text;
    grenz timestamptz;
    w integer := 0;
    neu bigint[];
  begin
    for s in select distinct (p_mandant[i] || '|' || p_bereich[i] || '|' || p_schluessel[i]) collate "C" as k from generate_subscripts(p_schluessel, 1) i order by k loop
      perform pg_advisory_xact_lock(hashtextextended(s, 0));
    end loop;
    for i in 1 .. coalesce(array_length(p_schluessel, 1), 0) loop
      select r.zeitpunkt into grenz from ratenereignis r
        where r.mandant = p_mandant[i] and r.bereich = p_bereich[i] and r.schluessel = p_schluessel[i]
          and r.zeitpunkt > p_jetzt - p_fenster_ms[i] * interval '1 millisecond'
        order by r.zeitpunkt desc offset p_max[i] - 1 limit 1;
      if found then
        w := greatest(w, ceil(extract(epoch from grenz + p_fenster_ms[i] * interval '1 millisecond' - p_jetzt))::integer, 1);
      end if;
    end loop;
    if w > 0 then
      return query select w, null::bigint[];
      return;
    end if;
    with k as (
      select p_mandant[i] as mandant, p_bereich[i] as bereich, p_schluessel[i] as schluessel, max(p_fenster_ms[i]) as fenster
        from generate_subscripts(p_schluessel, 1) i group by 1, 2, 3
    ), eingefuegt as (
      insert into ratenereignis (mandant, bereich, schluessel, zeitpunkt) select mandant, bereich, schluessel, p_jetzt from k returning id
    ), geloescht as (
      delete from ratenereignis r using k
        where r.mandant = k.mandant and r.bereich = k.bereich and r.schluessel = k.schluessel and r.zeitpunkt < p_jetzt - k.fenster * interval '1 millisecond'
    )
    select array_agg(id) into neu from eingefuegt;
    return query select 0, neu;
  end $$`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop function if exists ratenereignis_zulassen(text[], text[], text[], integer[], bigint[], timestamptz)`.execute(db);
  await sql`drop index if exists ablesemeldung_code`.execute(db);
}

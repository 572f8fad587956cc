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
    neu bigint[] := '{}';
    id_neu bigint;
    e record;
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
    -- Key by key, as simple statements: a join of the keys against ratenereignis was planned as a scan of it.
    for e in select p_mandant[i] as mandant, p_bereich[i] as bereich, p_schluessel[i] as schluessel, max(p_fenster_ms[i]) as fenster
        from generate_subscripts(p_schluessel, 1) i group by 1, 2, 3 order by min(i) loop
      insert into ratenereignis (mandant, bereich, schluessel, zeitpunkt) values (e.mandant, e.bereich, e.schluessel, p_jetzt) returning id into id_neu;
      neu := neu || id_neu;
      delete from ratenereignis r where r.mandant = e.mandant and r.bereich = e.bereich and r.schluessel = e.schluessel
        and r.zeitpunkt < p_jetzt - e.fenster * interval '1 millisecond';
    end loop;
    return query select 0, neu;
  end $$`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop function if exists ratenereignis_zulassen(text[], text[], text[], integer[], bigint[], timestamptz)`.execute(db);
  await sql`drop index if exists ablesemeldung_code`.execute(db);
}

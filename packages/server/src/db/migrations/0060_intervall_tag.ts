import { sql, type Kysely } from 'kysely';

/**
 * Issue 27 item 1: interval data as one row per tenant, contract, channel and Europe/Berlin day, holding the
 * day's 92/96/100 quarter hours as integer Wh (`werte`, null = no value) and one quality letter per value
 * (`qualitaet`: G = gemessen 220, E = Ersatzwert 67, V = vorläufig Z18, - = no value). The row also carries
 * the day's sums the daily/monthly history reads (what `lastgang_tag` held): `summe` (Wh), the energy with a
 * market price (kWh, Σ Wh/1000·f) and its market cost. 110 bytes per value before, about 6 now.
 *
 * Item 2: partitioned by tenant (list) and, inside a tenant, by Berlin month (range on `tag`), so a tenant's
 * retention drops whole month partitions. The application creates partitions ahead
 * (shared/intervall/partitionen.ts); the default partitions catch rows of months or tenants not created
 * yet, so no write ever fails for a missing partition.
 *
 * The old rows move without loss (to the Wh): an interval is split evenly over the quarter hours it covers,
 * the remainder Wh going to the first ones, so each interval's Wh total is kept. Read-only `lastgang` stays as
 * a view of the new rows for code written against the old table.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const anweisung of [
    // Fixed-width columns first: no padding before the arrays.
    `create table intervall_tag (
      vertrag_nr int not null references vertrag (nr) on delete cascade,
      tag date not null,
      summe bigint not null,
      markt_energie double precision not null default 0,
      markt_kosten double precision not null default 0,
      mandant text not null,
      kanal text not null default 'BEZUG',
      werte int[] not null,
      qualitaet text not null,
      constraint intervall_tag_kanal_check check (kanal in ('BEZUG', 'EINSPEISUNG')),
      constraint intervall_tag_laenge_check check (cardinality(werte) between 92 and 100 and length(qualitaet) = cardinality(werte)),
      primary key (mandant, vertrag_nr, kanal, tag)
    ) partition by list (mandant)`,
    `create table intervall_tag_rest partition of intervall_tag default`,
    // Partition names: <table>_<tenant>, <table>_<tenant>_rest (its default) and <table>_<tenant>_<yyyymm>.
    `create function partition_mandant(tabelle text, m text) returns text language sql immutable as $$
      select tabelle || '_' || case when m ~ '^[a-z0-9-]{1,40}$' then replace(m, '-', '_') else 'm' || left(md5(m), 16) end
    $$`,
    // Creates the tenant's partition of the Berlin month of \`monat\` (and the tenant's level) unless it exists,
    // moving rows the default partitions caught meanwhile. Created apart and attached, so readers of the
    // parent are not blocked. Returns whether it created the month.
    `create function partition_sichern(tabelle text, m text, monat date) returns boolean language plpgsql as $$
      declare
        mandant_teil text := partition_mandant(tabelle, m);
        rest text := partition_mandant(tabelle, m) || '_rest';
        beginn date := date_trunc('month', monat)::date;
        ende date := (date_trunc('month', monat) + interval '1 month')::date;
        teil text := partition_mandant(tabelle, m) || '_' || to_char(monat, 'YYYYMM');
        spalte text := case tabelle when 'intervall_tag' then 'tag' else 'von' end;
        von_lit text;
        bis_lit text;
      begin
        if to_regclass(teil) is not null then return false; end if;
        -- One lock per tenant and table: creating its level and its months is serialised across processes.
        perform pg_advisory_xact_lock(hashtext('ekp partition ' || mandant_teil));
        -- Another process may have created it while we waited: a query (a fresh snapshot) sees its commit.
        if exists (select 1 from pg_class where relname = teil and relnamespace = current_schema()::regnamespace) then return false; end if;
        if not exists (select 1 from pg_class where relname = mandant_teil and relnamespace = current_schema()::regnamespace) then
          execute format('create table %I (like %I including defaults including constraints) partition by range (%I)', mandant_teil, tabelle, spalte);
          execute format('create table %I (like %I including defaults including constraints)', rest, tabelle);
          execute format('alter table %I attach partition %I default', mandant_teil, rest);
          execute format('insert into %I select * from %I where mandant = %L', mandant_teil, tabelle || '_rest', m);
          execute format('delete from %I where mandant = %L', tabelle || '_rest', m);
          execute format('alter table %I attach partition %I for values in (%L)', tabelle, mandant_teil, m);
        end if;
        if tabelle = 'intervall_tag' then
          von_lit := beginn::text;
          bis_lit := ende::text;
        else
          von_lit := (beginn::timestamp at time zone 'Europe/Berlin')::text;
          bis_lit := (ende::timestamp at time zone 'Europe/Berlin')::text;
        end if;
        execute format('create table %I (like %I including defaults including constraints)', teil, tabelle);
        execute format('insert into %I select * from %I where %I >= %L and %I < %L', teil, rest, spalte, von_lit, spalte, bis_lit);
        execute format('delete from %I where %I >= %L and %I < %L', rest, spalte, von_lit, spalte, bis_lit);
        execute format('alter table %I attach partition %I for values from (%L) to (%L)', mandant_teil, teil, von_lit, bis_lit);
        return true;
      exception when duplicate_table then
        -- Created by another process after all (a concurrent migration run): nothing is missing.
        return false;
      end $$`,
    // Retention: drops the tenant's month partitions before the month of \`vor\` (whole files, no row deletes)
    // and deletes the few rows older than that which a default partition caught. Returns the months dropped.
    `create function partitionen_aufbewahren(tabelle text, m text, vor date) returns int language plpgsql as $$
      declare
        mandant_teil text := partition_mandant(tabelle, m);
        grenze date := date_trunc('month', vor)::date;
        spalte text := case tabelle when 'intervall_tag' then 'tag' else 'von' end;
        r record;
        n int := 0;
      begin
        if to_regclass(mandant_teil) is null then return 0; end if;
        for r in select c.relname from pg_inherits i join pg_class c on c.oid = i.inhrelid
          where i.inhparent = to_regclass(mandant_teil) and c.relname ~ '_[0-9]{6}$' and to_date(right(c.relname, 6), 'YYYYMM') < grenze loop
          execute format('drop table %I', r.relname);
          n := n + 1;
        end loop;
        execute format('delete from %I where %I < %L', mandant_teil || '_rest', spalte,
          case when tabelle = 'intervall_tag' then grenze::text else (grenze::timestamp at time zone 'Europe/Berlin')::text end);
        return n;
      end $$`,
    // Old rows: quarter hours with their share of each interval's Wh, then one array per contract and day.
    `create temporary table intervall_umzug on commit drop as
      with teile as (
        select v.mandant, l.vertrag_nr, round(l.verbrauch * 1000)::bigint as wh,
          to_timestamp(floor(date_part('epoch', l.von) / 900) * 900) as beginn,
          greatest(1, ceil((date_part('epoch', l.bis) - floor(date_part('epoch', l.von) / 900) * 900) / 900))::int as n
        from lastgang l join vertrag v on v.nr = l.vertrag_nr
      ),
      viertel as (
        select t.mandant, t.vertrag_nr, t.beginn + k * interval '15 minutes' as von,
          floor(t.wh::numeric / t.n)::bigint + case when k < t.wh - floor(t.wh::numeric / t.n)::bigint * t.n then 1 else 0 end as wh
        from teile t cross join lateral generate_series(0, t.n - 1) k
      )
      select mandant, vertrag_nr, (von at time zone 'Europe/Berlin')::date as tag, von, sum(wh) as wh
      from viertel group by 1, 2, 3, 4`,
    `select partition_sichern('intervall_tag', m.mandant, m.monat)
      from (select distinct mandant, date_trunc('month', tag)::date as monat from intervall_umzug) m`,
    `insert into intervall_tag (vertrag_nr, tag, summe, mandant, kanal, werte, qualitaet)
      select d.vertrag_nr, d.tag, sum(u.wh), d.mandant, 'BEZUG',
        array_agg(u.wh::int order by i.i),
        string_agg(case when u.wh is null then '-' else 'G' end, '' order by i.i)
      from (select distinct mandant, vertrag_nr, tag from intervall_umzug) d
      cross join lateral generate_series(0, (date_part('epoch', ((d.tag + 1)::timestamp at time zone 'Europe/Berlin') - (d.tag::timestamp at time zone 'Europe/Berlin')) / 900)::int - 1) i(i)
      left join intervall_umzug u on u.mandant = d.mandant and u.vertrag_nr = d.vertrag_nr and u.tag = d.tag
        and u.von = (d.tag::timestamp at time zone 'Europe/Berlin') + i.i * interval '15 minutes'
      group by d.mandant, d.vertrag_nr, d.tag`,
    // Market sums of the moved rows: the same join as below, for everything.
    `create function intervall_tag_markt(m text, tag_von date, tag_bis date, nrs int[]) returns void language sql as $$
      with p as materialized (
        select date_part('epoch', p.von) as s, date_part('epoch', p.bis) as e, p.preis from marktpreis p
        where p.mandant = m and p.von >= (tag_von::timestamp at time zone 'Europe/Berlin') - interval '1 hour'
          and p.von < ((tag_bis + 1)::timestamp at time zone 'Europe/Berlin')
      ),
      q as (
        select t.vertrag_nr, t.kanal, t.tag, q.w, date_part('epoch', t.tag::timestamp at time zone 'Europe/Berlin') + (q.i - 1) * 900 as s
        from intervall_tag t cross join lateral unnest(t.werte) with ordinality q(w, i)
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
    `select intervall_tag_markt(d.mandant, d.von, d.bis, null)
      from (select mandant, min(tag) as von, max(tag) as bis from intervall_tag group by mandant) d`,
    // A price changes the market sums of every contract of its tenant on its days, whoever writes it.
    `create function intervall_tag_nach_preisen() returns trigger language plpgsql as $$
      declare r record;
      begin
        for r in select mandant, min((von at time zone 'Europe/Berlin')::date) as von, max(((bis - interval '1 microsecond') at time zone 'Europe/Berlin')::date) as bis
          from geaendert group by mandant loop
          perform intervall_tag_markt(r.mandant, r.von, r.bis, null);
        end loop;
        return null;
      end $$`,
    `drop trigger marktpreis_tag_einfuegen on marktpreis`,
    `drop trigger marktpreis_tag_aendern on marktpreis`,
    `drop trigger marktpreis_tag_loeschen on marktpreis`,
    `create trigger marktpreis_intervall_einfuegen after insert on marktpreis referencing new table as geaendert for each statement execute function intervall_tag_nach_preisen()`,
    `create trigger marktpreis_intervall_aendern after update on marktpreis referencing new table as geaendert for each statement execute function intervall_tag_nach_preisen()`,
    `create trigger marktpreis_intervall_loeschen after delete on marktpreis referencing old table as geaendert for each statement execute function intervall_tag_nach_preisen()`,
    `drop table lastgang_tag`,
    `drop table lastgang`,
    `drop function lastgang_tag_nach_lastgang, lastgang_tag_nach_preisen, lastgang_tag_auffrischen`,
    `create view lastgang as
      select t.vertrag_nr, (t.tag::timestamp at time zone 'Europe/Berlin') + (q.i - 1) * interval '15 minutes' as von,
        (t.tag::timestamp at time zone 'Europe/Berlin') + q.i * interval '15 minutes' as bis, q.w / 1000.0::float8 as verbrauch
      from intervall_tag t cross join lateral unnest(t.werte) with ordinality q(w, i)
      where t.kanal = 'BEZUG' and q.w is not null`,
  ]) {
    await sql.raw(anweisung).execute(db);
  }
}

export async function down(): Promise<void> {
  throw new Error('0060_intervall_tag lässt sich nicht zurücknehmen');
}

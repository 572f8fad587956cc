import { sql, type Kysely } from 'kysely';

/**
 * Issue #5: daily and monthly history read one row per contract and local day instead of 96 quarter hours.
 * `lastgang_tag` holds per contract and Europe/Berlin day: the energy, the part of it that has a market price
 * (Σ verbrauch·f, f = overlap share) and its market cost (Σ verbrauch·f·preis). It does not depend on the
 * tariff: fixed prices and the aufschlag are applied per day at query time (tariffs change on day bounds).
 * Statement triggers keep it current on every write to lastgang and marktpreis, whoever writes: whole days
 * are recomputed from the interval data, so a partial re-import cannot leave a day half right.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table lastgang_tag (
    vertrag_nr int not null references vertrag (nr) on delete cascade,
    tag date not null,
    verbrauch double precision not null,
    markt_energie double precision not null,
    markt_kosten double precision not null,
    primary key (vertrag_nr, tag) include (verbrauch, markt_energie, markt_kosten)
  )`.execute(db);

  await sql`create function lastgang_tag_auffrischen(nrs int[], von timestamptz, bis timestamptz) returns void language plpgsql as $$
    declare
      tag_von date := (von at time zone 'Europe/Berlin')::date;
      tag_bis date := ((bis - interval '1 microsecond') at time zone 'Europe/Berlin')::date;
      beginn timestamptz := tag_von::timestamp at time zone 'Europe/Berlin';
      ende timestamptz := (tag_bis + 1)::timestamp at time zone 'Europe/Berlin';
    begin
      if tag_von is null or cardinality(nrs) = 0 then return; end if;
      delete from lastgang_tag d where d.vertrag_nr = any(nrs) and d.tag between tag_von and tag_bis;
      insert into lastgang_tag (vertrag_nr, tag, verbrauch, markt_energie, markt_kosten)
      select b.vertrag_nr, b.tag, sum(b.verbrauch), sum(b.markt_energie), sum(b.markt_kosten) from (
        select l.vertrag_nr, (l.von at time zone 'Europe/Berlin')::date as tag, l.verbrauch, 0::float8 as markt_energie, 0::float8 as markt_kosten
        from lastgang l
        where l.vertrag_nr = any(nrs) and l.von >= beginn and l.von < ende
        union all
        select l.vertrag_nr, (l.von at time zone 'Europe/Berlin')::date, 0, l.verbrauch * p.anteil, l.verbrauch * p.kosten
        from lastgang l
        join vertrag v on v.nr = l.vertrag_nr
        -- Per interval an index range on marktpreis (prices start at most an hour before it). Written as a
        -- lateral lookup so the plan cannot turn into comparing all pairs when the fresh tables a trigger
        -- sees have no statistics yet. f is the share of the interval a price covers.
        cross join lateral (
          select sum(a.f) as anteil, sum(a.f * m.preis) as kosten
          from marktpreis m
          cross join lateral (
            select (date_part('epoch', least(m.bis, l.bis)) - date_part('epoch', greatest(m.von, l.von)))
              / (date_part('epoch', l.bis) - date_part('epoch', l.von)) as f
          ) a
          where m.mandant = v.mandant and m.von >= date_trunc('hour', l.von) and m.von < l.bis and m.bis > l.von
        ) p
        where l.vertrag_nr = any(nrs) and l.von >= beginn and l.von < ende and p.anteil is not null
      ) b
      group by b.vertrag_nr, b.tag;
    end $$`.execute(db);

  await sql`create function lastgang_tag_nach_lastgang() returns trigger language plpgsql as $$
    begin
      perform lastgang_tag_auffrischen(array(select distinct vertrag_nr from geaendert), (select min(von) from geaendert), (select max(bis) from geaendert));
      return null;
    end $$`.execute(db);
  await sql`create trigger lastgang_tag_einfuegen after insert on lastgang referencing new table as geaendert for each statement execute function lastgang_tag_nach_lastgang()`.execute(db);
  await sql`create trigger lastgang_tag_aendern after update on lastgang referencing new table as geaendert for each statement execute function lastgang_tag_nach_lastgang()`.execute(db);
  await sql`create trigger lastgang_tag_loeschen after delete on lastgang referencing old table as geaendert for each statement execute function lastgang_tag_nach_lastgang()`.execute(db);

  // A price changes the cost of every contract of its tenant on its days.
  await sql`create function lastgang_tag_nach_preisen() returns trigger language plpgsql as $$
    begin
      perform lastgang_tag_auffrischen(
        array(select v.nr from vertrag v where v.mandant in (select distinct mandant from geaendert)),
        (select min(von) from geaendert), (select max(bis) from geaendert));
      return null;
    end $$`.execute(db);
  await sql`create trigger marktpreis_tag_einfuegen after insert on marktpreis referencing new table as geaendert for each statement execute function lastgang_tag_nach_preisen()`.execute(db);
  await sql`create trigger marktpreis_tag_aendern after update on marktpreis referencing new table as geaendert for each statement execute function lastgang_tag_nach_preisen()`.execute(db);
  await sql`create trigger marktpreis_tag_loeschen after delete on marktpreis referencing old table as geaendert for each statement execute function lastgang_tag_nach_preisen()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists lastgang_tag`.execute(db);
  for (const t of ['lastgang_tag_einfuegen', 'lastgang_tag_aendern', 'lastgang_tag_loeschen']) await sql.raw(`drop trigger if exists ${t} on lastgang`).execute(db);
  for (const t of ['marktpreis_tag_einfuegen', 'marktpreis_tag_aendern', 'marktpreis_tag_loeschen']) await sql.raw(`drop trigger if exists ${t} on marktpreis`).execute(db);
  await sql`drop function if exists lastgang_tag_nach_lastgang, lastgang_tag_nach_preisen, lastgang_tag_auffrischen`.execute(db);
}

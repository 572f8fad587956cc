import { sql, type Kysely } from 'kysely';

/**
 * The per-day refresh function of 0005/0006_intervall_tagessummen was changed after that migration had
 * landed (per-interval price lookup instead of a join that could compare all pairs). A database migrated
 * before that change still holds the old body; this replaces it with the current one. On a database
 * that already has it, it is a no-op with the same text.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create or replace function lastgang_tag_auffrischen(nrs int[], von timestamptz, bis timestamptz) returns void language plpgsql as $$
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
}

export async function down(): Promise<void> {}

import { SUCHFELDER } from '@ekp/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/verbinden.ts';

export const SEITENGROESSE = 20;
/** Each field contributes at most this many candidates, so a very short prefix stays fast; the answer says when it was cut. */
export const HOECHSTENS = 500;

type Feld = (typeof SUCHFELDER)[number];

const likeMuster = (s: string) => `${s.replace(/[\\%_]/g, (z) => `\\${z}`)}%`;

/**
 * Prefix search, case-insensitive, over customer number, name or company, email,
 * contract number, meter number, the contracts' MaLo- and MeLo-IDs and a move's new MaLo-ID, in one tenant.
 * Each branch walks its own expression index (migrations 0080 and 0340) in index order and stops after HOECHSTENS rows. Ranked: an exact customer, contract or
 * meter number first, then exact names, then prefixes; within a rank by name.
 */
export async function kundenSuchen(db: Db, mandant: string, suche: string, seite: number) {
  const q = suche.trim().toLowerCase();
  const p = likeMuster(q);
  const n = HOECHSTENS + 1;
  const r = await sql<{ kundennummer: string; feld: Feld; wert: string; rang: number; vorname: string | null; nachname: string | null; firma: string | null; email: string | null; gesamt: number }>`
    with t as (
      (select kundennummer, 'kundennummer' as feld, kundennummer as wert, case when lower(kundennummer) = ${q} then 0 else 3 end as rang
        from anschlussnutzer where mandant = ${mandant} and lower(kundennummer) like ${p} order by lower(kundennummer) limit ${n})
      union all
      (select kundennummer, 'name', concat_ws(' ', vorname, nachname), case when lower(nachname) = ${q} then 1 else 4 end
        from anschlussnutzer where mandant = ${mandant} and lower(nachname) like ${p} order by lower(nachname) limit ${n})
      union all
      (select kundennummer, 'name', concat_ws(' ', vorname, nachname), 4
        from anschlussnutzer where mandant = ${mandant} and lower(coalesce(vorname, '') || ' ' || coalesce(nachname, '')) like ${p}
        order by lower(coalesce(vorname, '') || ' ' || coalesce(nachname, '')) limit ${n})
      union all
      (select kundennummer, 'firma', firma, case when lower(firma) = ${q} then 1 else 4 end
        from anschlussnutzer where mandant = ${mandant} and lower(firma) like ${p} order by lower(firma) limit ${n})
      union all
      (select kundennummer, 'email', email, case when lower(email) = ${q} then 0 else 5 end
        from anschlussnutzer where mandant = ${mandant} and lower(email) like ${p} order by lower(email) limit ${n})
      union all
      (select kundennummer, 'vertrag', id, case when lower(id) = ${q} then 0 else 3 end
        from vertrag where mandant = ${mandant} and lower(id) like ${p} order by lower(id) limit ${n})
      union all
      (select v.kundennummer, 'zaehler', z.nummer, case when lower(z.nummer) = ${q} then 0 else 3 end
        from zaehler z join vertrag v on v.mandant = z.mandant and v.id = z.vertrag_id
        where z.mandant = ${mandant} and lower(z.nummer) like ${p} order by lower(z.nummer) limit ${n})
      union all
      (select kundennummer, 'malo', malo_id, case when lower(malo_id) = ${q} then 0 else 3 end
        from vertrag where mandant = ${mandant} and malo_id is not null and lower(malo_id) like ${p} order by lower(malo_id) limit ${n})
      union all
      (select kundennummer, 'melo', melo_id, case when lower(melo_id) = ${q} then 0 else 3 end
        from vertrag where mandant = ${mandant} and melo_id is not null and lower(melo_id) like ${p} order by lower(melo_id) limit ${n})
      union all
      (select kundennummer, 'malo', malo_id_neu, case when lower(malo_id_neu) = ${q} then 0 else 3 end
        from umzug where mandant = ${mandant} and lower(malo_id_neu) like ${p} order by lower(malo_id_neu) limit ${n})
    ),
    b as (select distinct on (kundennummer) kundennummer, feld, wert, rang from t order by kundennummer, rang)
    select b.kundennummer, b.feld, b.wert, b.rang, a.vorname, a.nachname, a.firma, a.email, count(*) over () as gesamt
    from b join anschlussnutzer a on a.mandant = ${mandant} and a.kundennummer = b.kundennummer
    order by b.rang, lower(coalesce(a.nachname, a.firma, '')), lower(coalesce(a.vorname, '')), b.kundennummer
    limit ${SEITENGROESSE} offset ${(seite - 1) * SEITENGROESSE}`.execute(db);
  const gesamt = Number(r.rows[0]?.gesamt ?? 0);
  return {
    treffer: r.rows.map((z) => ({
      kundennummer: z.kundennummer,
      name: [z.vorname, z.nachname].filter(Boolean).join(' '),
      firma: z.firma,
      email: z.email,
      feld: z.feld,
      wert: z.wert,
    })),
    gesamt: Math.min(gesamt, HOECHSTENS),
    begrenzt: gesamt > HOECHSTENS,
    seite,
    seitengroesse: SEITENGROESSE,
  };
}

import { tagDanach, texte, zaehlwerkName, type Kanal, type KampagneStand, type KampagnenWeg } from '@ekp/contract';
import { sql } from 'kysely';
import type { Db } from '../../../db/verbinden.ts';
import { HttpFehler } from '../../../kern/http-fehler.ts';
import { STICHTAG_SPANNE_TAGE } from '../../../domain/ablesemeldung/pruefen.ts';

export const SEITENGROESSE = 50;

/** The campaign of this tenant, or 404: another tenant's campaign is as unknown as a made-up number. */
export async function kampagneOder404(db: Db, mandant: string, id: number) {
  const k = await db.selectFrom('ablesekampagne').select(['id', 'stichtag', 'frist']).where('mandant', '=', mandant).where('id', '=', id).executeTakeFirst();
  if (!k) throw new HttpFehler(404, texte.allgemein.nichtGefunden);
  return { id: Number(k.id), stichtag: k.stichtag, frist: k.frist };
}

/**
 * Every contract of the campaign with how it was reported, if at all: the first report through the
 * campaign (code or phone) wins; otherwise a reading the signed-in customer gave for the meter within
 * the Stichtag ± 14 days, the window a campaign reading may carry. `am` is the receipt's Berlin day.
 */
function jeVertrag(db: Db, mandant: string, k: { id: number; stichtag: string }) {
  const von = tagDanach(k.stichtag, -STICHTAG_SPANNE_TAGE);
  const bis = tagDanach(k.stichtag, STICHTAG_SPANNE_TAGE);
  return sql`
    select c.vertrag_id, c.kundennummer, c.zaehlernummer, c.erinnert,
      case when m.kanal = 'CODE' then 'code' when m.kanal = 'TELEFON' then 'telefon' when a.erstellt is not null then 'angemeldet' end as weg,
      to_char(coalesce(m.erstellt, a.erstellt) at time zone 'Europe/Berlin', 'YYYY-MM-DD') as am
    from ablesecode c
    left join lateral (select kanal, erstellt from ablesemeldung m where m.mandant = c.mandant and m.kampagne_id = c.kampagne_id and m.vertrag_id = c.vertrag_id order by version limit 1) m on true
    left join lateral (select erstellt from ablesung a where a.mandant = c.mandant and a.vertrag_id = c.vertrag_id and a.zaehlernummer = c.zaehlernummer
      and a.ermittlungsart = 'KUNDE' and a.ablesedatum between ${von} and ${bis} order by erstellt limit 1) a on true
    where c.mandant = ${mandant} and c.kampagne_id = ${k.id}`;
}

export async function kampagnenListe(db: Db, mandant: string) {
  const ks = await db.selectFrom('ablesekampagne').select(['id', 'stichtag', 'frist']).where('mandant', '=', mandant).orderBy('stichtag', 'desc').execute();
  return Promise.all(
    ks.map(async (k) => {
      const r = await sql<{ gesamt: number; gemeldet: number }>`select count(*)::int as gesamt, count(weg)::int as gemeldet from (${jeVertrag(db, mandant, { id: Number(k.id), stichtag: k.stichtag })}) v`.execute(db);
      return { id: Number(k.id), stichtag: k.stichtag, frist: k.frist, gesamt: Number(r.rows[0]!.gesamt), gemeldet: Number(r.rows[0]!.gemeldet) };
    }),
  );
}

export async function kampagnenStand(db: Db, mandant: string, k: { id: number; stichtag: string; frist: string }): Promise<KampagneStand> {
  const r = await sql<{ weg: KampagnenWeg | null; am: string | null; n: number }>`
    select weg, am, count(*)::int as n from (${jeVertrag(db, mandant, k)}) v group by weg, am order by am`.execute(db);
  const jeWeg = { code: 0, angemeldet: 0, telefon: 0 };
  const tage = new Map<string, { tag: string; code: number; angemeldet: number; telefon: number }>();
  let gesamt = 0;
  for (const z of r.rows) {
    const n = Number(z.n);
    gesamt += n;
    if (!z.weg || !z.am) continue;
    jeWeg[z.weg] += n;
    const tag = tage.get(z.am) ?? { tag: z.am, code: 0, angemeldet: 0, telefon: 0 };
    tag[z.weg] += n;
    tage.set(z.am, tag);
  }
  const gemeldet = jeWeg.code + jeWeg.angemeldet + jeWeg.telefon;
  return { ...k, gesamt, gemeldet, offen: gesamt - gemeldet, jeWeg, jeTag: [...tage.values()].sort((a, b) => a.tag.localeCompare(b.tag)) };
}

export interface OffenerFilter {
  suche: string;
  konto: 'alle' | 'mit' | 'ohne';
}

/** The contracts not reported yet, with what a reminder or a phone call needs; filtered, by customer number. */
export function offeneAbfrage(db: Db, mandant: string, k: { id: number; stichtag: string }, f: OffenerFilter) {
  const muster = `%${f.suche.toLowerCase().replace(/[\\%_]/g, (z) => `\\${z}`)}%`;
  return sql`
    select v.vertrag_id, v.kundennummer, v.zaehlernummer, v.erinnert, z.kanaele, n.passwort_hash is not null as konto,
      coalesce(nullif(concat_ws(' ', n.vorname, n.nachname), ''), n.firma, '') as name, n.firma, vt.strasse, vt.hausnummer, vt.plz, vt.ort
    from (${jeVertrag(db, mandant, k)}) v
    join anschlussnutzer n on n.mandant = ${mandant} and n.kundennummer = v.kundennummer
    join vertrag vt on vt.mandant = ${mandant} and vt.id = v.vertrag_id
    join zaehler z on z.mandant = ${mandant} and z.vertrag_id = v.vertrag_id and z.nummer = v.zaehlernummer
    where v.weg is null
      and (${f.suche} = '' or lower(v.kundennummer) like ${muster} or lower(v.vertrag_id) like ${muster} or lower(v.zaehlernummer) like ${muster}
        or lower(concat_ws(' ', n.vorname, n.nachname, n.firma)) like ${muster})
      and (${f.konto} = 'alle' or (${f.konto} = 'mit') = (n.passwort_hash is not null))`;
}

export interface OffeneZeile {
  vertrag_id: string;
  kundennummer: string;
  zaehlernummer: string;
  erinnert: Date | string | null;
  kanaele: Kanal[] | string;
  konto: boolean;
  name: string;
  strasse: string;
  hausnummer: string;
  plz: string;
  ort: string;
}

export const kanaeleVon = (z: OffeneZeile): Kanal[] => (typeof z.kanaele === 'string' ? (JSON.parse(z.kanaele) as Kanal[]) : z.kanaele);

export function alsOffenerVertrag(z: OffeneZeile) {
  return {
    vertragId: z.vertrag_id,
    kundennummer: z.kundennummer,
    name: z.name,
    zaehlernummer: z.zaehlernummer,
    konto: z.konto,
    erinnert: z.erinnert ? new Date(z.erinnert).toISOString() : null,
    kanaele: kanaeleVon(z).map((c) => ({ obiskennzahl: c.obiskennzahl, bezeichnung: zaehlwerkName(c.obiskennzahl), vorkommastellen: c.vorkommastellen, nachkommastellen: c.nachkommastellen })),
  };
}

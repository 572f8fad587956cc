import { codeFormatieren, tagDanach, type Mandant } from '@ekp/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/verbinden.ts';
import type { Schluesselbund } from '../../shared/schluesselbund.ts';
import { bundVon, codeHash, neuerCode } from './code-hash.ts';

/** Codes stay valid this long after the deadline: late letters, holidays, the billing run. */
export const GUELTIG_NACH_FRIST_TAGE = 30;
const STAPEL = 1000;

export interface Briefzeile {
  kundennummer: string;
  vertragsnummer: string;
  zaehlernummer: string;
  /** ABCD-EFGH-JKMN; exists only here and in the printer's file, never in the database. */
  code: string;
  link: string;
}

export interface KampagnenErgebnis {
  kampagneId: number;
  /** The campaign existed already with another deadline; its own stays. */
  fristAbweichend?: string;
  zeilen: Briefzeile[];
  /** Contract numbers from the file that are not active contracts with a meter. */
  unbekannt: string[];
}

/** The portal's own origin for the link on the letter: where the tenant's password page lives. */
export const portalUrsprung = (mandant: Mandant) => new URL(mandant.passwortErneuernUrl).origin;

/** The link of the QR code: the code goes in the fragment, which browsers never send to a server. */
export const briefLink = (mandant: Mandant, code: string) => `${portalUrsprung(mandant)}/zaehlerstand#code=${codeFormatieren(code)}`;

/**
 * Creates (or continues) the tenant's campaign for a Stichtag and a code for every contract that has none
 * yet: active on the Stichtag, with a meter, and no interval data (those are read remotely) — or exactly
 * the given contract numbers. Inserts in batches; a contract that got a code meanwhile (a second run at the
 * same time) is skipped by the unique key, so nobody gets two letters with different codes.
 */
export async function kampagneAnlegen(
  db: Db,
  schluessel: Schluesselbund | undefined,
  mandant: Mandant,
  a: { stichtag: string; frist: string; vertraege?: string[] | undefined },
): Promise<KampagnenErgebnis> {
  const bund = bundVon(schluessel);
  await db.insertInto('ablesekampagne').values({ mandant: mandant.key, stichtag: a.stichtag, frist: a.frist }).onConflict((oc) => oc.columns(['mandant', 'stichtag']).doNothing()).execute();
  const kampagne = await db.selectFrom('ablesekampagne').select(['id', 'frist']).where('mandant', '=', mandant.key).where('stichtag', '=', a.stichtag).executeTakeFirstOrThrow();
  const kampagneId = Number(kampagne.id);
  const gueltigBis = tagDanach(kampagne.frist, GUELTIG_NACH_FRIST_TAGE);

  let abfrage = db
    .selectFrom('vertrag as v')
    .innerJoin('zaehler as z', (j) => j.onRef('z.mandant', '=', 'v.mandant').onRef('z.vertrag_id', '=', 'v.id'))
    .select(['v.id', 'v.kundennummer', 'z.nummer'])
    .where('v.mandant', '=', mandant.key)
    .where('v.storniert', '=', false)
    .where('v.lieferbeginn', 'is not', null)
    .where('v.lieferbeginn', '<=', a.stichtag)
    .where((eb) => eb.or([eb('v.lieferende', 'is', null), eb('v.lieferende', '>=', a.stichtag)]))
    .where(({ not, exists, selectFrom }) => not(exists(selectFrom('ablesecode as c').select(sql.lit(1).as('x')).where('c.kampagne_id', '=', kampagneId).whereRef('c.vertrag_id', '=', 'v.id'))));
  if (a.vertraege) abfrage = abfrage.where('v.id', 'in', a.vertraege.length ? a.vertraege : ['']);
  else {
    abfrage = abfrage
      .where('v.messwerte_gesendet', '=', false)
      .where(({ not, exists, selectFrom }) => not(exists(selectFrom('intervall_tag as i').select(sql.lit(1).as('x')).whereRef('i.mandant', '=', 'v.mandant').whereRef('i.vertrag_nr', '=', 'v.nr'))));
  }
  const kandidaten = await abfrage.orderBy('v.kundennummer').orderBy('v.id').execute();

  const zeilen: Briefzeile[] = [];
  for (let i = 0; i < kandidaten.length; i += STAPEL) {
    const stapel = kandidaten.slice(i, i + STAPEL).map((k) => ({ ...k, code: neuerCode() }));
    const eingefuegt = await db
      .insertInto('ablesecode')
      .values(stapel.map((k) => ({ mandant: mandant.key, kampagne_id: kampagneId, vertrag_id: k.id, kundennummer: k.kundennummer, zaehlernummer: k.nummer, code_hash: codeHash(bund, mandant.key, k.code), gueltig_bis: gueltigBis })))
      .onConflict((oc) => oc.doNothing())
      .returning('vertrag_id')
      .execute();
    const neu = new Set(eingefuegt.map((e) => e.vertrag_id));
    for (const k of stapel) {
      if (!neu.has(k.id)) continue;
      neu.delete(k.id);
      zeilen.push({ kundennummer: k.kundennummer, vertragsnummer: k.id, zaehlernummer: k.nummer, code: codeFormatieren(k.code), link: briefLink(mandant, k.code) });
    }
  }
  const bekannt = a.vertraege ? new Set((await db.selectFrom('ablesecode').select('vertrag_id').where('kampagne_id', '=', kampagneId).where('vertrag_id', 'in', a.vertraege.length ? a.vertraege : ['']).execute()).map((z) => z.vertrag_id)) : new Set<string>();
  return {
    kampagneId,
    ...(kampagne.frist !== a.frist ? { fristAbweichend: kampagne.frist } : {}),
    zeilen,
    unbekannt: (a.vertraege ?? []).filter((v) => !bekannt.has(v)),
  };
}

const feld = (w: string) => (/[;"\n\r]/.test(w) ? `"${w.replace(/"/g, '""')}"` : w);

/** The letter printer's file: semicolon-separated, one header line, CRLF-free. */
export function briefCsv(zeilen: Briefzeile[]): string {
  const kopf = 'kundennummer;vertragsnummer;zaehlernummer;code;link';
  return [kopf, ...zeilen.map((z) => [z.kundennummer, z.vertragsnummer, z.zaehlernummer, z.code, z.link].map(feld).join(';'))].join('\n') + '\n';
}

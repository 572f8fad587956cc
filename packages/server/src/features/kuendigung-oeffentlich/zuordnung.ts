import type { KuendigungOeffentlichAntrag, Mandant } from '@ekp/contract';
import type { Db } from '../../db/verbinden.ts';

export interface Zuordnung {
  kundennummer: string | null;
  vertragIds: string[];
}

/** The login field shows the tenant's prefix, so people copy it from their letters; both forms count. */
export function ohnePraefix(mandant: Mandant, eingabe: string): string {
  const p = mandant.kundennummerPraefix;
  const wert = eingabe.replace(/\s+/g, '');
  return p && wert.toUpperCase().startsWith(p.toUpperCase()) ? wert.slice(p.length) : wert;
}

/**
 * The contracts a public termination refers to: in the request's tenant, delivery postcode equal, and
 * the given customer number and/or contract number equal; cancelled and ended contracts are left out.
 * A customer number alone means every such contract of that customer at that postcode. Runs the same
 * single query whether anything matches or not, so the answer's timing tells nothing.
 */
export async function zuordnen(db: Db, mandant: Mandant, a: KuendigungOeffentlichAntrag): Promise<Zuordnung & { email: string | null }> {
  // The customer's stored email comes along in the same query.
  let abfrage = db
    .selectFrom('vertrag as v')
    .innerJoin('anschlussnutzer as a', (j) => j.onRef('a.mandant', '=', 'v.mandant').onRef('a.kundennummer', '=', 'v.kundennummer'))
    .select(['v.id', 'v.kundennummer', 'a.email'])
    .where('v.mandant', '=', mandant.key)
    .where('v.plz', '=', a.plz)
    .where('v.storniert', '=', false)
    .where('v.lieferende', 'is', null);
  if (a.kundennummer) abfrage = abfrage.where('v.kundennummer', '=', ohnePraefix(mandant, a.kundennummer));
  if (a.vertragsnummer) abfrage = abfrage.where('v.id', '=', a.vertragsnummer.replace(/\s+/g, ''));
  const treffer = await abfrage.orderBy('v.id').execute();
  return { kundennummer: treffer[0]?.kundennummer ?? null, vertragIds: treffer.map((t) => t.id), email: treffer[0]?.email ?? null };
}

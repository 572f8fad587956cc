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
export async function zuordnen(db: Db, mandant: Mandant, a: KuendigungOeffentlichAntrag): Promise<Zuordnung> {
  let abfrage = db
    .selectFrom('vertrag')
    .select(['id', 'kundennummer'])
    .where('mandant', '=', mandant.key)
    .where('plz', '=', a.plz)
    .where('storniert', '=', false)
    .where('lieferende', 'is', null);
  if (a.kundennummer) abfrage = abfrage.where('kundennummer', '=', ohnePraefix(mandant, a.kundennummer));
  if (a.vertragsnummer) abfrage = abfrage.where('id', '=', a.vertragsnummer.replace(/\s+/g, ''));
  const treffer = await abfrage.orderBy('id').execute();
  return { kundennummer: treffer[0]?.kundennummer ?? null, vertragIds: treffer.map((t) => t.id) };
}

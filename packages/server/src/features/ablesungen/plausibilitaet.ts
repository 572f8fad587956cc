import { plausibilisieren, tagDanach, type Plausibilitaet, type PlausibilisierungAnfrage, type Zaehler } from '@ekp/contract';
import type { Db } from '../../db/verbinden.ts';
import { ablesungenLesen, verbraeucheLesen } from './repository.ts';

/**
 * The verdict of a checked draft against the meter's earlier readings and the contract's consumption.
 * Readings we flagged as implausible ourselves are no yardstick, so they are left out.
 */
export async function plausibilitaetErmitteln(db: Db, mandant: string, vertragId: string, zaehler: Zaehler, e: PlausibilisierungAnfrage): Promise<Plausibilitaet> {
  const [fruehere, verbraeuche] = await Promise.all([
    ablesungenLesen(db, mandant, vertragId, { bis: tagDanach(e.ablesedatum, -1), zaehlernummer: zaehler.nummer }),
    verbraeucheLesen(db, mandant, vertragId),
  ]);
  return plausibilisieren({
    kanaele: zaehler.kanaele,
    ablesedatum: e.ablesedatum,
    werte: e.ablesewerte,
    fruehere: fruehere.filter((a) => a.plausibel !== false).map((a) => ({ ablesedatum: a.ablesedatum, werte: a.ablesewerte })),
    verbraeuche,
  });
}

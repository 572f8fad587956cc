import { zeitpunktIso, type Preis } from '@ekp/contract';
import type { Db } from '../../db/verbinden.ts';

/** The tenant's market price series at its native resolution (SPEC §7 /preiszeitreihe), prices starting in range. */
export async function preiseLesen(db: Db, mandant: string, von: Date, bis: Date): Promise<Preis[]> {
  const zeilen = await db
    .selectFrom('marktpreis')
    .select(['von', 'bis', 'preis'])
    .where('mandant', '=', mandant)
    .where('von', '>=', von)
    .where('von', '<', bis)
    .orderBy('von')
    .execute();
  return zeilen.map((z) => ({ von: zeitpunktIso(z.von), bis: zeitpunktIso(z.bis), preis: z.preis }));
}

/** The public sources of the tenant's prices in range (null: the JSON import), for the attribution. */
export async function preisQuellenLesen(db: Db, mandant: string, von: Date, bis: Date): Promise<string[]> {
  const zeilen = await db
    .selectFrom('marktpreis')
    .select('quelle')
    .distinct()
    .where('mandant', '=', mandant)
    .where('von', '>=', von)
    .where('von', '<', bis)
    .where('quelle', 'is not', null)
    .orderBy('quelle')
    .execute();
  return zeilen.map((z) => z.quelle!);
}

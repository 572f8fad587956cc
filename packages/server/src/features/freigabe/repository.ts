import { istFreigabeScope, zeitpunktIso, type Freigabe, type FreigabeScope } from '@ekp/contract';
import type { Db } from '../../db/verbinden.ts';

/** The customer's own contracts, ids only, for the consent page's choice and its check. */
export async function eigeneVertraege(db: Db, mandant: string, kundennummer: string) {
  return db
    .selectFrom('vertrag')
    .select(['id', 'versorgungsart', 'strasse', 'hausnummer', 'plz', 'ort'])
    .where('mandant', '=', mandant)
    .where('kundennummer', '=', kundennummer)
    .orderBy('id')
    .execute();
}

export const scopesAus = (s: string): FreigabeScope[] => s.split(' ').filter(istFreigabeScope);

/** The customer's grants with client, contracts, expiry and the last accesses (newest first). */
export async function freigabenLesen(db: Db, mandant: string, kundennummer: string): Promise<Freigabe[]> {
  const zeilen = await db
    .selectFrom('freigabe as f')
    .leftJoin('oauth_client as c', (j) => j.onRef('c.mandant', '=', 'f.mandant').onRef('c.client_id', '=', 'f.client_id'))
    .select(['f.id', 'f.client_id', 'c.name', 'f.scopes', 'f.vertraege', 'f.erstellt', 'f.ablauf', 'f.widerrufen'])
    .where('f.mandant', '=', mandant)
    .where('f.kundennummer', '=', kundennummer)
    .orderBy('f.erstellt', 'desc')
    .execute();
  const zugriffe = await db
    .selectFrom('freigabe_zugriff')
    .select(['freigabe_id', 'zeitpunkt', 'aufruf', 'anzahl'])
    .where('mandant', '=', mandant)
    .where('kundennummer', '=', kundennummer)
    .orderBy('nr', 'desc')
    .limit(500)
    .execute();
  return zeilen.map((z) => ({
    id: z.id,
    client: { id: z.client_id, name: z.name ?? z.client_id },
    scopes: scopesAus(z.scopes),
    vertraege: z.vertraege,
    erstellt: zeitpunktIso(z.erstellt),
    ablauf: zeitpunktIso(z.ablauf),
    widerrufen: z.widerrufen ? zeitpunktIso(z.widerrufen) : null,
    zugriffe: zugriffe.filter((x) => x.freigabe_id === z.id).slice(0, 50).map((x) => ({ zeitpunkt: zeitpunktIso(x.zeitpunkt), aufruf: x.aufruf, anzahl: x.anzahl })),
  }));
}

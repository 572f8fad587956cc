import { abrechnungsinformationKonsoleApi, texte, type Abrechnungsinformation } from '@ekp/contract';
import type { FastifyInstance } from 'fastify';
import { HttpFehler } from '../../kern/http-fehler.ts';
import { kundeOder404 } from './kunde.ts';
import { protokollieren } from './protokoll.ts';
import { serviceRoute } from './sitzung.ts';

/**
 * § 40b EnWG billing information in the console: a customer's contract's informations, and one of them;
 * opening one is written to the audit log (who, which customer, which contract and period). Reads the
 * stored rows directly (the customer feature's files are not imported). Any role may read, as the customer page.
 */
export function abrechnungsinformationKonsoleRoutes(app: FastifyInstance): void {
  const { db } = app.dienste;
  const zeilen = async (mandant: string, kundennummer: string, vertragId: string) => {
    const kunde = await kundeOder404(db, mandant, kundennummer);
    return {
      kunde,
      abfrage: db
        .selectFrom('abrechnungsinformation')
        .select(['daten', 'erstellt'])
        .where('mandant', '=', mandant)
        .where('kundennummer', '=', kunde.kundennummer)
        .where('vertrag_id', '=', vertragId),
    };
  };
  const alsInfo = (z: { daten: unknown; erstellt: Date | string }): Abrechnungsinformation => ({ ...(z.daten as Omit<Abrechnungsinformation, 'erstellt'>), erstellt: new Date(z.erstellt).toISOString() });

  serviceRoute(app, abrechnungsinformationKonsoleApi.liste, async ({ ma, params }) => {
    const { abfrage } = await zeilen(ma.mandant, params.kundennummer, params.vertragId);
    const liste = (await abfrage.orderBy('bis', 'desc').orderBy('von', 'desc').execute()).map(alsInfo);
    return liste.map((i) => ({ id: i.id, von: i.von, bis: i.bis, vorlaeufig: i.vorlaeufig, verbrauchKwh: i.verbrauchKwh, saldo: i.saldo, erstellt: i.erstellt, brutto: i.kosten.brutto }));
  });

  serviceRoute(app, abrechnungsinformationKonsoleApi.eine, async ({ ma, params, request }) => {
    const { kunde, abfrage } = await zeilen(ma.mandant, params.kundennummer, params.vertragId);
    const z = await abfrage.where('id', '=', params.id).executeTakeFirst();
    if (!z) throw new HttpFehler(404, texte.allgemein.nichtGefunden);
    await protokollieren(db, request, { kennung: ma.kennung, aktion: 'abrechnungsinformation_ansehen', kundennummer: kunde.kundennummer, details: `${params.vertragId} ${params.id}` });
    return alsInfo(z);
  });
}

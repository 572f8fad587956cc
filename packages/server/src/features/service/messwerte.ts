import { serviceApi, serviceTexte, zeitpunktIso } from '@ekp/contract';
import type { FastifyInstance } from 'fastify';
import { HttpFehler } from '../../kern/http-fehler.ts';
import { messwertVersionen } from '../../import/mscons/messwert-versionen.ts';
import { tagesgrenzen } from '../../domain/intervall/tage.ts';
import { kundeOder404 } from './kunde.ts';
import { protokollieren } from './protokoll.ts';
import { serviceRoute } from './sitzung.ts';

/**
 * In the console: a day of a contract's MSCONS values with every earlier version and
 * who sent it, so a clerk can explain a changed value. Any role may read it, as it may the customer page.
 */
export function messwerteRoutes(app: FastifyInstance): void {
  const { db } = app.dienste;
  serviceRoute(app, serviceApi.messwerte, async ({ ma, params, query, request }) => {
    const kunde = await kundeOder404(db, ma.mandant, params.kundennummer);
    // Tenant and customer in the lookup: another's contract is as unknown as a made-up id.
    const vertrag = await db
      .selectFrom('vertrag')
      .select('nr')
      .where('mandant', '=', ma.mandant)
      .where('kundennummer', '=', kunde.kundennummer)
      .where('id', '=', params.vertragId)
      .executeTakeFirst();
    if (!vertrag) throw new HttpFehler(404, serviceTexte.messwerte.vertragNichtGefunden);
    // A Berlin day: 92 or 100 quarter hours on the change days.
    const { beginn, ende } = tagesgrenzen(query.tag);
    const staende = await messwertVersionen(db, ma.mandant, vertrag.nr, query.kanal, new Date(beginn), new Date(ende));
    await protokollieren(db, request, { kennung: ma.kennung, aktion: 'messwerte_ansehen', kundennummer: kunde.kundennummer, details: `${params.vertragId} ${query.tag} ${query.kanal}` });
    return {
      tag: query.tag,
      kanal: query.kanal,
      werte: staende.map((s) => ({
        von: zeitpunktIso(s.von),
        bis: zeitpunktIso(s.bis),
        wert: s.wert,
        qualitaet: s.qualitaet,
        status: s.status,
        absender: s.absender,
        dokumentnummer: s.dokumentnummer,
        erstellt: zeitpunktIso(s.erstellt),
        abgeloest: s.abgeloest === null ? null : zeitpunktIso(s.abgeloest),
      })),
    };
  });
}

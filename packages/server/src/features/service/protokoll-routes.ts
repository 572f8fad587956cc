import { heuteIn, serviceApi, serviceTexte, tagDanach, tagesbeginn } from '@ekp/contract';
import type { FastifyInstance } from 'fastify';
import { HttpFehler } from '../../kern/http-fehler.ts';
import { protokollBereinigen, protokollCsv, protokollieren } from './protokoll.ts';
import { serviceRoute } from './sitzung.ts';

/** The tenant's audit log for a period (Europe/Berlin days, default the last 30), JSON or CSV. ADMIN only. */
export function protokollRoutes(app: FastifyInstance): void {
  const { db, uhr } = app.dienste;
  serviceRoute(
    app,
    serviceApi.protokoll,
    async ({ ma, query, request, reply }) => {
      const jetzt = uhr.jetzt();
      const bis = query.bis ?? heuteIn(jetzt);
      const von = query.von ?? tagDanach(bis, -30);
      if (bis < von) throw new HttpFehler(400, serviceTexte.protokoll.zeitraumFalsch, { bis: serviceTexte.protokoll.zeitraumFalsch });
      await protokollBereinigen(db, ma.mandant, jetzt);
      const csv = (request.headers.accept ?? '').includes('text/csv');
      await protokollieren(db, request, { kennung: ma.kennung, aktion: csv ? 'protokoll_export' : 'protokoll_ansicht', details: `${von} bis ${bis}` });
      const zeilen = await db
        .selectFrom('service_protokoll')
        .selectAll()
        .where('mandant', '=', ma.mandant)
        .where('zeitpunkt', '>=', tagesbeginn(von))
        .where('zeitpunkt', '<', tagesbeginn(tagDanach(bis)))
        .orderBy('id')
        .execute();
      const eintraege = zeilen.map((z) => ({
        id: Number(z.id),
        zeitpunkt: new Date(z.zeitpunkt).toISOString(),
        kennung: z.kennung,
        aktion: z.aktion,
        kundennummer: z.kundennummer,
        details: z.details,
        adresse: z.adresse,
      }));
      if (csv) {
        await reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="protokoll-${ma.mandant}-${von}-${bis}.csv"`)
          .send(protokollCsv(eintraege));
        return undefined as never;
      }
      return { eintraege };
    },
    { admin: true },
  );
}

import { serviceApi, type Einstellungen } from '@ekp/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/verbinden.ts';
import { protokollieren, STANDARD_PROTOKOLL_TAGE } from './protokoll.ts';
import { serviceRoute } from './sitzung.ts';

/** The default "erledigt" mail; {art}, {eingang}, {kundennummer} and {versorger} are filled in. */
export const STANDARD_EINSTELLUNGEN: Einstellungen = {
  protokollTage: STANDARD_PROTOKOLL_TAGE,
  erledigtBetreff: 'Ihr Anliegen ({art}) ist erledigt',
  erledigtText: [
    'Guten Tag,',
    '',
    'Ihr Anliegen „{art}“ vom {eingang} zu Kundennummer {kundennummer} haben wir erledigt.',
    '',
    'Mit freundlichen Grüßen',
    '{versorger}',
  ].join('\n'),
};

export async function einstellungenLesen(db: Db, mandant: string): Promise<Einstellungen> {
  const z = await db.selectFrom('service_einstellung').selectAll().where('mandant', '=', mandant).executeTakeFirst();
  return {
    protokollTage: z?.protokoll_tage ?? STANDARD_EINSTELLUNGEN.protokollTage,
    erledigtBetreff: z?.erledigt_betreff ?? STANDARD_EINSTELLUNGEN.erledigtBetreff,
    erledigtText: z?.erledigt_text ?? STANDARD_EINSTELLUNGEN.erledigtText,
  };
}

export function einstellungenRoutes(app: FastifyInstance): void {
  const { db } = app.dienste;
  // Reading is ADMIN-only like writing: the console shows the page to ADMIN only (docs/service.md).
  serviceRoute(app, serviceApi.einstellungen, async ({ ma }) => einstellungenLesen(db, ma.mandant), { admin: true });
  serviceRoute(
    app,
    serviceApi.einstellungenSpeichern,
    async ({ ma, body, request }) => {
      const werte = { protokoll_tage: body.protokollTage, erledigt_betreff: body.erledigtBetreff, erledigt_text: body.erledigtText };
      await db.insertInto('service_einstellung').values({ mandant: ma.mandant, ...werte }).onConflict((oc) => oc.column('mandant').doUpdateSet(werte)).execute();
      await protokollieren(db, request, { kennung: ma.kennung, aktion: 'einstellungen', details: `protokollTage=${body.protokollTage}` });
      return einstellungenLesen(db, ma.mandant);
    },
    { admin: true },
  );
}

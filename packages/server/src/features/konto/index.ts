import { kontoApi, kontoTexte } from '@ekp/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../kern/route.ts';
import { HttpFehler } from '../../kern/http-fehler.ts';
import { inOutbox } from '../../shared/outbox.ts';
import { tokenHash } from '../../kern/token.ts';
import { zugangEntziehen } from '../../domain/anmeldung/zugang-entziehen.ts';

/**
 * The "not you?" link. It blocks portal access (the same flag the utility's import
 * sets, so the utility unblocks through its next import or by hand) and ends every session, reset link
 * and login challenge; the outbox tells the utility. Single use: every link of the customer goes.
 */
export async function kontoRoutes(app: FastifyInstance): Promise<void> {
  const { db, uhr } = app.dienste;

  route(app, kontoApi.sperren, async ({ body, mandant }) => {
    const jetzt = uhr.jetzt();
    const link = await db
      .selectFrom('konto_sperrlink')
      .select('kundennummer')
      .where('mandant', '=', mandant.key)
      .where('token_hash', '=', tokenHash(body.token))
      .where('ablauf', '>', jetzt)
      .executeTakeFirst();
    if (!link) throw new HttpFehler(400, kontoTexte.linkUngueltig);
    await db.transaction().execute(async (trx) => {
      await trx.updateTable('anschlussnutzer').set({ portal_gesperrt: true }).where('mandant', '=', mandant.key).where('kundennummer', '=', link.kundennummer).execute();
      await zugangEntziehen(trx, mandant.key, link.kundennummer);
      await trx.deleteFrom('konto_sperrlink').where('mandant', '=', mandant.key).where('kundennummer', '=', link.kundennummer).execute();
      await inOutbox(trx, { mandant: mandant.key, art: 'konto_gesperrt', kundennummer: link.kundennummer, payload: { grund: 'nicht_ich', zeitpunkt: jetzt.toISOString() } });
    });
  });
}

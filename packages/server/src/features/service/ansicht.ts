import { authApi, serviceApi } from '@ekp/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/verbinden.ts';
import { ANSICHT_MAX_S } from '../../kern/sitzung.ts';
import { neuesToken, tokenHash } from '../../kern/token.ts';
import { kundeOder404 } from './kunde.ts';
import { protokollieren } from './protokoll.ts';
import { serviceRoute } from './sitzung.ts';

/**
 * "Ansicht als Kunde": a customer session marked with the staff member. The customer
 * endpoints treat it like the customer's own for reading; kern/sitzung.ts refuses every other method
 * with 403 and ends it after 15 minutes. Start, end and every call made with it are audited.
 */
/**
 * A view token speaks for the staff member who opened it: when they sign out, are disabled or change their
 * password, every view they opened ends with it.
 */
export async function ansichtenBeenden(db: Db, mandant: string, kennung: string): Promise<void> {
  await db.deleteFrom('sitzung').where('mandant', '=', mandant).where('ansicht_von', '=', kennung).execute();
}

export function ansichtRoutes(app: FastifyInstance): void {
  const { db, uhr } = app.dienste;

  serviceRoute(app, serviceApi.ansicht, async ({ ma, params, request }) => {
    const jetzt = uhr.jetzt();
    const k = await kundeOder404(db, ma.mandant, params.kundennummer);
    const token = neuesToken();
    const bis = new Date(jetzt.getTime() + ANSICHT_MAX_S * 1000);
    await db.insertInto('sitzung').values({ token_hash: tokenHash(token), mandant: ma.mandant, kundennummer: k.kundennummer, erstellt: jetzt, ablauf: bis, ansicht_von: ma.kennung }).execute();
    await protokollieren(db, request, { kennung: ma.kennung, aktion: 'ansicht_start', kundennummer: k.kundennummer });
    return { kundennummer: k.kundennummer, token, gueltigSekunden: ANSICHT_MAX_S, bis: bis.toISOString() };
  });

  serviceRoute(app, serviceApi.ansichtBeenden, async ({ ma, params, request }) => {
    const k = await kundeOder404(db, ma.mandant, params.kundennummer);
    await db.deleteFrom('sitzung').where('mandant', '=', ma.mandant).where('kundennummer', '=', k.kundennummer).where('ansicht_von', '=', ma.kennung).execute();
    await protokollieren(db, request, { kennung: ma.kennung, aktion: 'ansicht_ende', kundennummer: k.kundennummer });
  });

  // Every call made with a view token, refused writes included, before its answer leaves: what the staff member
  // looked at. The portal names its page (header ansicht-seite, web shared/api/client.ts); the logout that the
  // banner's end button sends is the view's end. A callback hook: every customer's answer passes without a promise
  // (a promise per answer showed in the CPU profile).
  app.addHook('onSend', (request, reply, payload, fertig) => {
    const s = request.sitzung;
    if (!s?.ansichtVon) return fertig(null, payload);
    const ende = request.routeOptions.config.endpoint === authApi.logout && reply.statusCode < 400;
    const seite = seiteLesen(request.headers['ansicht-seite']);
    const details = `${seite ? `Seite ${seite}: ` : ''}${request.method} ${request.url.split('?')[0]} ${reply.statusCode}`;
    protokollieren(db, request, { kennung: s.ansichtVon, aktion: ende ? 'ansicht_ende' : 'ansicht_seite', kundennummer: s.kundennummer, details })
      .catch((e: unknown) => request.log.error({ err: e }, 'Ansicht als Kunde: Protokoll fehlgeschlagen'))
      .then(() => fertig(null, payload));
  });
}

/** The portal page the staff member is on, as the browser sent it: a path, shortened, without control characters. */
function seiteLesen(wert: string | string[] | undefined): string | null {
  if (typeof wert !== 'string' || !wert.startsWith('/')) return null;
  return [...wert.slice(0, 200)].filter((c) => c >= ' ' && c !== '\x7f').join('');
}

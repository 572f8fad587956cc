import {
  heuteIn,
  umzugApi,
  umzugsVertragsende,
  umzugTexte,
  vertragsstatus,
  type Umzug,
  type UmzugAntrag,
} from '@ekp/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../kern/route.ts';
import { bestaetigungEinreihen } from '../../domain/bestaetigung.ts';
import { KEINE_MAIL } from '../../shared/mail-ausgang.ts';
import { konflikt } from '../../kern/http-fehler.ts';
import { inOutbox } from '../../shared/outbox.ts';
import { eigenerVertrag } from '../../domain/vertrag-zugriff.ts';
import { umzugsbestaetigung } from './mail.ts';
import { umzugPruefen } from './pruefen.ts';
import { umzugAusZeile, umzugLesen, umzugSpeichern, vertragSperren, zaehlerLesen } from './repository.ts';

const gleich = (u: Umzug, a: UmzugAntrag) =>
  JSON.stringify([u.auszugsdatum, u.neueAdresse, u.weiterbeliefern, u.einzugsdatum, u.zaehlernummerNeu, u.maloIdNeu, u.zaehlerstaende]) ===
  JSON.stringify([a.auszugsdatum, a.neueAdresse, a.weiterbeliefern, a.einzugsdatum, a.zaehlernummerNeu, a.maloIdNeu, a.zaehlerstaende]);

/**
 * POST {v}/umzug: only for an active contract; without continued supply it is the §41b(5) EnWG
 * termination and the contract ends at max(move-out, receipt + 6 weeks). Move, contract end and outbox
 * entry land in one transaction; the same request again gets the same answer and stores nothing.
 */
export async function umzugRoutes(app: FastifyInstance): Promise<void> {
  route(app, umzugApi.melden, async ({ sitzung, params, body, mandant, request }) => {
    const { db, uhr } = app.dienste;
    const heute = heuteIn(uhr.jetzt());
    const { umzug, mail: bestaetigung } = await db.transaction().execute(async (trx) => {
      const gesperrt = await vertragSperren(trx, await eigenerVertrag(trx, sitzung, params.vertragId));
      const vorhanden = await umzugLesen(trx, sitzung.mandant, gesperrt.id);
      if (vorhanden) {
        const u = umzugAusZeile(vorhanden);
        if (gleich(u, body)) return { umzug: u, mail: KEINE_MAIL };
        throw konflikt(umzugTexte.bereitsGemeldet);
      }
      const status = vertragsstatus({ storniert: gesperrt.storniert, lieferende: gesperrt.lieferende, gewuenschtesLieferende: gesperrt.gewuenschtes_lieferende, lieferbeginn: gesperrt.lieferbeginn });
      if (status !== 'aktiv') throw konflikt(umzugTexte.nichtAktiv);
      umzugPruefen(body, heute, (await zaehlerLesen(trx, sitzung.mandant, gesperrt.id))?.kanaele);
      const vertragsende = body.weiterbeliefern ? null : umzugsVertragsende(body.auszugsdatum, heute);
      const u = umzugAusZeile(await umzugSpeichern(trx, { mandant: sitzung.mandant, vertragId: gesperrt.id, kundennummer: sitzung.kundennummer, antrag: body, vertragsende, erstellt: uhr.jetzt() }));
      await inOutbox(trx, { mandant: sitzung.mandant, art: 'umzug', kundennummer: sitzung.kundennummer, vertragId: gesperrt.id, payload: u });
      // The confirmation commits with the report; a repetition above is not mailed twice.
      const b = { mandant: sitzung.mandant, kundennummer: sitzung.kundennummer, vertragId: gesperrt.id };
      const mail = await bestaetigungEinreihen(trx, app.dienste, b, (kunde) => umzugsbestaetigung(mandant, kunde, gesperrt, u), 'Bestätigung der Umzugsmeldung konnte nicht versendet werden');
      return { umzug: u, mail };
    });
    await bestaetigung.senden(request.log);
    return umzug;
  });
}

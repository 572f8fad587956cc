import { abschlagApi, abschlagTexte, datumDeutsch, euro, nachrichten, vertragsstatus } from '@ekp/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../kern/route.ts';
import { aenderungBestaetigungEinreihen, aenderungsReferenz } from '../../domain/bestaetigung.ts';
import { zustellungAnstossen } from '../../domain/benachrichtigungen/anstoss.ts';
import { ereignisMelden } from '../../domain/benachrichtigungen/melden.ts';
import { HttpFehler, konflikt, ungueltig } from '../../kern/http-fehler.ts';
import { ereignisZulassenIn } from '../../shared/ratenbegrenzung.ts';
import { inOutbox } from '../../shared/outbox.ts';
import type { EingereihteMail } from '../../shared/mail-ausgang.ts';
import { eigenerVertrag } from '../../domain/vertrag-zugriff.ts';
import { abschlagAendern } from './repository.ts';
import { abschlagZeile, abschlagZustand, abschlagZustandLesen } from './zustand.ts';

/** Changes per contract and day; more is no customer's need but load on the billing system. */
export const ABSCHLAG_GRENZE = { max: 5, fensterMs: 24 * 60 * 60 * 1000 };


// EnWG). Every call goes through eigenerVertrag (404 for others).
export async function abschlagRoutes(app: FastifyInstance): Promise<void> {
  const { db, uhr } = app.dienste;

  route(app, abschlagApi.lesen, async ({ sitzung, params, mandant }) => {
    const vertrag = await eigenerVertrag(db, sitzung, params.vertragId);
    return abschlagZustandLesen(db, vertrag, mandant.abschlag, uhr.jetzt());
  });

  // The amount must lie in the tenant's range; the change, its history line and the outbox entry land
  // together. The current amount again changes nothing (a double click records one change).
  route(app, abschlagApi.aendern, async ({ sitzung, params, body, mandant, reply, request }) => {
    const vertrag = await eigenerVertrag(db, sitzung, params.vertragId);
    const referenz = aenderungsReferenz('abschlag', uhr.jetzt());
    let bestaetigt: { gueltigAb: string; erstellt: Date; mail: EingereihteMail } | undefined;
    const zustand = await db.transaction().execute(async (trx) => {
      const zeile = await abschlagZeile(trx, sitzung.mandant, vertrag.id, true);
      const status = vertragsstatus({ storniert: vertrag.storniert, lieferende: vertrag.lieferende, gewuenschtesLieferende: vertrag.gewuenschtes_lieferende, lieferbeginn: vertrag.lieferbeginn });
      if (status === 'beendet' || status === 'storniert') throw konflikt(abschlagTexte.nichtAenderbar);
      const jetzt = uhr.jetzt();
      const vorher = await abschlagZustand(trx, zeile, mandant.abschlag, jetzt);
      if (body.betrag < vorher.min || body.betrag > vorher.max) {
        const text = abschlagTexte.ausserhalbBereich(vorher.min, vorher.max);
        throw ungueltig(text, { betrag: text });
      }
      if (body.betrag === zeile.betrag) return vorher;
      // At most 5 changes per contract and day, booked atomically with the change.
      const drossel = await ereignisZulassenIn(trx, { mandant: sitzung.mandant, bereich: 'abschlag', schluessel: [`vertrag:${vertrag.id}`], ...ABSCHLAG_GRENZE }, jetzt);
      if (!drossel.erlaubt) {
        reply.header('retry-after', String(drossel.wiederholenNachSekunden));
        throw new HttpFehler(429, abschlagTexte.zuVieleAenderungen);
      }
      const aenderung = { betragAlt: zeile.betrag, betragNeu: body.betrag, gueltigAb: vorher.gueltigAb };
      await abschlagAendern(trx, { mandant: sitzung.mandant, vertragId: vertrag.id, kundennummer: sitzung.kundennummer, ...aenderung, erstellt: jetzt });
      await inOutbox(trx, { mandant: sitzung.mandant, art: 'abschlag', kundennummer: sitzung.kundennummer, vertragId: vertrag.id, payload: { ...aenderung, rhythmus: zeile.rhythmus, referenz } });
      // The confirmation with its reference number, queued with the change.
      const mail = await aenderungBestaetigungEinreihen(trx, app.dienste, mandant, { mandant: sitzung.mandant, kundennummer: sitzung.kundennummer, vertragId: vertrag.id }, referenz, {
        betreff: abschlagTexte.mailBetreff(vertrag.id),
        eingang: 'wir haben Ihre Änderung des Abschlags über das Kundenportal erhalten:',
        angaben: [`Vertrag: ${vertrag.id}`, `Bisheriger Abschlag: ${euro(zeile.betrag)}`, `Neuer Abschlag: ${euro(body.betrag)}`, `Gültig ab der Fälligkeit am: ${datumDeutsch(vorher.gueltigAb)}`],
      });
      bestaetigt = { gueltigAb: vorher.gueltigAb, erstellt: jetzt, mail };
      return abschlagZustand(trx, { ...zeile, betrag: body.betrag }, mandant.abschlag, jetzt);
    });
    // The confirmed change is an event (centre, push, mail as the customer chose), after the commit.
    if (bestaetigt) {
      const nachricht = nachrichten.abschlag(vertrag.id, euro(body.betrag), bestaetigt.gueltigAb);
      await ereignisMelden(db, sitzung.mandant, `abschlag:${vertrag.id}:${bestaetigt.erstellt.toISOString()}`, [{ kundennummer: sitzung.kundennummer, nachricht }], bestaetigt.erstellt);
      zustellungAnstossen();
      await bestaetigt.mail.senden(request.log);
    }
    return zustand;
  });
}

import { aktionAbgelehnt, AKTIONEN_MIT_GRUND, serviceApi, serviceTexte, type KontoAktion, type KontoZustand } from '@ekp/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/verbinden.ts';
import { HttpFehler } from '../../kern/http-fehler.ts';
import { zugangEntziehen } from '../../domain/anmeldung/zugang-entziehen.ts';
import { kontoLesen, kundeOder404 } from './kunde.ts';
import { protokollieren } from './protokoll.ts';
import { serviceRoute } from './sitzung.ts';

async function zustandMerken(db: Db, mandant: string, kundennummer: string, zustand: KontoZustand, grund: string, von: string, jetzt: Date) {
  const werte = { zustand, grund: grund || null, gesetzt_von: von, gesetzt_am: jetzt };
  await db.insertInto('kunde_konto').values({ mandant, kundennummer, ...werte }).onConflict((oc) => oc.columns(['mandant', 'kundennummer']).doUpdateSet(werte)).execute();
}

const kunde = (db: Db, mandant: string, kundennummer: string) =>
  db.updateTable('anschlussnutzer').where('mandant', '=', mandant).where('kundennummer', '=', kundennummer);

/**
 * The account actions. Each is audited with its reason; those that change what the
 * customer can do require one (AKTIONEN_MIT_GRUND). Sessions end by deleting their rows, so the next
 * request of the customer is refused in every server process.
 */
export function aktionenRoutes(app: FastifyInstance): void {
  const { db, uhr } = app.dienste;

  serviceRoute(app, serviceApi.aktion, async ({ ma, params, body, request, mandant }) => {
    const jetzt = uhr.jetzt();
    const { kundennummer } = params;
    const aktion: KontoAktion = params.aktion;
    const k = await kundeOder404(db, ma.mandant, kundennummer);
    if (AKTIONEN_MIT_GRUND.includes(aktion) && !body.grund) throw new HttpFehler(400, serviceTexte.aktion.grundFehlt, { grund: serviceTexte.aktion.grundFehlt });
    // An action that does not fit the account's state (unlocking an active account) changes nothing: 409.
    const abgelehnt = aktionAbgelehnt(aktion, await kontoLesen(db, ma.mandant, kundennummer));
    if (abgelehnt) throw new HttpFehler(409, abgelehnt);
    let details = body.grund;
    switch (aktion) {
      case 'sperren':
        // The customer then gets 702 at the next sign-in; open sessions, links and challenges end now.
        await db.transaction().execute(async (trx) => {
          await kunde(trx, ma.mandant, kundennummer).set({ portal_gesperrt: true }).execute();
          await zugangEntziehen(trx, ma.mandant, kundennummer);
          await zustandMerken(trx, ma.mandant, kundennummer, 'gesperrt', body.grund, ma.kennung, jetzt);
        });
        break;
      case 'entsperren':
        await db.transaction().execute(async (trx) => {
          await kunde(trx, ma.mandant, kundennummer).set({ portal_gesperrt: false }).execute();
          await zustandMerken(trx, ma.mandant, kundennummer, k.passwort_aendern ? 'passwort_aendern' : 'aktiv', body.grund, ma.kennung, jetzt);
        });
        break;
      case 'passwort-aendern-erzwingen':
        if (!k.passwort_hash) throw new HttpFehler(409, serviceTexte.aktion.keinZugang);
        await db.transaction().execute(async (trx) => {
          await kunde(trx, ma.mandant, kundennummer).set({ passwort_aendern: true }).execute();
          await trx.deleteFrom('sitzung').where('mandant', '=', ma.mandant).where('kundennummer', '=', kundennummer).execute();
          await zustandMerken(trx, ma.mandant, kundennummer, k.portal_gesperrt ? 'gesperrt' : 'passwort_aendern', body.grund, ma.kennung, jetzt);
        });
        break;
      case 'sitzungen-beenden':
        await db.deleteFrom('sitzung').where('mandant', '=', ma.mandant).where('kundennummer', '=', kundennummer).execute();
        break;
      case 'zweiter-faktor-zuruecksetzen':
        await db.transaction().execute(async (trx) => {
          await trx.deleteFrom('zweiter_faktor').where('mandant', '=', ma.mandant).where('kundennummer', '=', kundennummer).execute();
          await trx.deleteFrom('wiederherstellungscode').where('mandant', '=', ma.mandant).where('kundennummer', '=', kundennummer).execute();
          await trx.deleteFrom('anmelde_challenge').where('mandant', '=', ma.mandant).where('kundennummer', '=', kundennummer).execute();
        });
        break;
      case 'drosselung-aufheben': {
        // The failed attempts of this customer number: the pair with any address and the number itself.
        const weg = await db
          .deleteFrom('ratenereignis')
          .where('mandant', '=', ma.mandant)
          .where('bereich', 'in', ['anmeldung', 'zweiter_faktor', 'passwort_reset'])
          .where((eb) => eb.or([eb('schluessel', '=', `kn:${kundennummer}`), eb('schluessel', 'like', `paar:${kundennummer.replace(/[\\%_]/g, (z) => `\\${z}`)}|%`)]))
          .executeTakeFirst();
        details = `${body.grund}${body.grund ? '; ' : ''}${Number(weg.numDeletedRows)} Fehlversuche gelöscht`;
        break;
      }
      case 'passwort-link': {
        if (!k.email) throw new HttpFehler(409, serviceTexte.aktion.keineEmail);
        if (k.portal_gesperrt) throw new HttpFehler(409, serviceTexte.aktion.keinZugang);
        // The customers' own reset call does the work (link, mail, throttle), so there is one way to reset.
        const res = await app.inject({
          method: 'POST',
          url: '/api/anschlussnutzer/passwort_reset',
          headers: { host: request.headers.host ?? 'localhost', kundennummer, basisurl: mandant.passwortErneuernUrl },
        });
        if (res.statusCode !== 204) {
          const text = (res.json() as { data?: string }).data ?? serviceTexte.aktion.keinZugang;
          throw new HttpFehler(res.statusCode === 429 ? 429 : 409, text);
        }
        await protokollieren(db, request, { kennung: ma.kennung, aktion: 'mail_passwort_link', kundennummer, details: 'Link zum Zurücksetzen des Passworts' });
        break;
      }
    }
    await protokollieren(db, request, { kennung: ma.kennung, aktion: `aktion_${aktion}`, kundennummer, details });
    return kontoLesen(db, ma.mandant, kundennummer);
  });
}

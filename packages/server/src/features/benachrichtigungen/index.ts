import { randomUUID } from 'node:crypto';
import { benachrichtigungenApi, benachrichtigungenTexte as t, texte } from '@ekp/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../kern/route.ts';
import { einstellungenLesen, einstellungenSpeichern } from '../../domain/benachrichtigungen/einstellungen.ts';
import { HttpFehler, nichtGefunden } from '../../kern/http-fehler.ts';
import type { Db } from '../../db/verbinden.ts';
import { aboSchluesselGueltig } from '../../shared/push/push.ts';
import { pushErlaubnis, pushZielErlaubt } from '../../shared/push/push-ziel.ts';

/** Devices with push per customer: more than a household has, few enough that nobody floods the table. */
export const PUSH_GERAETE_MAX = 20;

async function geraete(db: Db, mandant: string, kundennummer: string) {
  const zeilen = await db.selectFrom('push_abo').select(['id', 'geraet', 'erstellt']).where('mandant', '=', mandant).where('kundennummer', '=', kundennummer).orderBy('erstellt').execute();
  return zeilen.map((z) => ({ id: z.id, geraet: z.geraet, erstellt: z.erstellt.toISOString() }));
}

// The centre, the preferences and the devices with push. Sending is the jobs' part (domain/benachrichtigungen).
export async function benachrichtigungenRoutes(app: FastifyInstance): Promise<void> {
  const { db, uhr, vapid } = app.dienste;
  const erlaubnis = app.dienste.pushErlaubnis ?? pushErlaubnis();

  route(app, benachrichtigungenApi.liste, async ({ sitzung }) => {
    const zeilen = await db
      .selectFrom('benachrichtigung')
      .select(['id', 'ereignis', 'titel', 'text', 'link', 'erstellt', 'gelesen'])
      .where('mandant', '=', sitzung.mandant)
      .where('kundennummer', '=', sitzung.kundennummer)
      .orderBy('erstellt', 'desc')
      .orderBy('id')
      .limit(100)
      .execute();
    return zeilen.map((z) => ({ ...z, erstellt: z.erstellt.toISOString(), gelesen: z.gelesen !== null }));
  });

  route(app, benachrichtigungenApi.gelesen, async ({ sitzung, params }) => {
    const r = await db
      .updateTable('benachrichtigung')
      .set({ gelesen: uhr.jetzt() })
      .where('mandant', '=', sitzung.mandant)
      .where('kundennummer', '=', sitzung.kundennummer)
      .where('id', '=', params.id)
      .executeTakeFirst();
    if (r.numUpdatedRows === 0n) throw nichtGefunden(texte.allgemein.nichtGefunden);
  });

  const antwort = async (mandant: string, kundennummer: string) => ({
    ...(await einstellungenLesen(db, mandant, kundennummer)),
    pushGeraete: await geraete(db, mandant, kundennummer),
    pushSchluessel: vapid?.publicKey ?? null,
  });

  route(app, benachrichtigungenApi.einstellungen, async ({ sitzung }) => antwort(sitzung.mandant, sitzung.kundennummer));

  route(app, benachrichtigungenApi.einstellungenSpeichern, async ({ sitzung, body }) => {
    await einstellungenSpeichern(db, sitzung.mandant, sitzung.kundennummer, body);
    return antwort(sitzung.mandant, sitzung.kundennummer);
  });

  route(app, benachrichtigungenApi.pushAnmelden, async ({ sitzung, body }) => {
    if (!vapid) throw new HttpFehler(409, t.pushAus);
    // The server POSTs to the endpoint: only a browser push service, never an address of its own network.
    if (!pushZielErlaubt(body.endpoint, erlaubnis) || !aboSchluesselGueltig(body.keys.p256dh)) throw new HttpFehler(400, t.aboUngueltig);
    const jetzt = uhr.jetzt();
    const geraet = body.geraet || 'Browser';
    // The same browser subscribing again (new login, new keys) replaces its row: one device, one entry.
    return db.transaction().execute(async (trx) => {
      await trx.deleteFrom('push_abo').where('mandant', '=', sitzung.mandant).where('endpoint', '=', body.endpoint).execute();
      const anzahl = await trx.selectFrom('push_abo').select((eb) => eb.fn.countAll<string>().as('n')).where('mandant', '=', sitzung.mandant).where('kundennummer', '=', sitzung.kundennummer).executeTakeFirstOrThrow();
      if (Number(anzahl.n) >= PUSH_GERAETE_MAX) throw new HttpFehler(409, `Höchstens ${PUSH_GERAETE_MAX} Geräte können Push-Benachrichtigungen erhalten. Bitte entfernen Sie zuerst ein Gerät.`);
      const id = randomUUID();
      await trx
        .insertInto('push_abo')
        .values({ mandant: sitzung.mandant, kundennummer: sitzung.kundennummer, id, endpoint: body.endpoint, p256dh: body.keys.p256dh, auth: body.keys.auth, geraet, erstellt: jetzt })
        .execute();
      return { id, geraet, erstellt: jetzt.toISOString() };
    });
  });

  route(app, benachrichtigungenApi.pushAbmelden, async ({ sitzung, params }) => {
    const r = await db.deleteFrom('push_abo').where('mandant', '=', sitzung.mandant).where('kundennummer', '=', sitzung.kundennummer).where('id', '=', params.pushId).executeTakeFirst();
    if (r.numDeletedRows === 0n) throw nichtGefunden(texte.allgemein.nichtGefunden);
  });
}

import { serviceApi, serviceTexte, type Mandant } from '@ekp/contract';
import { mandantWoerter, passwortRegelverstoss } from '../../domain/anmeldung/passwortpolitik.ts';
import type { FastifyInstance } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import { route } from '../../kern/route.ts';
import { versuchGelungen, versuchZulassen } from '../../domain/anmeldung/anmeldeschutz.ts';
import { HttpFehler } from '../../kern/http-fehler.ts';
import { passwortHashen, passwortPruefen } from '../../shared/passwort-hash.ts';
import { neuesToken, tokenHash } from '../../kern/token.ts';
import type { Schluesselbund } from '../../shared/schluesselbund.ts';
import { mitarbeiterGeheimnisOeffnen, mitarbeiterGeheimnisVersiegeln, neuesGeheimnis } from '../../domain/anmeldung/zweiter-faktor.ts';
import type { Db } from '../../db/verbinden.ts';
import { ansichtenBeenden } from './ansicht.ts';
import { kennungNormal } from './konten.ts';
import { protokollieren } from './protokoll.ts';
import { MITARBEITER_TTL_S, mitarbeiterSitzungAnlegen, serviceRoute } from './sitzung.ts';

export const CHALLENGE_S = 300;

/** The same TOTP parameters as the customers' second factor (domain/anmeldung/zweiter-faktor.ts), labelled for the console. */
export function mitarbeiterTotp(mandant: Mandant, kennung: string, geheimnis: string): TOTP {
  return new TOTP({ issuer: `${mandant.anzeigename} Service`, label: kennung, algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(geheimnis) });
}

/** The throttle's scopes are the customers' (domain/anmeldung/anmeldeschutz.ts); staff log-ins get their own key space. */
const versuch = (mandant: string, kennung: string, ip: string) => ({ mandant, kundennummer: `mitarbeiter:${kennung}`, ip });

/** A current code of the staff member's secret, each 30-second step usable once (stored with a conditional update). */
async function codePruefen(db: Db, bund: Schluesselbund | undefined, mandant: Mandant, kennung: string, code: string, jetzt: Date): Promise<boolean> {
  const z = await db.selectFrom('mitarbeiter').select(['totp_geheimnis']).where('mandant', '=', mandant.key).where('kennung', '=', kennung).executeTakeFirst();
  const ziffern = code.replace(/\s/g, '');
  if (!z?.totp_geheimnis || !/^\d{6}$/.test(ziffern)) return false;
  const t = mitarbeiterTotp(mandant, kennung, mitarbeiterGeheimnisOeffnen(bund, mandant.key, kennung, z.totp_geheimnis));
  const delta = t.validate({ token: ziffern, timestamp: jetzt.getTime(), window: 1 });
  if (delta === null) return false;
  const schritt = t.counter({ timestamp: jetzt.getTime() }) + delta;
  const genommen = await db
    .updateTable('mitarbeiter')
    .set({ letzter_schritt: schritt, totp_aktiv: true })
    .where('mandant', '=', mandant.key)
    .where('kennung', '=', kennung)
    .where((eb) => eb.or([eb('letzter_schritt', 'is', null), eb('letzter_schritt', '<', schritt)]))
    .executeTakeFirst();
  return Number(genommen.numUpdatedRows) === 1;
}

/**
 * Staff sign in with password and, always, a TOTP code. The first sign-in hands out the secret
 * to enrol (`einrichtung`); the code step confirms it. Same throttle and password rules as the customers.
 */
export function anmeldenRoutes(app: FastifyInstance): void {
  const { db, uhr, schluessel } = app.dienste;

  route(app, serviceApi.anmelden, async ({ headers, mandant, request, reply }) => {
    const jetzt = uhr.jetzt();
    const kennung = kennungNormal(headers.kennung);
    const v = versuch(mandant.key, kennung, request.ip);
    // Failed and throttled sign-ins are audited per log-in with the address, so guessing shows in the log.
    const zulassung = await versuchZulassen(db, reply, 'anmeldung', v, jetzt).catch(async (e: unknown) => {
      if (e instanceof HttpFehler && e.status === 429) await protokollieren(db, request, { kennung, aktion: 'anmeldung_gedrosselt' });
      throw e;
    });
    const ma = await db.selectFrom('mitarbeiter').select(['passwort_hash', 'aktiv', 'totp_aktiv']).where('mandant', '=', mandant.key).where('kennung', '=', kennung).executeTakeFirst();
    // One password check also for an unknown log-in (dummy hash): equal time, equal answer; a disabled account answers the same.
    const richtig = await passwortPruefen(headers.passwort, ma?.passwort_hash);
    if (!ma || !richtig || !ma.aktiv) {
      await protokollieren(db, request, { kennung, aktion: 'anmeldung_falsch' });
      throw new HttpFehler(401, serviceTexte.anmeldung.falsch);
    }
    await versuchGelungen(db, 'anmeldung', v, zulassung);
    const challenge = neuesToken();
    await db.deleteFrom('mitarbeiter_challenge').where('mandant', '=', mandant.key).where('ablauf', '<', jetzt).execute();
    await db.insertInto('mitarbeiter_challenge').values({ mandant: mandant.key, token_hash: tokenHash(challenge), kennung, ablauf: new Date(jetzt.getTime() + CHALLENGE_S * 1000) }).execute();
    await protokollieren(db, request, { kennung, aktion: 'anmeldung_passwort' });
    if (ma.totp_aktiv) return { challenge, gueltigSekunden: CHALLENGE_S };
    // Not enrolled yet: a fresh secret each time until a first code confirms one.
    const secret = neuesGeheimnis();
    // Stored sealed with AES-256-GCM like the customers' (domain/anmeldung/zweiter-faktor.ts); shown in plain only now.
    await db.updateTable('mitarbeiter').set({ totp_geheimnis: mitarbeiterGeheimnisVersiegeln(schluessel, mandant.key, kennung, secret), letzter_schritt: null }).where('mandant', '=', mandant.key).where('kennung', '=', kennung).execute();
    return { challenge, gueltigSekunden: CHALLENGE_S, einrichtung: { secret, otpauthUrl: mitarbeiterTotp(mandant, kennung, secret).toString() } };
  });

  route(app, serviceApi.anmeldenCode, async ({ headers, mandant, request, reply }) => {
    const jetzt = uhr.jetzt();
    const kennung = kennungNormal(headers.kennung);
    const offen = await db
      .selectFrom('mitarbeiter_challenge')
      .select('kennung')
      .where('mandant', '=', mandant.key)
      .where('token_hash', '=', tokenHash(headers.challenge))
      .where('kennung', '=', kennung)
      .where('ablauf', '>', jetzt)
      .executeTakeFirst();
    if (!offen) throw new HttpFehler(401, serviceTexte.anmeldung.challengeUngueltig);
    const v = versuch(mandant.key, kennung, request.ip);
    const zulassung = await versuchZulassen(db, reply, 'zweiter_faktor', v, jetzt);
    if (!(await codePruefen(db, schluessel, mandant, kennung, headers.code, jetzt))) {
      await protokollieren(db, request, { kennung, aktion: 'anmeldung_code_falsch' });
      throw new HttpFehler(401, serviceTexte.anmeldung.codeFalsch);
    }
    await versuchGelungen(db, 'zweiter_faktor', v, zulassung);
    await db.deleteFrom('mitarbeiter_challenge').where('mandant', '=', mandant.key).where('token_hash', '=', tokenHash(headers.challenge)).execute();
    const ma = await db.selectFrom('mitarbeiter').select(['kennung', 'name', 'rolle', 'aktiv', 'passwort_aendern']).where('mandant', '=', mandant.key).where('kennung', '=', kennung).executeTakeFirstOrThrow();
    const token = await mitarbeiterSitzungAnlegen(db, mandant.key, kennung, jetzt);
    await protokollieren(db, request, { kennung, aktion: 'anmeldung' });
    reply.header('token', token).header('ttl', String(MITARBEITER_TTL_S));
    return { kennung: ma.kennung, name: ma.name, rolle: ma.rolle, aktiv: ma.aktiv, passwortAendern: ma.passwort_aendern };
  });

  serviceRoute(app, serviceApi.abmelden, async ({ ma, request }) => {
    await db.deleteFrom('mitarbeiter_sitzung').where('mandant', '=', ma.mandant).where('token_hash', '=', ma.tokenHash).execute();
    await ansichtenBeenden(db, ma.mandant, ma.kennung);
    await protokollieren(db, request, { kennung: ma.kennung, aktion: 'abmeldung' });
  });

  serviceRoute(app, serviceApi.ich, async ({ ma }) => ({ kennung: ma.kennung, name: ma.name, rolle: ma.rolle, aktiv: true, passwortAendern: ma.passwortAendern }));

  // Changing the password (the start password first of all) ends every other session of the staff member.
  serviceRoute(app, serviceApi.passwortAendern, async ({ ma, body, request, reply }) => {
    const jetzt = uhr.jetzt();
    const v = versuch(ma.mandant, ma.kennung, request.ip);
    const zulassung = await versuchZulassen(db, reply, 'anmeldung', v, jetzt);
    const z = await db.selectFrom('mitarbeiter').select('passwort_hash').where('mandant', '=', ma.mandant).where('kennung', '=', ma.kennung).executeTakeFirstOrThrow();
    if (!(await passwortPruefen(body.altesPasswort, z.passwort_hash))) {
      throw new HttpFehler(400, serviceTexte.passwortAendern.altFalsch, { altesPasswort: serviceTexte.passwortAendern.altFalsch });
    }
    await versuchGelungen(db, 'anmeldung', v, zulassung);
    const verstoss = await passwortRegelverstoss(body.neuesPasswort, { kundennummer: ma.kennung, bisherig: body.altesPasswort, woerter: mandantWoerter(request.mandant) });
    if (verstoss) throw new HttpFehler(400, verstoss, { neuesPasswort: verstoss });
    const hash = await passwortHashen(body.neuesPasswort);
    await db.transaction().execute(async (trx) => {
      await trx.updateTable('mitarbeiter').set({ passwort_hash: hash, passwort_aendern: false }).where('mandant', '=', ma.mandant).where('kennung', '=', ma.kennung).execute();
      await trx.deleteFrom('mitarbeiter_sitzung').where('mandant', '=', ma.mandant).where('kennung', '=', ma.kennung).where('token_hash', '<>', ma.tokenHash).execute();
      await ansichtenBeenden(trx, ma.mandant, ma.kennung);
    });
    await protokollieren(db, request, { kennung: ma.kennung, aktion: 'passwort_geaendert' });
  });
}

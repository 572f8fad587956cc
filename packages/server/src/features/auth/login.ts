import { authApi, authTexte, sicherheitTexte, STATUS_PASSWORT_AENDERN, STATUS_PORTAL_GESPERRT } from '@ekp/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { route } from '../../kern/route.ts';
import { HttpFehler } from '../../kern/http-fehler.ts';
import { passwortPruefen } from '../../shared/passwort-hash.ts';
import { istZweiterFaktorAktiv, zweitenFaktorPruefen } from '../../domain/anmeldung/zweiter-faktor.ts';
import { kontoGrenzeAufheben, versuchGelungen, versuchZulassen } from '../../domain/anmeldung/anmeldeschutz.ts';
import { anmeldungMerken, istBekanntesGeraet } from '../../domain/anmeldung/bekanntes-geraet.ts';
import { CHALLENGE_GUELTIGKEIT_S, challengeAnlegen, challengeBeenden, challengeBestaetigen, challengeFehlversuch, challengeOffen } from './challenge.ts';
import { kundeLaden, kundennummerOhnePraefix } from './kunde.ts';
import { sitzungAnlegen, sitzungBeenden } from './sitzungen.ts';
import { sonderstatusSenden } from './sonderstatus.ts';

export function loginRoutes(app: FastifyInstance): void {
  const { db, uhr, sitzungTtl } = app.dienste;

  /** 700 or a session, once every secret has been shown; the device is known from now on. */
  async function abschliessen(request: FastifyRequest, reply: FastifyReply, mandant: string, kundennummer: string, passwortAendern: boolean, jetzt: Date) {
    await anmeldungMerken(db, mandant, kundennummer, request, reply, jetzt);
    if (passwortAendern) {
      sonderstatusSenden(reply, STATUS_PASSWORT_AENDERN, { data: authTexte.anmeldung.kennwortAendernErforderlich });
      return { kundennummer };
    }
    const token = await sitzungAnlegen(db, mandant, kundennummer, jetzt, sitzungTtl);
    reply.header('token', token).header('ttl', String(sitzungTtl));
    return { kundennummer };
  }

  // SPEC §4 login: 700 forces a password change, 702 means no portal access, else token + ttl; with the
  // second factor on a challenge instead of the token.
  route(app, authApi.login, async ({ headers, mandant, request, reply }) => {
    const jetzt = uhr.jetzt();
    const kundennummer = kundennummerOhnePraefix(mandant, headers.kundennummer);
    // Guesses from elsewhere at this number do not lock out a known device.
    const versuch = { mandant: mandant.key, kundennummer, ip: request.ip, bekannt: await istBekanntesGeraet(db, mandant.key, kundennummer, request) };
    const zulassung = await versuchZulassen(db, reply, 'anmeldung', versuch, jetzt);
    const kunde = await kundeLaden(db, mandant.key, kundennummer);
    // Always one password check, also for an unknown number (dummy hash): equal time, equal answer.
    const richtig = await passwortPruefen(headers.passwort, kunde?.passwort_hash);
    if (!kunde || !richtig) throw new HttpFehler(401, authTexte.anmeldung.falscheZugangsdaten);
    await versuchGelungen(db, 'anmeldung', versuch, zulassung);
    if (kunde.portal_gesperrt) {
      sonderstatusSenden(reply, STATUS_PORTAL_GESPERRT, { data: authTexte.anmeldung.portalGesperrt });
      return { kundennummer };
    }
    if (await istZweiterFaktorAktiv(db, mandant.key, kundennummer)) {
      const challenge = await challengeAnlegen(db, mandant.key, kundennummer, jetzt);
      return { kundennummer, zweiterFaktor: { challenge, gueltigSekunden: CHALLENGE_GUELTIGKEIT_S } };
    }
    return abschliessen(request, reply, mandant.key, kundennummer, kunde.passwort_aendern, jetzt);
  });

  // The code step. Codes are throttled like passwords, in a scope of their own.
  route(app, authApi.loginCode, async ({ headers, mandant, request, reply }) => {
    const jetzt = uhr.jetzt();
    const kundennummer = kundennummerOhnePraefix(mandant, headers.kundennummer);
    if (!(await challengeOffen(db, mandant.key, kundennummer, headers.challenge, jetzt))) {
      throw new HttpFehler(401, sicherheitTexte.challengeUngueltig);
    }
    const versuch = { mandant: mandant.key, kundennummer, ip: request.ip, bekannt: await istBekanntesGeraet(db, mandant.key, kundennummer, request) };
    const zulassung = await versuchZulassen(db, reply, 'zweiter_faktor', versuch, jetzt);
    if (!(await zweitenFaktorPruefen(db, app.dienste.schluessel, mandant, kundennummer, headers.code, jetzt))) {
      // A challenge takes 5 wrong codes, then the password is needed again.
      await challengeFehlversuch(db, headers.challenge);
      throw new HttpFehler(401, sicherheitTexte.codeFalsch);
    }
    await versuchGelungen(db, 'zweiter_faktor', versuch, zulassung);
    // Password and second factor prove the customer; guesses at the number stop counting.
    await kontoGrenzeAufheben(db, mandant.key, kundennummer);
    const kunde = await kundeLaden(db, mandant.key, kundennummer);
    if (!kunde || kunde.portal_gesperrt) {
      await challengeBeenden(db, headers.challenge);
      sonderstatusSenden(reply, STATUS_PORTAL_GESPERRT, { data: authTexte.anmeldung.portalGesperrt });
      return { kundennummer };
    }
    if (kunde.passwort_aendern) await challengeBestaetigen(db, headers.challenge, jetzt);
    else await challengeBeenden(db, headers.challenge);
    return abschliessen(request, reply, mandant.key, kundennummer, kunde.passwort_aendern, jetzt);
  });

  route(app, authApi.logout, async ({ sitzung }) => {
    await sitzungBeenden(db, sitzung.tokenHash);
  });

  // The session check itself slid the expiry and set the ttl header; the body states the same end.
  route(app, authApi.tokenRefresh, async ({ sitzung }) => ({
    kundennummer: sitzung.kundennummer,
    ablaufdatum: sitzung.ablauf.toISOString(),
  }));
}

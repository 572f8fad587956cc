import { timingSafeEqual } from 'node:crypto';
import { heuteIn, kuendigungOeffentlichApi, kuendigungOeffentlichTexte as t, texte } from '@ekp/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../kern/route.ts';
import { nichtGefunden, ungueltig } from '../../kern/http-fehler.ts';
import { clientSchluessel } from '../../shared/client-adresse.ts';
import { neuesToken, tokenHash } from '../../kern/token.ts';
import { einreichen } from './einreichen.ts';
import { bestaetigungsmail, kundenhinweis } from './mail.ts';
import { bestaetigungPdf } from './pdf.ts';
import { eingangLesen } from './repository.ts';
import { zuordnen } from './zuordnung.ts';
import { mailImAuftrag, type EingereihteMail } from '../../shared/mail-ausgang.ts';

const gleich = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

// Terminate without login. Nothing in an answer depends on whether the
// request matched a customer: same status, same body shape, the same queries, the same mail.
export async function kuendigungOeffentlichRoutes(app: FastifyInstance): Promise<void> {
  const { db, uhr } = app.dienste;

  route(app, kuendigungOeffentlichApi.einreichen, async ({ body, headers, mandant, request, reply }) => {
    const jetzt = uhr.jetzt();
    // No termination in the past (the same rule as since 6 June 2025 for the logged-in one).
    if (body.datum && body.datum <= heuteIn(jetzt)) throw ungueltig(t.datumNichtInZukunft, { datum: t.datumNichtInZukunft });
    const schluessel = neuesToken();
    const zuordnung = await zuordnen(db, mandant, body);
    const ergebnis = await einreichen(
      db,
      mandant.key,
      { antrag: body, eingegangen: jetzt, schluesselHash: tokenHash(schluessel), zuordnung, client: clientSchluessel(request.ip), idempotenzSchluessel: headers['idempotency-key'] },
      (sekunden) => reply.header('retry-after', String(sekunden)),
      // Stored, in the export and its mails queued together; the outbox retries a mail the server did not take.
      async (trx, e) => {
        const mails = [...(e.bestaetigungSenden ? [bestaetigungsmail(mandant, e.eingang)] : []), ...(e.kundenhinweisAn ? [kundenhinweis(mandant, e.eingang, e.kundenhinweisAn)] : [])];
        const eingereiht: EingereihteMail[] = [];
        for (const mail of mails) eingereiht.push(await mailImAuftrag(trx, app.dienste, { mandant: mandant.key, art: 'kuendigung-oeffentlich', kundennummer: null, mail }));
        return eingereiht;
      },
    );
    const { eingang } = ergebnis;
    for (const mail of ergebnis.mails) {
      // The outbox logs no address.
      if (!(await mail.senden(request.log))) request.log.error({ eingangsnummer: eingang.eingangsnummer }, 'Mail zur Kündigung ohne Anmeldung nicht versendet');
    }
    // A retry was confirmed the first time; only a new submission over the recipient's limit lacks its mail.
    const bestaetigungPerMail = !ergebnis.neu || ergebnis.bestaetigungSenden;
    return { eingangsnummer: eingang.eingangsnummer, eingegangenAm: eingang.eingegangen.toISOString(), schluessel, bestaetigungPerMail };
  });

  route(app, kuendigungOeffentlichApi.bestaetigung, async ({ params, query, mandant, reply }) => {
    const eingang = await eingangLesen(db, mandant.key, params.eingangsnummer);
    const h = query.schluessel ? tokenHash(query.schluessel) : undefined;
    if (!eingang || !h || ![eingang.schluessel_hash, ...eingang.weitere_schluessel].some((s) => gleich(s, h))) throw nichtGefunden(texte.allgemein.nichtGefunden);
    const pdf = Buffer.from(await bestaetigungPdf(mandant, eingang));
    reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="Kuendigung-${eingang.eingangsnummer}.pdf"`)
      .header('cache-control', 'private, no-store')
      .header('referrer-policy', 'no-referrer')
      .header('x-content-type-options', 'nosniff')
      .send(pdf);
  });
}

import { ablesungenApi, ablesungenTexte, datumDeutsch, heuteIn } from '@ekp/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../kern/route.ts';
import { HttpFehler } from '../../kern/http-fehler.ts';
import { aenderungBestaetigungEinreihen, aenderungsReferenz } from '../../domain/bestaetigung.ts';
import { inOutbox } from '../../shared/outbox.ts';
import { eigenerVertrag } from '../../domain/vertrag-zugriff.ts';
import { alsAblesung } from './ansicht.ts';
import { FOTO_MAX_BASE64 } from './foto.ts';
import { FOTO_VERMUTET_AB_BYTES, fotoAblegen, fotoEntfernen, fotoGrenzeImVorgang, fotoGrenzePruefen } from './foto-ablage.ts';
import { fotoAus } from './koerper-im-hintergrund.ts';
import { plausibilitaetErmitteln } from './plausibilitaet.ts';
import { entwurfPruefen } from './pruefen.ts';
import { kundenablesungAmTag, kundenablesungEinfuegen, zaehlerLesen } from './repository.ts';

/**
 * A 10 MB photo in base64 plus the rest of the reading (a data: prefix, the values) fits; anything bigger
 * is refused by Fastify while reading the body, with 413, before it is parsed or held as a whole.
 */
export const ABLESUNG_BODY_LIMIT = FOTO_MAX_BASE64 + 64 * 1024;

function gleicheWerte(a: Record<string, number>, b: Record<string, number>): boolean {
  const schluessel = Object.keys(a);
  return schluessel.length === Object.keys(b).length && schluessel.every((k) => a[k] === b[k]);
}

/** SPEC §4 reading submit, with every plausibility rule checked here and nothing stored on error. */
export function ablesungAnlegenRoutes(app: FastifyInstance): void {
  route(
    app,
    ablesungenApi.anlegen,
    async ({ params, body, sitzung, mandant, request }) => {
      const { db, uhr, fotoVerzeichnis } = app.dienste;
      const jetzt = uhr.jetzt();
      const vertrag = await eigenerVertrag(db, sitzung, params.vertragId);
      const zaehler = entwurfPruefen(vertrag, await zaehlerLesen(db, sitzung.mandant, vertrag.id), body, heuteIn(jetzt));
      if (body.foto) await fotoGrenzePruefen(db, sitzung.mandant, sitzung.kundennummer, jetzt);
      const geprueft = body.foto ? fotoAus(request, body.foto) : undefined;
      const plausibilitaet = await plausibilitaetErmitteln(db, sitzung.mandant, vertrag.id, zaehler, body);
      const datei = geprueft && fotoVerzeichnis ? await fotoAblegen(fotoVerzeichnis, sitzung.mandant, geprueft) : undefined;
      const foto = geprueft ? { ...geprueft, datei } : undefined;
      const referenz = aenderungsReferenz('ablesung', jetzt);

      const speichern = db.transaction().execute(async (trx) => {
        if (foto) await fotoGrenzeImVorgang(trx, sitzung.mandant, sitzung.kundennummer, jetzt);
        const neu = await kundenablesungEinfuegen(trx, {
          mandant: sitzung.mandant,
          vertragId: vertrag.id,
          zaehlernummer: zaehler.nummer,
          ablesedatum: body.ablesedatum,
          ablesewerte: body.ablesewerte,
          foto,
          plausibel: plausibilitaet.plausibel,
          erstellt: jetzt,
        });
        if (!neu) return undefined;
        await inOutbox(trx, {
          mandant: sitzung.mandant,
          art: 'ablesung',
          kundennummer: sitzung.kundennummer,
          vertragId: vertrag.id,
          // The photo stays with the ablesung row (by id: in it, or in the file it names); the utility sees
          // at once whether to look twice.
          payload: {
            ablesungId: neu.id,
            zaehlernummer: zaehler.nummer,
            ablesedatum: body.ablesedatum,
            ablesewerte: body.ablesewerte,
            ermittlungsart: 'KUNDE',
            ableseart: 'KUNDE',
            plausibel: plausibilitaet.plausibel,
            plausibilitaet: plausibilitaet.kanaele,
            foto: foto ? { mime: foto.mime, bytes: foto.daten.length } : null,
            referenz,
          },
        });
        // A stored reading is confirmed by mail, queued with it; a repetition (no new row) is not mailed twice.
        const mail = await aenderungBestaetigungEinreihen(trx, app.dienste, mandant, { mandant: sitzung.mandant, kundennummer: sitzung.kundennummer, vertragId: vertrag.id }, referenz, {
          betreff: ablesungenTexte.mailBetreff(vertrag.id),
          eingang: 'wir haben Ihren Zählerstand über das Kundenportal erhalten:',
          angaben: [
            `Vertrag: ${vertrag.id}`,
            `Zähler: ${zaehler.nummer}`,
            `Ablesedatum: ${datumDeutsch(body.ablesedatum)}`,
            ...Object.entries(body.ablesewerte).map(([obis, wert]) => `Zählerstand ${obis}: ${wert.toLocaleString('de-DE', { maximumFractionDigits: 6 })}`),
          ],
          schluss: ['Wir berücksichtigen ihn bei Ihrer nächsten Abrechnung.'],
        });
        return { neu, mail };
      });
      const gespeichert = await speichern.catch(async (e: unknown) => {
        if (datei && fotoVerzeichnis) await fotoEntfernen(fotoVerzeichnis, datei);
        throw e;
      });
      if (!gespeichert && datei && fotoVerzeichnis) await fotoEntfernen(fotoVerzeichnis, datei);
      if (gespeichert) {
        await gespeichert.mail.senden(request.log);
        return { ablesung: alsAblesung(gespeichert.neu, zaehler.kanaele), plausibilitaet };
      }

      // The day is taken for this meter: a repetition (double click, retry) gets the same answer and is
      // not stored twice; a different value for that day is a conflict.
      const vorhanden = await kundenablesungAmTag(db, sitzung.mandant, vertrag.id, zaehler.nummer, body.ablesedatum);
      if (!vorhanden || !gleicheWerte(vorhanden.ablesewerte, body.ablesewerte)) throw new HttpFehler(409, ablesungenTexte.andereAblesungAmTag);
      return { ablesung: alsAblesung(vorhanden, zaehler.kanaele), plausibilitaet };
    },
    {
      bodyLimit: ABLESUNG_BODY_LIMIT,
      // A body of this size carries a photo: over the daily cap it is refused before 14 MB are read.
      vorDemLesen: async (request) => {
        if (Number(request.headers['content-length'] ?? 0) < FOTO_VERMUTET_AB_BYTES || !request.sitzung) return;
        await fotoGrenzePruefen(app.dienste.db, request.sitzung.mandant, request.sitzung.kundennummer, app.dienste.uhr.jetzt());
      },
    },
  );
}

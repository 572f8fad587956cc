import { fruehestesKuendigungsdatum, heuteIn, istKuendbar, vertraegeTexte, type Kuendigung, type KuendigungBodySchema, type Mandant } from '@ekp/contract';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Sitzung } from '../../kern/sitzung.ts';
import { bestaetigungEinreihen } from '../../domain/bestaetigung.ts';
import { KEINE_MAIL } from '../../shared/mail-ausgang.ts';
import { konflikt, ungueltig } from '../../kern/http-fehler.ts';
import { inOutbox } from '../../shared/outbox.ts';
import { eigenerVertrag } from '../../domain/vertrag-zugriff.ts';
import { feiertageBerechnen } from '../../domain/feiertage.ts';
import { kuendigungAusZeile, vertragAusZeile } from './abbilden.ts';
import { eingangsbestaetigung } from './mail.ts';
import { kuendigungLesen, kuendigungSpeichern, vertragSperren } from './repository.ts';

type Antrag = z.output<typeof KuendigungBodySchema>;

// A NAECHSTMOEGLICH request has no date of its own: the same one again matches whatever date was stored.
const gleicherAntrag = (k: Kuendigung, a: Antrag) =>
  k.art === a.art && k.zeitpunkt === a.zeitpunkt && (a.zeitpunkt === 'NAECHSTMOEGLICH' || k.datum === a.datum) && k.grund === a.grund && k.text === a.text;

/**
 * POST {v}/kuendigen (SPEC §5): ordentlich or außerordentlich (with its reason), to the
 * next possible date or a date not before the second working day after today (Europe/Berlin, server
 * clock), only an AKTIV contract. "Next possible" stores that earliest date as the desired end; the
 * utility may set a later one by the contract's notice period. Stores the termination, the desired end of
 * supply and the outbox entry in one transaction. The same request again (double click, retry) gets
 * the same answer and stores nothing; a different one for a cancelled contract is a conflict.
 */
export async function kuendigen(app: FastifyInstance, mandant: Mandant, sitzung: Sitzung, vertragId: string, antrag: Antrag, log: FastifyBaseLogger): Promise<Kuendigung> {
  const { db, uhr } = app.dienste;
  const heute = heuteIn(uhr.jetzt());
  const { kuendigung, mail: bestaetigung } = await db.transaction().execute(async (trx) => {
    const gesperrt = await vertragSperren(trx, await eigenerVertrag(trx, sitzung, vertragId));
    const vorhanden = await kuendigungLesen(trx, sitzung.mandant, vertragId);
    if (vorhanden) {
      const k = kuendigungAusZeile(vorhanden);
      if (gleicherAntrag(k, antrag)) return { kuendigung: k, mail: KEINE_MAIL };
      throw konflikt(vertraegeTexte.bereitsGekuendigt);
    }
    if (!istKuendbar(vertragAusZeile(gesperrt, null).status)) throw konflikt(vertraegeTexte.nichtKuendbar);
    const jahr = Number(heute.slice(0, 4));
    const fruehestens = fruehestesKuendigungsdatum(heute, feiertageBerechnen([jahr, jahr + 1]));
    const datum = antrag.datum ?? fruehestens;
    if (datum < fruehestens) throw ungueltig(vertraegeTexte.datumZuFrueh(fruehestens), { datum: vertraegeTexte.datumZuFrueh(fruehestens) });
    const zeile = await kuendigungSpeichern(trx, { mandant: sitzung.mandant, vertragId, kundennummer: sitzung.kundennummer, ...antrag, datum, erstellt: uhr.jetzt() });
    if (!zeile) throw konflikt(vertraegeTexte.bereitsGekuendigt);
    const k = kuendigungAusZeile(zeile);
    await inOutbox(trx, { mandant: sitzung.mandant, art: 'kuendigung', kundennummer: sitzung.kundennummer, vertragId, payload: k });
    // The confirmation commits with the termination; a repetition above is not mailed twice.
    const b = { mandant: sitzung.mandant, kundennummer: sitzung.kundennummer, vertragId: gesperrt.id };
    const mail = await bestaetigungEinreihen(trx, app.dienste, b, (kunde) => eingangsbestaetigung(mandant, kunde, gesperrt, k), 'Eingangsbestätigung der Kündigung konnte nicht versendet werden');
    return { kuendigung: k, mail };
  });
  await bestaetigung.senden(log);
  return kuendigung;
}

import {
  fruehestesKuendigungsdatum,
  heuteIn,
  istKuendbar,
  vertragTexte,
  type Kuendigung,
  type KuendigungBodySchema,
  type Mandant,
} from '@ekp/contract';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Sitzung } from '../../plugins/sitzung.ts';
import { konflikt, ungueltig } from '../../shared/http-fehler.ts';
import { inOutbox } from '../../shared/outbox.ts';
import { eigenerVertrag, type VertragZeile } from '../../shared/vertrag-zugriff.ts';
import { feiertageBerechnen } from '../../shared/feiertage.ts';
import { kuendigungAusZeile, vertragAusZeile } from './abbilden.ts';
import { eingangsbestaetigung } from './mail.ts';
import { kuendigungLesen, kuendigungSpeichern, vertragSperren } from './repository.ts';

type Antrag = z.output<typeof KuendigungBodySchema>;

const gleicherAntrag = (k: Kuendigung, a: Antrag) => k.grund === a.grund && k.datum === a.datum && k.text === a.text;

/**
 * POST {v}/kuendigen (SPEC §5): reason, date not before the second working day after today
 * (Europe/Berlin, server clock), only an AKTIV contract. Stores the termination, the desired end of
 * supply and the outbox entry in one transaction. The same request again (double click, retry) gets
 * the same answer and stores nothing; a different one for a cancelled contract is a conflict.
 */
export async function kuendigen(app: FastifyInstance, mandant: Mandant, sitzung: Sitzung, vertragId: string, antrag: Antrag, log: FastifyBaseLogger): Promise<Kuendigung> {
  const { db, uhr } = app.dienste;
  const heute = heuteIn(uhr.jetzt());
  const { kuendigung, vertrag, neu } = await db.transaction().execute(async (trx) => {
    const gesperrt = await vertragSperren(trx, await eigenerVertrag(trx, sitzung, vertragId));
    const vorhanden = await kuendigungLesen(trx, sitzung.mandant, vertragId);
    if (vorhanden) {
      const k = kuendigungAusZeile(vorhanden);
      if (gleicherAntrag(k, antrag)) return { kuendigung: k, vertrag: gesperrt, neu: false };
      throw konflikt(vertragTexte.bereitsGekuendigt);
    }
    if (!istKuendbar(vertragAusZeile(gesperrt).status)) throw konflikt(vertragTexte.nichtKuendbar);
    const jahr = Number(heute.slice(0, 4));
    const fruehestens = fruehestesKuendigungsdatum(heute, feiertageBerechnen([jahr, jahr + 1]));
    if (antrag.datum < fruehestens) throw ungueltig(vertragTexte.datumZuFrueh(fruehestens), { datum: vertragTexte.datumZuFrueh(fruehestens) });
    const zeile = await kuendigungSpeichern(trx, { mandant: sitzung.mandant, vertragId, kundennummer: sitzung.kundennummer, ...antrag, erstellt: uhr.jetzt() });
    if (!zeile) throw konflikt(vertragTexte.bereitsGekuendigt);
    const k = kuendigungAusZeile(zeile);
    await inOutbox(trx, { mandant: sitzung.mandant, art: 'kuendigung', kundennummer: sitzung.kundennummer, vertragId, payload: k });
    return { kuendigung: k, vertrag: gesperrt, neu: true };
  });
  if (neu) await bestaetigen(app, mandant, sitzung, vertrag, kuendigung, log);
  return kuendigung;
}

/** The termination is stored whatever happens here: a mail problem is logged, not answered with 5xx. */
async function bestaetigen(app: FastifyInstance, mandant: Mandant, sitzung: Sitzung, vertrag: VertragZeile, k: Kuendigung, log: FastifyBaseLogger): Promise<void> {
  const kunde = await app.dienste.db
    .selectFrom('anschlussnutzer')
    .select(['email', 'anrede', 'titel', 'vorname', 'nachname', 'firma'])
    .where('mandant', '=', sitzung.mandant)
    .where('kundennummer', '=', sitzung.kundennummer)
    .executeTakeFirst();
  if (!kunde?.email) return;
  try {
    await app.dienste.mailer.senden(eingangsbestaetigung(mandant, { ...kunde, email: kunde.email }, vertrag, k));
  } catch (e) {
    log.error({ err: e, vertragId: vertrag.id }, 'Eingangsbestätigung der Kündigung konnte nicht versendet werden');
  }
}

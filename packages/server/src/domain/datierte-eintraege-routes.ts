import { randomUUID } from 'node:crypto';
import { heuteIn, tagDanach, type Endpoint, type Mandant } from '@ekp/contract';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../db/verbinden.ts';
import type { Sitzung } from '../kern/sitzung.ts';
import { route } from '../kern/route.ts';
import {
  eintraegeLesen,
  eintragBeenden,
  eintragLoeschen,
  eintragSpeichern,
  kundeSperren,
  neuenEintragEinordnen,
  type DatierteTabelle,
  type DatierteZeile,
  type EigeneSpalten,
  type Geltungsbereich,
} from './datierte-eintraege.ts';
import { aenderungBestaetigungEinreihen, aenderungsReferenz, type Aenderungsinhalt } from './bestaetigung.ts';
import { keinInhalt } from '../shared/kein-inhalt.ts';
import { inOutbox } from '../shared/outbox.ts';
import type { EingereihteMail } from '../shared/mail-ausgang.ts';
import { eigenerVertrag } from './vertrag-zugriff.ts';

type Kundenweit = Endpoint & { auth: true; response: z.ZodType };
type ProVertrag = Endpoint & { auth: true; params: z.ZodType<{ vertragId: string }>; response: z.ZodType };
type ProEintrag = Endpoint & { auth: true; params: z.ZodType<{ vertragId: string; id: string }>; response: null };

/** The SPEC §7 calls of one kind of dated entry: customer-wide and per contract. */
interface DatierteApi {
  alle: Kundenweit;
  aktuelle: Kundenweit;
  anlegen: Kundenweit;
  vertragAlle: ProVertrag;
  vertragAktuelle: ProVertrag;
  vertragAnlegen: ProVertrag;
  vertragLoeschen: ProEintrag;
  vertragBeenden: ProEintrag;
}

/** What a feature (billing address, bank account) supplies; everything else is the same for both. */
interface DatierteArt<T extends DatierteTabelle, A extends { gueltigVon: string; gueltigBis: string | null }, E extends { gueltigVon: string }> {
  tabelle: T;
  /** Prefix of the ids this portal gives new entries (imported ones keep the utility's). */
  idPraefix: string;
  api: DatierteApi;
  /** SPEC §4's 409 texts when an entry cannot be deleted or ended. */
  texte: { nichtGeloescht: string; nichtBeendet: string };
  /** Row to API shape. */
  abbilden(z: DatierteZeile<T>): A;
  /** The form's rules again plus the server's own (gueltigVon ≥ tomorrow by `heute`); throws a 400. */
  pruefen(body: unknown, heute: string): E;
  /** Runs before a new entry is checked and stored, e.g. the re-authentication of a bank account. */
  vorDemAnlegen?(k: { sitzung: Sitzung; body: unknown; request: FastifyRequest; reply: FastifyReply }): Promise<void>;
  /** The feature's own columns of a new entry (inside the transaction, e.g. for a unique mandate reference). */
  spalten(trx: Db, b: Geltungsbereich, eingabe: E): Promise<EigeneSpalten<T>>;
  /** What the confirmation mailed after each change says (a new entry, or the id deleted or ended). */
  bestaetigung(mandant: Mandant, aenderung: DatierteAenderung<A>): Aenderungsinhalt;
}

export type DatierteAenderung<A> = { art: 'angelegt'; eintrag: A } | { art: 'geloescht'; id: string } | { art: 'beendet'; id: string; gueltigBis: string };

/**
 * SPEC §4 validity over time for one kind of entry: lists, the current one (or 204), create (ending the
 * predecessor, replacing a not yet valid one with the same start), delete a future one, end a current one.
 * Every change goes to the outbox in the same transaction, under the customer's lock.
 */
export function datierteEintraegeRoutes<T extends DatierteTabelle, A extends { gueltigVon: string; gueltigBis: string | null }, E extends { gueltigVon: string }>(
  app: FastifyInstance,
  art: DatierteArt<T, A, E>,
): void {
  const { db, uhr } = app.dienste;
  const { api, tabelle } = art;
  const heute = () => heuteIn(uhr.jetzt());
  const bereich = (s: Sitzung, vertragId: string | null): Geltungsbereich => ({ mandant: s.mandant, kundennummer: s.kundennummer, vertragId });
  const outbox = (b: Geltungsbereich) => ({ mandant: b.mandant, kundennummer: b.kundennummer, vertragId: b.vertragId });

  async function lesen(b: Geltungsbereich, nurBereich: boolean): Promise<A[]> {
    return (await eintraegeLesen(db, tabelle, b.mandant, b.kundennummer, nurBereich ? b.vertragId : undefined)).map(art.abbilden);
  }

  async function aktuell(b: Geltungsbereich): Promise<A | undefined> {
    const tag = heute();
    return (await lesen(b, true)).find((e) => e.gueltigVon <= tag && (!e.gueltigBis || e.gueltigBis >= tag));
  }

  // One reference per change, in the outbox entry and the mail.
  const referenz = () => aenderungsReferenz(tabelle, uhr.jetzt());

  // Queued in the change's transaction, sent after its commit: a mail problem is logged, the change stays.
  const bestaetigen = (trx: Db, mandant: Mandant, b: Geltungsbereich, ref: string, aenderung: DatierteAenderung<A>) =>
    aenderungBestaetigungEinreihen(trx, app.dienste, mandant, b, ref, art.bestaetigung(mandant, aenderung));

  async function anlegen(b: Geltungsbereich, body: unknown, mandant: Mandant, log: FastifyBaseLogger): Promise<A> {
    const { neu, mail } = await anlegenSpeichern(b, body, referenz(), mandant);
    await mail.senden(log);
    return neu;
  }

  async function anlegenSpeichern(b: Geltungsbereich, body: unknown, ref: string, mandant: Mandant): Promise<{ neu: A; mail: EingereihteMail }> {
    const eingabe = art.pruefen(body, heute());
    return db.transaction().execute(async (trx) => {
      await kundeSperren(trx, b);
      const einordnung = await neuenEintragEinordnen(trx, tabelle, b, eingabe.gueltigVon);
      const spalten = await art.spalten(trx, b, eingabe);
      const zeile = await eintragSpeichern(trx, tabelle, b, { id: `${art.idPraefix}-${randomUUID()}`, gueltigVon: eingabe.gueltigVon, gueltigBis: einordnung.gueltigBis, spalten });
      const neu = art.abbilden(zeile);
      await inOutbox(trx, { ...outbox(b), art: tabelle, payload: { ...neu, referenz: ref } });
      for (const id of einordnung.beendet) await inOutbox(trx, { ...outbox(b), art: `${tabelle}_beendet`, payload: { id, gueltigBis: tagDanach(neu.gueltigVon, -1), grund: 'nachfolger' } });
      for (const id of einordnung.ersetzt) await inOutbox(trx, { ...outbox(b), art: `${tabelle}_geloescht`, payload: { id, grund: 'ersetzt' } });
      return { neu, mail: await bestaetigen(trx, mandant, b, ref, { art: 'angelegt', eintrag: neu }) };
    });
  }

  route(app, api.alle, async ({ sitzung }) => lesen(bereich(sitzung, null), false));
  route(app, api.aktuelle, async ({ sitzung, reply }) => (await aktuell(bereich(sitzung, null))) ?? keinInhalt(reply));
  route(app, api.anlegen, async ({ sitzung, body, mandant, request, reply }) => {
    await art.vorDemAnlegen?.({ sitzung, body, request, reply });
    return anlegen(bereich(sitzung, null), body, mandant, request.log);
  });

  route(app, api.vertragAlle, async ({ sitzung, params }) => {
    await eigenerVertrag(db, sitzung, params.vertragId);
    return lesen(bereich(sitzung, params.vertragId), true);
  });

  route(app, api.vertragAktuelle, async ({ sitzung, params, reply }) => {
    await eigenerVertrag(db, sitzung, params.vertragId);
    return (await aktuell(bereich(sitzung, params.vertragId))) ?? keinInhalt(reply);
  });

  route(app, api.vertragAnlegen, async ({ sitzung, params, body, mandant, request, reply }) => {
    await eigenerVertrag(db, sitzung, params.vertragId);
    await art.vorDemAnlegen?.({ sitzung, body, request, reply });
    return anlegen(bereich(sitzung, params.vertragId), body, mandant, request.log);
  });

  route(app, api.vertragLoeschen, async ({ sitzung, params, mandant, request }) => {
    await eigenerVertrag(db, sitzung, params.vertragId);
    const b = bereich(sitzung, params.vertragId);
    const ref = referenz();
    const mail = await db.transaction().execute(async (trx) => {
      await kundeSperren(trx, b);
      await eintragLoeschen(trx, tabelle, b, params.id, heute(), art.texte.nichtGeloescht);
      await inOutbox(trx, { ...outbox(b), art: `${tabelle}_geloescht`, payload: { id: params.id, referenz: ref } });
      return bestaetigen(trx, mandant, b, ref, { art: 'geloescht', id: params.id });
    });
    await mail.senden(request.log);
  });

  route(app, api.vertragBeenden, async ({ sitzung, params, mandant, request }) => {
    await eigenerVertrag(db, sitzung, params.vertragId);
    const b = bereich(sitzung, params.vertragId);
    const tag = heute();
    const ref = referenz();
    const mail = await db.transaction().execute(async (trx) => {
      await kundeSperren(trx, b);
      await eintragBeenden(trx, tabelle, b, params.id, tag, art.texte.nichtBeendet);
      await inOutbox(trx, { ...outbox(b), art: `${tabelle}_beendet`, payload: { id: params.id, gueltigBis: tag, referenz: ref } });
      return bestaetigen(trx, mandant, b, ref, { art: 'beendet', id: params.id, gueltigBis: tag });
    });
    await mail.senden(request.log);
  });
}

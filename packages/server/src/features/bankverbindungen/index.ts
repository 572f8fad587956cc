import { bankverbindungenApi, BankverbindungFormularSchema, gueltigVonAbMorgen, heuteIn, tagDanach, texte, type BankverbindungFormular } from '@ekp/contract';
import type { FastifyInstance } from 'fastify';
import type { Sitzung } from '../../plugins/sitzung.ts';
import { route } from '../../plugins/route.ts';
import { eintragBeenden, eintragLoeschen, kundeSperren, neuenEintragEinordnen, type Geltungsbereich } from '../../shared/datierte-eintraege.ts';
import { formularPruefen } from '../../shared/formular-pruefen.ts';
import { ungueltig } from '../../shared/http-fehler.ts';
import { keinInhalt } from '../../shared/kein-inhalt.ts';
import { inOutbox } from '../../shared/outbox.ts';
import { eigenerVertrag } from '../../shared/vertrag-zugriff.ts';
import { ibanPruefungRoute } from './pruefe-route.ts';
import { ibanPruefen } from './iban-pruefung.ts';
import { neueMandatsreferenz } from './mandatsreferenz.ts';
import { aktuelleBankverbindung, bankverbindungenLesen, bankverbindungSpeichern } from './repository.ts';

// SPEC §7 bank-account calls, customer-wide and per contract (§4 validity over time, delete or end).
export async function bankverbindungenRoutes(app: FastifyInstance): Promise<void> {
  const { db, uhr } = app.dienste;
  const heute = () => heuteIn(uhr.jetzt());
  const bereich = (s: Sitzung, vertragId: string | null): Geltungsbereich => ({ mandant: s.mandant, kundennummer: s.kundennummer, vertragId });

  async function anlegen(b: Geltungsbereich, body: BankverbindungFormular) {
    const eingabe = formularPruefen(BankverbindungFormularSchema.superRefine(gueltigVonAbMorgen(heute())), body);
    // The real check decides; BIC, bank name, BLZ and account number come from the bank data, not the client.
    const pruefung = ibanPruefen(eingabe.iban);
    if (!pruefung.valide || !pruefung.iban) throw ungueltig(pruefung.feedback.nachricht, { iban: pruefung.feedback.nachricht });
    const iban = pruefung.iban;
    return db.transaction().execute(async (trx) => {
      await kundeSperren(trx, b);
      const einordnung = await neuenEintragEinordnen(trx, 'bankverbindung', b, eingabe.gueltigVon);
      const neu = await bankverbindungSpeichern(trx, b, {
        kontoinhaber: eingabe.kontoinhaber,
        pruefung: { ...pruefung, iban },
        gueltigVon: eingabe.gueltigVon,
        gueltigBis: einordnung.gueltigBis,
        lastschrifteinzugErlaubt: eingabe.lastschrifteinzugErlaubt,
        mandatsreferenz: eingabe.lastschrifteinzugErlaubt ? await neueMandatsreferenz(trx, b.mandant, b.kundennummer) : null,
      });
      const outbox = { mandant: b.mandant, kundennummer: b.kundennummer, vertragId: b.vertragId };
      await inOutbox(trx, { ...outbox, art: 'bankverbindung', payload: neu });
      for (const id of einordnung.beendet) await inOutbox(trx, { ...outbox, art: 'bankverbindung_beendet', payload: { id, gueltigBis: tagDanach(neu.gueltigVon, -1), grund: 'nachfolger' } });
      for (const id of einordnung.ersetzt) await inOutbox(trx, { ...outbox, art: 'bankverbindung_geloescht', payload: { id, grund: 'ersetzt' } });
      return neu;
    });
  }

  ibanPruefungRoute(app);

  route(app, bankverbindungenApi.alle, async ({ sitzung }) => bankverbindungenLesen(db, sitzung.mandant, sitzung.kundennummer));

  route(app, bankverbindungenApi.aktuelle, async ({ sitzung, reply }) => {
    const aktuell = await aktuelleBankverbindung(db, bereich(sitzung, null), heute());
    return aktuell ?? keinInhalt(reply);
  });

  route(app, bankverbindungenApi.anlegen, async ({ sitzung, body }) => anlegen(bereich(sitzung, null), body));

  route(app, bankverbindungenApi.vertragAlle, async ({ sitzung, params }) => {
    await eigenerVertrag(db, sitzung, params.vertragId);
    return bankverbindungenLesen(db, sitzung.mandant, sitzung.kundennummer, { vertragId: params.vertragId });
  });

  route(app, bankverbindungenApi.vertragAktuelle, async ({ sitzung, params, reply }) => {
    await eigenerVertrag(db, sitzung, params.vertragId);
    return (await aktuelleBankverbindung(db, bereich(sitzung, params.vertragId), heute())) ?? keinInhalt(reply);
  });

  route(app, bankverbindungenApi.vertragAnlegen, async ({ sitzung, params, body }) => {
    await eigenerVertrag(db, sitzung, params.vertragId);
    return anlegen(bereich(sitzung, params.vertragId), body);
  });

  route(app, bankverbindungenApi.vertragLoeschen, async ({ sitzung, params }) => {
    await eigenerVertrag(db, sitzung, params.vertragId);
    const b = bereich(sitzung, params.vertragId);
    await db.transaction().execute(async (trx) => {
      await kundeSperren(trx, b);
      await eintragLoeschen(trx, 'bankverbindung', b, params.id, heute(), texte.listen.bankverbindungNichtGeloescht);
      await inOutbox(trx, { mandant: b.mandant, kundennummer: b.kundennummer, vertragId: b.vertragId, art: 'bankverbindung_geloescht', payload: { id: params.id } });
    });
  });

  route(app, bankverbindungenApi.vertragBeenden, async ({ sitzung, params }) => {
    await eigenerVertrag(db, sitzung, params.vertragId);
    const b = bereich(sitzung, params.vertragId);
    const tag = heute();
    await db.transaction().execute(async (trx) => {
      await kundeSperren(trx, b);
      await eintragBeenden(trx, 'bankverbindung', b, params.id, tag, texte.listen.bankverbindungNichtBeendet);
      await inOutbox(trx, { mandant: b.mandant, kundennummer: b.kundennummer, vertragId: b.vertragId, art: 'bankverbindung_beendet', payload: { id: params.id, gueltigBis: tag } });
    });
  });
}

import { adresseBereinigen, gueltigVonAbMorgen, heuteIn, RechnungsadresseFormularSchema, rechnungsadressenApi, tagDanach, texte, type RechnungsadresseEingabe } from '@ekp/contract';
import type { FastifyInstance } from 'fastify';
import type { Sitzung } from '../../plugins/sitzung.ts';
import { eintragBeenden, eintragLoeschen, kundeSperren, neuenEintragEinordnen, type Geltungsbereich } from '../../shared/datierte-eintraege.ts';
import { keinInhalt } from '../../shared/kein-inhalt.ts';
import { formularPruefen } from '../../shared/formular-pruefen.ts';
import { inOutbox } from '../../shared/outbox.ts';
import { route } from '../../plugins/route.ts';
import { eigenerVertrag } from '../../shared/vertrag-zugriff.ts';
import { adressenLesen, adresseSpeichern, aktuelleAdresse } from './repository.ts';

// SPEC §7 billing-address calls, customer-wide and per contract (§4 validity over time, delete or end).
export async function rechnungsadressenRoutes(app: FastifyInstance): Promise<void> {
  const { db, uhr } = app.dienste;
  const heute = () => heuteIn(uhr.jetzt());
  const bereich = (s: Sitzung, vertragId: string | null): Geltungsbereich => ({ mandant: s.mandant, kundennummer: s.kundennummer, vertragId });

  async function anlegen(b: Geltungsbereich, body: RechnungsadresseEingabe) {
    // The form's rules again, plus gueltigVon ≥ tomorrow by the server's clock; then the unused type's fields go.
    const eingabe = adresseBereinigen(formularPruefen(RechnungsadresseFormularSchema.superRefine(gueltigVonAbMorgen(heute())), body));
    return db.transaction().execute(async (trx) => {
      await kundeSperren(trx, b);
      const einordnung = await neuenEintragEinordnen(trx, 'rechnungsadresse', b, eingabe.gueltigVon);
      const neu = await adresseSpeichern(trx, b, eingabe, einordnung.gueltigBis);
      const outbox = { mandant: b.mandant, kundennummer: b.kundennummer, vertragId: b.vertragId };
      await inOutbox(trx, { ...outbox, art: 'rechnungsadresse', payload: neu });
      for (const id of einordnung.beendet) await inOutbox(trx, { ...outbox, art: 'rechnungsadresse_beendet', payload: { id, gueltigBis: tagDanach(neu.gueltigVon, -1), grund: 'nachfolger' } });
      for (const id of einordnung.ersetzt) await inOutbox(trx, { ...outbox, art: 'rechnungsadresse_geloescht', payload: { id, grund: 'ersetzt' } });
      return neu;
    });
  }

  route(app, rechnungsadressenApi.alle, async ({ sitzung }) => adressenLesen(db, sitzung.mandant, sitzung.kundennummer));

  route(app, rechnungsadressenApi.aktuelle, async ({ sitzung, reply }) => {
    const aktuell = await aktuelleAdresse(db, bereich(sitzung, null), heute());
    if (!aktuell) return keinInhalt(reply);
    return aktuell;
  });

  route(app, rechnungsadressenApi.anlegen, async ({ sitzung, body }) => anlegen(bereich(sitzung, null), body));

  route(app, rechnungsadressenApi.vertragAlle, async ({ sitzung, params }) => {
    await eigenerVertrag(db, sitzung, params.vertragId);
    return adressenLesen(db, sitzung.mandant, sitzung.kundennummer, { vertragId: params.vertragId });
  });

  route(app, rechnungsadressenApi.vertragAktuelle, async ({ sitzung, params, reply }) => {
    await eigenerVertrag(db, sitzung, params.vertragId);
    const aktuell = await aktuelleAdresse(db, bereich(sitzung, params.vertragId), heute());
    if (!aktuell) return keinInhalt(reply);
    return aktuell;
  });

  route(app, rechnungsadressenApi.vertragAnlegen, async ({ sitzung, params, body }) => {
    await eigenerVertrag(db, sitzung, params.vertragId);
    return anlegen(bereich(sitzung, params.vertragId), body);
  });

  route(app, rechnungsadressenApi.vertragLoeschen, async ({ sitzung, params }) => {
    await eigenerVertrag(db, sitzung, params.vertragId);
    const b = bereich(sitzung, params.vertragId);
    await db.transaction().execute(async (trx) => {
      await kundeSperren(trx, b);
      await eintragLoeschen(trx, 'rechnungsadresse', b, params.id, heute(), texte.listen.rechnungsadresseNichtGeloescht);
      await inOutbox(trx, { mandant: b.mandant, kundennummer: b.kundennummer, vertragId: b.vertragId, art: 'rechnungsadresse_geloescht', payload: { id: params.id } });
    });
  });

  route(app, rechnungsadressenApi.vertragBeenden, async ({ sitzung, params }) => {
    await eigenerVertrag(db, sitzung, params.vertragId);
    const b = bereich(sitzung, params.vertragId);
    const tag = heute();
    await db.transaction().execute(async (trx) => {
      await kundeSperren(trx, b);
      await eintragBeenden(trx, 'rechnungsadresse', b, params.id, tag, texte.listen.rechnungsadresseNichtBeendet);
      await inOutbox(trx, { mandant: b.mandant, kundennummer: b.kundennummer, vertragId: b.vertragId, art: 'rechnungsadresse_beendet', payload: { id: params.id, gueltigBis: tag } });
    });
  });
}

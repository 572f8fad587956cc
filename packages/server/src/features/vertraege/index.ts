import { aktuellerTarif, vertraegeApi, vertraegeTexte } from '@ekp/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../kern/route.ts';
import { nichtGefunden } from '../../kern/http-fehler.ts';
import { eigenerVertrag } from '../../domain/vertrag-zugriff.ts';
import { tarifAusZeile } from '../../domain/tarif-zeile.ts';
import { vertragAusZeile } from './abbilden.ts';
import { kuendigen } from './kuendigen.ts';
import { tarifeLesen } from './repository.ts';
import { leseDb } from '../../shared/lese-db.ts';
import { datenBisLesen } from '../../domain/intervall/daten-bis.ts';

// SPEC §7 per-contract calls of the contracts feature; every one goes through eigenerVertrag (404).
export async function vertraegeRoutes(app: FastifyInstance): Promise<void> {
  const { uhr } = app.dienste;

  // The reads may come from a read replica (shared/lese-db.ts); the customer's own changes pin them to the primary.
  route(app, vertraegeApi.lesen, async ({ sitzung, params }) => {
    const db = leseDb(app.dienste, sitzung);
    const vertrag = await eigenerVertrag(db, sitzung, params.vertragId);
    return vertragAusZeile(vertrag, (await datenBisLesen(db, vertrag.mandant, [vertrag.nr])).get(vertrag.nr) ?? null);
  });

  route(app, vertraegeApi.tarifhistorie, async ({ sitzung, params }) => {
    const db = leseDb(app.dienste, sitzung);
    const vertrag = await eigenerVertrag(db, sitzung, params.vertragId);
    return { historie: (await tarifeLesen(db, vertrag.mandant, vertrag.id)).map(tarifAusZeile) };
  });

  // The tariff valid now by SPEC §4's split; none is SPEC §8's "kein Tarif" text with 404.
  route(app, vertraegeApi.aktuellerTarif, async ({ sitzung, params }) => {
    const db = leseDb(app.dienste, sitzung);
    const vertrag = await eigenerVertrag(db, sitzung, params.vertragId);
    const tarif = aktuellerTarif((await tarifeLesen(db, vertrag.mandant, vertrag.id)).map(tarifAusZeile), uhr.jetzt());
    if (!tarif) throw nichtGefunden(vertraegeTexte.keinTarif);
    return tarif;
  });

  route(app, vertraegeApi.kuendigen, async ({ sitzung, params, body, mandant, request }) =>
    kuendigen(app, mandant, sitzung, params.vertragId, body, request.log),
  );
}

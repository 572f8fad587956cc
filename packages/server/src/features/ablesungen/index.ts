import { ablesungenApi, ablesungenTexte, heuteIn } from '@ekp/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../kern/route.ts';
import { HttpFehler } from '../../kern/http-fehler.ts';
import { eigenerVertrag } from '../../domain/vertrag-zugriff.ts';
import { ablesungAnlegenRoutes } from './anlegen.ts';
import { koerperImHintergrund } from './koerper-im-hintergrund.ts';
import { alsAblesung } from './ansicht.ts';
import { plausibilisierenRoutes } from './plausibilisieren.ts';
import { ablesungenLesen, zaehlerLesen } from './repository.ts';

/** SPEC §7: query dates come as a date or an ISO timestamp; readings are per day (Europe/Berlin). */
const alsTag = (d: string | undefined) => (d === undefined ? undefined : d.length === 10 ? d : heuteIn(new Date(d)));

// Routes of the ablesungen feature (SPEC §7 {v}/zaehler, {v}/ablesungen, {v}/ablesungen/plausibilisiere).
export async function ablesungenRoutes(app: FastifyInstance): Promise<void> {
  route(app, ablesungenApi.zaehler, async ({ params, sitzung }) => {
    const vertrag = await eigenerVertrag(app.dienste.db, sitzung, params.vertragId);
    const zaehler = await zaehlerLesen(app.dienste.db, sitzung.mandant, vertrag.id);
    if (!zaehler) throw new HttpFehler(404, ablesungenTexte.keinZaehler);
    return zaehler;
  });

  route(app, ablesungenApi.liste, async ({ params, query, sitzung }) => {
    const { db } = app.dienste;
    const vertrag = await eigenerVertrag(db, sitzung, params.vertragId);
    const von = alsTag(query.von);
    const bis = alsTag(query.bis);
    const zeilen = await ablesungenLesen(db, sitzung.mandant, vertrag.id, { ...(von ? { von } : {}), ...(bis ? { bis } : {}) });
    const kanaele = (await zaehlerLesen(db, sitzung.mandant, vertrag.id))?.kanaele ?? [];
    return zeilen.map((z) => alsAblesung(z, kanaele));
  });

  plausibilisierenRoutes(app);
  // A scope of its own: only the submit takes photo-sized bodies, read in a worker (koerper-im-hintergrund.ts).
  await app.register(async (scope) => {
    koerperImHintergrund(scope);
    ablesungAnlegenRoutes(scope);
  });
}

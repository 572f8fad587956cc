import { alsBeginn, alsEnde, datumVon, heuteIn, historieFenster, preiszeitreiheFenster, verbrauchApi } from '@ekp/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../kern/route.ts';
import { eigenerVertrag } from '../../domain/vertrag-zugriff.ts';
import { herkunftLesen } from './herkunft-repository.ts';
import { datenBisLesen } from '../../domain/intervall/daten-bis.ts';
import { allinHistorieLesen, allinPerioden } from '../../domain/sparen/allin-historie.ts';
import { historieLesen } from './historie-repository.ts';
import { preiseLesen, preisQuellenLesen } from './preise-repository.ts';
import { verbraeucheLesen } from './verbraeuche-repository.ts';
import { leseDb } from '../../shared/lese-db.ts';

// SPEC §7 GET /{v}/verbraeuche, GET /{v}/historie, GET /preiszeitreihe.
export async function verbrauchRoutes(app: FastifyInstance): Promise<void> {
  const { uhr } = app.dienste;

  // Reads only, of data the utility imports: a read replica may answer (shared/lese-db.ts).
  route(app, verbrauchApi.verbraeuche, async ({ params, query, sitzung }) => {
    const db = leseDb(app.dienste, sitzung);
    const vertrag = await eigenerVertrag(db, sitzung, params.vertragId);
    return verbraeucheLesen(db, vertrag.mandant, vertrag.id, {
      ...(query.von ? { von: datumVon(alsBeginn(query.von)) } : {}),
      ...(query.bis ? { bis: datumVon(new Date(alsEnde(query.bis).getTime() - 1)) } : {}),
    });
  });

  // Without von/bis the SPEC §9 window of the interval for today applies.
  route(app, verbrauchApi.historie, async ({ params, query, sitzung, mandant }) => {
    const db = leseDb(app.dienste, sitzung);
    const vertrag = await eigenerVertrag(db, sitzung, params.vertragId);
    const jetzt = uhr.jetzt();
    const fenster = historieFenster(query.interval, heuteIn(jetzt), jetzt);
    const von = alsBeginn(query.von ?? fenster.von);
    const bis = alsEnde(query.bis ?? fenster.bis);
    // With price components the kosten are all-in (docs/sparen.md), computed per quarter hour.
    const allin = await allinPerioden(db, mandant, vertrag);
    const data = allin
      ? await allinHistorieLesen(db, vertrag, allin, von, bis, query.interval)
      : await historieLesen(db, { mandant: vertrag.mandant, vertragNr: vertrag.nr, vertragId: vertrag.id, von, bis, intervall: query.interval });
    // Quality and feed-in per bucket where the metering operator sent the values (only then read).
    const herkunft = vertrag.messwerte_gesendet ? await herkunftLesen(db, vertrag.mandant, vertrag.nr, von, bis, query.interval) : new Map();
    const datenBis = (await datenBisLesen(db, vertrag.mandant, [vertrag.nr])).get(vertrag.nr);
    return {
      data: herkunft.size === 0 ? data : data.map((e) => ({ ...e, ...herkunft.get(new Date(e.von).getTime()) })),
      ...(datenBis ? { datenBis } : {}),
    };
  });

  // The tenant's series; without von/bis SPEC §7's window (yesterday and today, from 12:00 today and tomorrow).
  route(app, verbrauchApi.preiszeitreihe, async ({ query, sitzung }) => {
    const fenster = preiszeitreiheFenster(uhr.jetzt());
    const von = alsBeginn(query.von ?? fenster.vonZeitpunkt);
    const bis = alsEnde(query.bis ?? fenster.bisZeitpunkt);
    const lese = leseDb(app.dienste, sitzung);
    const quellen = await preisQuellenLesen(lese, sitzung.mandant, von, bis);
    return { preise: await preiseLesen(lese, sitzung.mandant, von, bis), ...(quellen.length ? { quellen } : {}) };
  });
}

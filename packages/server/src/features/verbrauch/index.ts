import { alsBeginn, alsEnde, datumVon, heuteIn, historieFenster, preiszeitreiheFenster, verbrauchApi } from '@ekp/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/route.ts';
import { eigenerVertrag } from '../../shared/vertrag-zugriff.ts';
import { allinHistorieLesen, allinPerioden } from '../../shared/sparen/allin-historie.ts';
import { historieLesen } from './historie-repository.ts';
import { preiseLesen } from './preise-repository.ts';
import { verbraeucheLesen } from './verbraeuche-repository.ts';

// SPEC §7 GET /{v}/verbraeuche, GET /{v}/historie, GET /preiszeitreihe.
export async function verbrauchRoutes(app: FastifyInstance): Promise<void> {
  const { db, uhr } = app.dienste;

  route(app, verbrauchApi.verbraeuche, async ({ params, query, sitzung }) => {
    const vertrag = await eigenerVertrag(db, sitzung, params.vertragId);
    return verbraeucheLesen(db, vertrag.mandant, vertrag.id, {
      ...(query.von ? { von: datumVon(alsBeginn(query.von)) } : {}),
      ...(query.bis ? { bis: datumVon(new Date(alsEnde(query.bis).getTime() - 1)) } : {}),
    });
  });

  // Without von/bis the SPEC §9 window of the interval for today applies.
  route(app, verbrauchApi.historie, async ({ params, query, sitzung, mandant }) => {
    const vertrag = await eigenerVertrag(db, sitzung, params.vertragId);
    const jetzt = uhr.jetzt();
    const fenster = historieFenster(query.interval, heuteIn(jetzt), jetzt);
    // Issue 30: with price components the kosten are all-in (docs/sparen.md), computed per quarter hour.
    const allin = await allinPerioden(db, mandant, vertrag);
    if (allin) {
      const von = alsBeginn(query.von ?? fenster.von);
      const bis = alsEnde(query.bis ?? fenster.bis);
      return { data: await allinHistorieLesen(db, vertrag, allin, von, bis, query.interval) };
    }
    const data = await historieLesen(db, {
      mandant: vertrag.mandant,
      vertragNr: vertrag.nr,
      vertragId: vertrag.id,
      von: alsBeginn(query.von ?? fenster.von),
      bis: alsEnde(query.bis ?? fenster.bis),
      intervall: query.interval,
    });
    return { data };
  });

  // The tenant's series; without von/bis SPEC §7's window (yesterday and today, from 12:00 today and tomorrow).
  route(app, verbrauchApi.preiszeitreihe, async ({ query, sitzung }) => {
    const fenster = preiszeitreiheFenster(uhr.jetzt());
    const von = alsBeginn(query.von ?? fenster.vonZeitpunkt);
    const bis = alsEnde(query.bis ?? fenster.bisZeitpunkt);
    return { preise: await preiseLesen(db, sitzung.mandant, von, bis) };
  });
}

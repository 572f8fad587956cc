import { ablesekampagneApi, heuteIn } from '@ekp/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../kern/route.ts';
import { offeneAblesungen } from './offen.ts';

// The signed-in side of the campaign: the home page shows each contract whose reading is still open.
export function aufgabenRoutes(app: FastifyInstance): void {
  const { db, uhr } = app.dienste;
  route(app, ablesekampagneApi.aufgaben, async ({ sitzung }) => {
    const offen = await offeneAblesungen(db, sitzung.mandant, heuteIn(uhr.jetzt()), sitzung.kundennummer);
    return offen.map((o) => ({ vertragId: o.vertragId, stichtag: o.stichtag, frist: o.frist }));
  });
}

import { freigabeDrittApi } from '@ekp/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../kern/route.ts';
import { drittZugriffPruefen, vertragFreigegeben, zugriffProtokollieren, type DrittZugriff } from './dritt-zugriff.ts';
import { zeitreihenLesen } from './intervalle-lesen.ts';

/** The third party's API under /api/v1/freigabe: only granted data of granted contracts. */
export async function freigabeDrittRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.dienste;

  /** The customer's contract, checked against the grant and the customer (another's is 404). */
  async function vertrag(z: DrittZugriff, vertragId: string) {
    vertragFreigegeben(z, vertragId);
    const v = await db
      .selectFrom('vertrag as v')
      .leftJoin('zaehler as z', (j) => j.onRef('z.mandant', '=', 'v.mandant').onRef('z.vertrag_id', '=', 'v.id'))
      .select(['v.id', 'v.versorgungsart', 'v.strasse', 'v.hausnummer', 'v.plz', 'v.ort', 'v.lieferbeginn', 'v.lieferende', 'z.nummer'])
      .where('v.mandant', '=', z.mandant)
      .where('v.kundennummer', '=', z.kundennummer)
      .where('v.id', '=', vertragId)
      .executeTakeFirst();
    if (!v) vertragFreigegeben({ ...z, vertraege: [] }, vertragId);
    return v!;
  }

  route(app, freigabeDrittApi.vertraege, async ({ request, reply }) => {
    const z = await drittZugriffPruefen(app, request, reply, freigabeDrittApi.vertraege);
    const liste = [];
    for (const id of z.vertraege) {
      const v = await vertrag(z, id).catch(() => null);
      if (v) liste.push({ id: v.id, versorgungsart: v.versorgungsart, lieferadresse: { strasse: v.strasse, hausnummer: v.hausnummer, plz: v.plz, ort: v.ort }, zaehlernummer: v.nummer, lieferbeginn: v.lieferbeginn, lieferende: v.lieferende });
    }
    await zugriffProtokollieren(app, z, 'Verträge', liste.length);
    return liste;
  });

  route(app, freigabeDrittApi.lastgang, async ({ request, reply, params, query }) => {
    const z = await drittZugriffPruefen(app, request, reply, freigabeDrittApi.lastgang, params.vertragId);
    await vertrag(z, params.vertragId);
    const reihen = await zeitreihenLesen(db, z.mandant, params.vertragId, query.von, query.bis);
    await zugriffProtokollieren(app, z, `Viertelstundenwerte ${params.vertragId} (${query.von} bis ${query.bis})`, reihen.reduce((n, r) => n + r.werte.length, 0));
    return reihen;
  });

  route(app, freigabeDrittApi.verbraeuche, async ({ request, reply, params }) => {
    const z = await drittZugriffPruefen(app, request, reply, freigabeDrittApi.verbraeuche, params.vertragId);
    await vertrag(z, params.vertragId);
    const zeilen = await db.selectFrom('verbrauch').select(['von', 'bis', 'summe']).where('mandant', '=', z.mandant).where('vertrag_id', '=', params.vertragId).where('prognose', '=', false).orderBy('von').execute();
    await zugriffProtokollieren(app, z, `Verbrauchszeiträume ${params.vertragId}`, zeilen.length);
    return zeilen.map((r) => ({ von: r.von, bis: r.bis, verbrauch: r.summe, einheit: 'kWh' as const }));
  });

  route(app, freigabeDrittApi.ablesungen, async ({ request, reply, params }) => {
    const z = await drittZugriffPruefen(app, request, reply, freigabeDrittApi.ablesungen, params.vertragId);
    await vertrag(z, params.vertragId);
    const zeilen = await db
      .selectFrom('ablesung')
      .select(['ablesedatum', 'zaehlernummer', 'ablesewerte', 'ermittlungsart'])
      .where('mandant', '=', z.mandant)
      .where('vertrag_id', '=', params.vertragId)
      .orderBy('ablesedatum', 'desc')
      .execute();
    await zugriffProtokollieren(app, z, `Zählerstände ${params.vertragId}`, zeilen.length);
    return zeilen;
  });
}

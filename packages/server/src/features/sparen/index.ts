import {
  alsBeginn,
  alsEnde,
  dauerMinuten,
  guenstigstesFensterBerechnen,
  preiszeitreiheFenster,
  sparenApi,
  sparenTexte,
  tagDanach,
  tagesbeginn,
  heuteIn,
  VIERTELSTUNDE_MS,
  zeitpunktIso,
} from '@ekp/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../kern/route.ts';
import { HttpFehler } from '../../kern/http-fehler.ts';
import { prognoseLesen } from '../../domain/sparen/prognose-gemerkt.ts';
import { eigenerVertrag } from '../../domain/vertrag-zugriff.ts';
import { allinReihe, dynamischerTarif } from './preisreihe.ts';
import { tarifvergleichBerechnen } from './vergleich.ts';

const stundenText = (minuten: number) => (minuten % 60 === 0 ? `${minuten / 60} ${minuten === 60 ? 'Stunde' : 'Stunden'}` : `${minuten} Minuten`);

// All-in prices, cheapest window, tariff comparison and forecast, per contract.
export async function sparenRoutes(app: FastifyInstance): Promise<void> {
  const { db, uhr } = app.dienste;

  route(app, sparenApi.allinPreise, async ({ params, query, sitzung, mandant }) => {
    const vertrag = await eigenerVertrag(db, sitzung, params.vertragId);
    const jetzt = uhr.jetzt();
    const d = await dynamischerTarif(db, mandant, vertrag, jetzt);
    const fenster = preiszeitreiheFenster(jetzt);
    const reihe = await allinReihe(db, d, alsBeginn(query.von ?? fenster.vonZeitpunkt), alsEnde(query.bis ?? fenster.bisZeitpunkt));
    return {
      mitBestandteilen: d.bestandteile !== null,
      preise: reihe.map((p) => ({ von: zeitpunktIso(new Date(p.von)), bis: zeitpunktIso(new Date(p.bis)), preis: p.preis, bestandteile: p.bestandteile })),
    };
  });

  // Known prices: from the current quarter hour to the end of tomorrow (after the day-ahead auction).
  route(app, sparenApi.guenstigstesFenster, async ({ params, query, sitzung, mandant }) => {
    const vertrag = await eigenerVertrag(db, sitzung, params.vertragId);
    const jetzt = uhr.jetzt();
    const minuten = dauerMinuten(query.dauer)!;
    const d = await dynamischerTarif(db, mandant, vertrag, jetzt);
    const ab = new Date(Math.floor(jetzt.getTime() / VIERTELSTUNDE_MS) * VIERTELSTUNDE_MS);
    const ende = tagesbeginn(tagDanach(heuteIn(jetzt), 2));
    const bis = query.bis ? new Date(Math.min(Date.parse(query.bis), ende.getTime())) : ende;
    const reihe = bis > ab ? await allinReihe(db, d, ab, bis) : [];
    const f = guenstigstesFensterBerechnen(reihe, minuten / 15, jetzt.getTime(), bis.getTime());
    if (!f) throw new HttpFehler(422, reihe.length === 0 ? sparenTexte.keinePreise : sparenTexte.preiseReichenNicht(stundenText(minuten)));
    return { von: zeitpunktIso(new Date(f.von)), bis: zeitpunktIso(new Date(f.bis)), durchschnittspreis: f.durchschnittspreis, ersparnisGegenueberJetzt: f.ersparnisGegenueberJetzt };
  });

  route(app, sparenApi.tarifvergleich, async ({ params, query, sitzung, mandant }) => {
    const vertrag = await eigenerVertrag(db, sitzung, params.vertragId);
    // The products are electricity products and a gas meter's readings are m³: nothing to compare.
    if (vertrag.versorgungsart !== 'Strom') throw new HttpFehler(422, sparenTexte.nurStrom);
    return tarifvergleichBerechnen(db, mandant, vertrag, uhr.jetzt(), query.von && query.bis ? { von: query.von, bis: query.bis } : null);
  });

  route(app, sparenApi.prognose, async ({ params, sitzung }) => {
    const vertrag = await eigenerVertrag(db, sitzung, params.vertragId);
    const p = await prognoseLesen(db, vertrag, uhr.jetzt());
    if (!p) throw new HttpFehler(422, sparenTexte.keinePrognose);
    return p;
  });
}

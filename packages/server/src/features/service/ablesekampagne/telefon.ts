import { ablesungenTexte, datumDeutsch, heuteIn, kampagnenTexte as t, plausibilisieren, serviceApi, texte, type Kanal } from '@ekp/contract';
import type { FastifyInstance } from 'fastify';
import { HttpFehler } from '../../../kern/http-fehler.ts';
import { meldungPruefen } from '../../../domain/ablesemeldung/pruefen.ts';
import { meldungSpeichern } from '../../../domain/ablesemeldung/speichern.ts';
import { vergleichswerte } from '../../../domain/ablesemeldung/vergleichswerte.ts';
import { protokollieren } from '../protokoll.ts';
import { serviceRoute } from '../sitzung.ts';
import { kampagneOder404 } from './stand.ts';

/**
 * A reading the customer gives on the phone: the same rules and plausibility as with the letter's code
 * (staff confirm an unusual value with the customer, "trotzdem"), stored as the campaign's reading with the
 * origin "Telefonisch (Kundenservice)" and the staff member's name, and written to the audit log. A later
 * call replaces it as the next version; the earlier ones stay.
 */
export function telefonRoute(app: FastifyInstance): void {
  const { db, uhr } = app.dienste;
  serviceRoute(app, serviceApi.ablesekampagneTelefon, async ({ ma, params, body, request }) => {
    const jetzt = uhr.jetzt();
    const heute = heuteIn(jetzt);
    const k = await kampagneOder404(db, ma.mandant, params.kampagneId);
    const v = await db
      .selectFrom('ablesecode as c')
      .innerJoin('vertrag as v', (j) => j.onRef('v.mandant', '=', 'c.mandant').onRef('v.id', '=', 'c.vertrag_id'))
      .innerJoin('zaehler as z', (j) => j.onRef('z.mandant', '=', 'c.mandant').onRef('z.vertrag_id', '=', 'c.vertrag_id').onRef('z.nummer', '=', 'c.zaehlernummer'))
      .select(['c.vertrag_id', 'c.kundennummer', 'c.zaehlernummer', 'z.kanaele', 'v.lieferbeginn', 'v.lieferende', 'v.storniert'])
      .where('c.mandant', '=', ma.mandant)
      .where('c.kampagne_id', '=', k.id)
      .where('c.vertrag_id', '=', params.vertragId)
      .executeTakeFirst();
    if (!v) throw new HttpFehler(404, t.nichtInKampagne);
    if (v.storniert || !v.lieferbeginn) throw new HttpFehler(400, ablesungenTexte.keineBelieferung);
    const kanaele = v.kanaele as Kanal[];
    const felder = meldungPruefen({ kanaele, stichtag: k.stichtag, lieferbeginn: v.lieferbeginn, lieferende: v.lieferende }, body, heute);
    const meldungen = Object.values(felder);
    if (meldungen.length) throw new HttpFehler(400, meldungen.length === 1 ? meldungen[0]! : texte.allgemein.ungueltigeEingabe, felder);
    const { fruehere, verbraeuche } = await vergleichswerte(db, ma.mandant, v.vertrag_id, v.zaehlernummer, body.ablesedatum);
    const plausibilitaet = plausibilisieren({ kanaele, ablesedatum: body.ablesedatum, werte: body.ablesewerte, fruehere, verbraeuche });
    if (!plausibilitaet.plausibel && !body.trotzdem) {
      const unplausibel = Object.fromEntries(plausibilitaet.kanaele.filter((c) => !c.plausibel).map((c) => [`ablesewerte.${c.obiskennzahl}`, c.grund ?? ablesungenTexte.unplausibel]));
      throw new HttpFehler(422, `${ablesungenTexte.unplausibel} ${ablesungenTexte.trotzdemMoeglich}`, unplausibel);
    }
    const eingangsnummer = await meldungSpeichern(db, {
      mandant: ma.mandant, kampagneId: k.id, stichtag: k.stichtag, codeId: null, vertragId: v.vertrag_id, kundennummer: v.kundennummer, zaehlernummer: v.zaehlernummer,
      ablesedatum: body.ablesedatum, ablesewerte: body.ablesewerte, plausibel: plausibilitaet.plausibel, plausibilitaet: plausibilitaet.kanaele, kanal: 'TELEFON', mitarbeiter: ma.kennung, jetzt,
    });
    await protokollieren(db, request, {
      kennung: ma.kennung,
      aktion: 'ablesekampagne_telefon',
      kundennummer: v.kundennummer,
      details: `Stichtag ${datumDeutsch(k.stichtag)}, Vertrag ${v.vertrag_id}, Eingangsnummer ${eingangsnummer}${plausibilitaet.plausibel ? '' : ', ungewöhnlicher Wert bestätigt'}`,
    });
    return { eingangsnummer };
  });
}

import {
  abschlagGueltigAb,
  abschlagJetzt,
  abschlagsBereich,
  abschlagsEmpfehlung,
  abschlagTexte,
  preiseDerNaechstenZwoelfMonate,
  faelligkeitAb,
  heuteIn,
  umsatzsteuerSatz,
  type Abschlag,
  type AbschlagKonfig,
} from '@ekp/contract';
import type { Selectable } from 'kysely';
import type { AbschlagTabelle } from '../../db/tabellen.ts';
import type { Db } from '../../db/verbinden.ts';
import { nichtGefunden } from '../../kern/http-fehler.ts';
import { tarifAusZeile } from '../../shared/tarif-zeile.ts';
import { prognoseLesen } from '../../shared/sparen/prognose-gemerkt.ts';
import { abschlagLesen, aenderungenLesen, letzterAbrechnungszeitraum, tarifeLesen } from './repository.ts';

/** The stored instalment, or SPEC-style 404 with the text when the contract has none. */
export async function abschlagZeile(db: Db, mandant: string, vertragId: string, sperren = false): Promise<Selectable<AbschlagTabelle>> {
  const zeile = await abschlagLesen(db, mandant, vertragId, sperren);
  if (!zeile) throw nichtGefunden(abschlagTexte.keinAbschlag);
  return zeile;
}

/**
 * The whole state the screen shows: recommendation (§41b(3) EnWG) from the forecast (or the last billed
 * period) and the tariffs of the next 12 months, gross, the tenant's range around it (around the current amount when there is no
 * recommendation), the due date a change made now takes effect at, and the recent changes.
 */
export async function abschlagZustand(db: Db, zeile: Selectable<AbschlagTabelle>, konfig: AbschlagKonfig, jetzt: Date): Promise<Abschlag> {
  const { mandant, vertrag_id: vertragId } = zeile;
  const rhythmus = zeile.rhythmus;
  const heute = heuteIn(jetzt);
  const [zeitraum, tarife, aenderungen, vertrag] = await Promise.all([
    letzterAbrechnungszeitraum(db, mandant, vertragId),
    tarifeLesen(db, mandant, vertragId),
    aenderungenLesen(db, mandant, vertragId),
    db.selectFrom('vertrag').selectAll().where('mandant', '=', mandant).where('id', '=', vertragId).executeTakeFirst(),
  ]);
  // The tariffs of the next 12 months weighted by days, plus VAT for net prices.
  const tarif = vertrag ? preiseDerNaechstenZwoelfMonate(tarife.map(tarifAusZeile), heute, vertrag.kunden_art, vertrag.versorgungsart) : null;
  // The recommendation rests on the forecast's p50 (the same figure /prognose shows), so the
  // two never contradict each other; without a forecast on the last billed period as before.
  const prognose = vertrag ? await prognoseLesen(db, vertrag, jetzt) : null;
  const grundlage = prognose ? { von: prognose.grundlage.seit, bis: prognose.abrechnungsstichtag, summe: prognose.verbrauchKwh.p50 } : zeitraum;
  const berechnung = grundlage && tarif ? { ...abschlagsEmpfehlung(grundlage, tarif, rhythmus), ...(prognose ? { prognose: true } : {}) } : null;
  const { min, max } = abschlagsBereich(berechnung?.empfehlung ?? zeile.betrag, konfig);
  const naechsteFaelligkeit = faelligkeitAb(zeile.naechste_faelligkeit, rhythmus, heute);
  const historie = aenderungen.map((a) => ({ betragAlt: a.betrag_alt, betragNeu: a.betrag_neu, gueltigAb: a.gueltig_ab, eingegangen: a.erstellt.toISOString() }));
  return {
    ...abschlagJetzt(zeile.betrag, naechsteFaelligkeit, historie),
    rhythmus,
    naechsteFaelligkeit,
    empfehlung: berechnung?.empfehlung ?? null,
    min,
    max,
    gueltigAb: abschlagGueltigAb(zeile.naechste_faelligkeit, rhythmus, heute, konfig.vorlaufTage),
    berechnung,
    umsatzsteuerSatz: tarif?.umsatzsteuer ?? umsatzsteuerSatz(heute, vertrag?.versorgungsart),
    historie,
  };
}

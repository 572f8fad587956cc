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
  type Prognose,
} from '@ekp/contract';
import type { Selectable } from 'kysely';
import type { AbschlagAenderungTabelle, AbschlagTabelle, TarifTabelle } from '../../db/tabellen.ts';
import type { Db } from '../../db/verbinden.ts';
import { nichtGefunden } from '../../kern/http-fehler.ts';
import { tarifAusZeile } from '../../domain/tarif-zeile.ts';
import { prognoseLesen } from '../../domain/sparen/prognose-gemerkt.ts';
import type { VertragZeile } from '../../domain/vertrag-zugriff.ts';
import { abschlagLesen, aenderungenLesen, letzterAbrechnungszeitraum, tarifeLesen } from './repository.ts';

/** The stored instalment, or SPEC-style 404 with the text when the contract has none. */
export async function abschlagZeile(db: Db, mandant: string, vertragId: string, sperren = false): Promise<Selectable<AbschlagTabelle>> {
  const zeile = await abschlagLesen(db, mandant, vertragId, sperren);
  if (!zeile) throw nichtGefunden(abschlagTexte.keinAbschlag);
  return zeile;
}

/**
 * The Abschlag page's state for a contract the customer owns: the instalment row, the billed period, the
 * tariffs, the changes and the forecast read at once (one round trip after the ownership check, not four).
 * 404 with the text when the contract has no instalment.
 */
export async function abschlagZustandLesen(db: Db, vertrag: VertragZeile, konfig: AbschlagKonfig, jetzt: Date): Promise<Abschlag> {
  const [zeile, zeitraum, tarife, aenderungen, prognose] = await Promise.all([
    abschlagLesen(db, vertrag.mandant, vertrag.id),
    letzterAbrechnungszeitraum(db, vertrag.mandant, vertrag.id),
    tarifeLesen(db, vertrag.mandant, vertrag.id),
    aenderungenLesen(db, vertrag.mandant, vertrag.id),
    prognoseLesen(db, vertrag, jetzt),
  ]);
  if (!zeile) throw nichtGefunden(abschlagTexte.keinAbschlag);
  return zustandAus(zeile, { zeitraum, tarife, aenderungen, vertrag, prognose }, konfig, jetzt);
}

/**
 * The whole state the screen shows: recommendation (§41b(3) EnWG) from the forecast (or the last billed
 * period) and the tariffs of the next 12 months, gross, the tenant's range around it (around the current amount when there is no
 * recommendation), the due date a change made now takes effect at, and the recent changes.
 */
export async function abschlagZustand(db: Db, zeile: Selectable<AbschlagTabelle>, konfig: AbschlagKonfig, jetzt: Date): Promise<Abschlag> {
  const { mandant, vertrag_id: vertragId } = zeile;
  const [zeitraum, tarife, aenderungen, vertrag] = await Promise.all([
    letzterAbrechnungszeitraum(db, mandant, vertragId),
    tarifeLesen(db, mandant, vertragId),
    aenderungenLesen(db, mandant, vertragId),
    db.selectFrom('vertrag').selectAll().where('mandant', '=', mandant).where('id', '=', vertragId).executeTakeFirst(),
  ]);
  const prognose = vertrag ? await prognoseLesen(db, vertrag, jetzt) : null;
  return zustandAus(zeile, { zeitraum, tarife, aenderungen, vertrag, prognose }, konfig, jetzt);
}

interface Daten {
  zeitraum: Awaited<ReturnType<typeof letzterAbrechnungszeitraum>>;
  tarife: Array<Selectable<TarifTabelle>>;
  aenderungen: Array<Selectable<AbschlagAenderungTabelle>>;
  vertrag: VertragZeile | undefined;
  prognose: Prognose | null;
}

function zustandAus(zeile: Selectable<AbschlagTabelle>, { zeitraum, tarife, aenderungen, vertrag, prognose }: Daten, konfig: AbschlagKonfig, jetzt: Date): Abschlag {
  const rhythmus = zeile.rhythmus;
  const heute = heuteIn(jetzt);
  // The tariffs of the next 12 months weighted by days, plus VAT for net prices.
  const tarif = vertrag ? preiseDerNaechstenZwoelfMonate(tarife.map(tarifAusZeile), heute, vertrag.kunden_art, vertrag.versorgungsart) : null;
  // The recommendation rests on the forecast's p50 (the same figure /prognose shows), so the
  // two never contradict each other; without a forecast on the last billed period as before.
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

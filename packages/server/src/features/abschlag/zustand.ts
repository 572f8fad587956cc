import {
  abschlagGueltigAb,
  abschlagsBereich,
  abschlagsEmpfehlung,
  abschlagTexte,
  aktuellerTarif,
  faelligkeitAb,
  heuteIn,
  type Abschlag,
  type AbschlagKonfig,
  type Tarif,
} from '@ekp/contract';
import type { Selectable } from 'kysely';
import type { AbschlagTabelle, TarifTabelle } from '../../db/tabellen.ts';
import type { Db } from '../../db/verbinden.ts';
import { nichtGefunden } from '../../shared/http-fehler.ts';
import { abschlagLesen, aenderungenLesen, letzterAbrechnungszeitraum, tarifeLesen } from './repository.ts';

const alsTarif = (z: Selectable<TarifTabelle>): Tarif => ({
  name: z.name,
  tariftyp: z.tariftyp as Tarif['tariftyp'],
  preisgarantietyp: z.preisgarantietyp,
  grundpreis: z.grundpreis,
  arbeitspreis: z.arbeitspreis,
  arbeitspreisNT: z.arbeitspreis_nt,
  anteilNt: z.anteil_nt,
  istDynamisch: z.ist_dynamisch,
  durchschnittlicherArbeitspreisVormonat: z.durchschnittlicher_arbeitspreis_vormonat,
  durchschnittlicherArbeitspreisGesamt: z.durchschnittlicher_arbeitspreis_gesamt,
  gueltigVon: z.gueltig_von,
  gueltigBis: z.gueltig_bis,
});

/** The stored instalment, or SPEC-style 404 with the text when the contract has none. */
export async function abschlagZeile(db: Db, mandant: string, vertragId: string, sperren = false): Promise<Selectable<AbschlagTabelle>> {
  const zeile = await abschlagLesen(db, mandant, vertragId, sperren);
  if (!zeile) throw nichtGefunden(abschlagTexte.keinAbschlag);
  return zeile;
}

/**
 * The whole state the screen shows: recommendation (§41b(3) EnWG) from the last billed period and the
 * tariff valid now, the tenant's range around it (around the current amount when there is no
 * recommendation), the due date a change made now takes effect at, and the recent changes.
 */
export async function abschlagZustand(db: Db, zeile: Selectable<AbschlagTabelle>, konfig: AbschlagKonfig, jetzt: Date): Promise<Abschlag> {
  const { mandant, vertrag_id: vertragId } = zeile;
  const rhythmus = zeile.rhythmus;
  const heute = heuteIn(jetzt);
  const [zeitraum, tarife, aenderungen] = await Promise.all([letzterAbrechnungszeitraum(db, mandant, vertragId), tarifeLesen(db, mandant, vertragId), aenderungenLesen(db, mandant, vertragId)]);
  const tarif = aktuellerTarif(tarife.map(alsTarif), jetzt);
  const berechnung = zeitraum && tarif ? abschlagsEmpfehlung(zeitraum, tarif, rhythmus) : null;
  const { min, max } = abschlagsBereich(berechnung?.empfehlung ?? zeile.betrag, konfig);
  return {
    betrag: zeile.betrag,
    rhythmus,
    naechsteFaelligkeit: faelligkeitAb(zeile.naechste_faelligkeit, rhythmus, heute),
    empfehlung: berechnung?.empfehlung ?? null,
    min,
    max,
    gueltigAb: abschlagGueltigAb(zeile.naechste_faelligkeit, rhythmus, heute, konfig.vorlaufTage),
    berechnung,
    historie: aenderungen.map((a) => ({ betragAlt: a.betrag_alt, betragNeu: a.betrag_neu, gueltigAb: a.gueltig_ab, eingegangen: a.erstellt.toISOString() })),
  };
}

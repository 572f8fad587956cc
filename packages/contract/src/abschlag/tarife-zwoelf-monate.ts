import { addMonths } from 'date-fns/addMonths';
import { lightFormat } from 'date-fns/lightFormat';
import { parseISO } from 'date-fns/parseISO';
import type { KUNDENARTEN } from '../anschlussnutzer/schemas.ts';
import { tagDanach, type IsoDatum } from '../common/datum.ts';
import { preisangabe } from '../vertraege/format.ts';
import type { Tarif } from '../vertraege/schemas.ts';
import { aufCent, preisAnzeigen } from '../geld/cent.ts';
import { umsatzsteuerSatz, type Sparte } from '../geld/umsatzsteuer.ts';
import type { Preisgrundlage, Tarifabschnitt } from './regeln.ts';


const gilt = (t: Tarif, tag: IsoDatum) => (!t.gueltigVon || t.gueltigVon <= tag) && (!t.gueltigBis || t.gueltigBis >= tag);


/**
 * The prices of the next 12 months (today up to the day before the same date next year):
 * each day takes the tariff valid on it (the one that started last); a day without one keeps the tariff
 * before it (or, at the start, the first one after it), as the customer keeps being supplied. The
 * prices are the mean weighted by days, rounded to what the calculation shows. VAT applies when the
 * tariff valid today is priced net (SPEC §9's rule: gross for ALLES_INKLUSIVE_BRUTTO and a household's
 * dynamic tariff) — for every kind of customer, since the bill adds it to every one.
 */
export function preiseDerNaechstenZwoelfMonate(
  tarife: readonly Tarif[],
  heute: IsoDatum,
  kundenArt: (typeof KUNDENARTEN)[number],
  sparte: Sparte | string = 'Strom',
): Preisgrundlage | null {
  const ende = lightFormat(addMonths(parseISO(heute), 12), 'yyyy-MM-dd');
  const tage: (Tarif | undefined)[] = [];
  const daten: IsoDatum[] = [];
  for (let tag = heute; tag < ende; tag = tagDanach(tag)) {
    const gueltig = tarife.filter((t) => gilt(t, tag)).sort((a, b) => (b.gueltigVon ?? '').localeCompare(a.gueltigVon ?? ''))[0];
    tage.push(gueltig ?? tage.at(-1));
    daten.push(tag);
  }
  const erster = tage.find(Boolean);
  if (!erster) return null;
  const abschnitte: Tarifabschnitt[] = [];
  let vorher: Tarif | undefined;
  tage.forEach((t = erster, i) => {
    if (t === vorher) {
      const letzter = abschnitte.at(-1)!;
      letzter.bis = daten[i]!;
      letzter.tage++;
    } else abschnitte.push({ name: t.name, von: daten[i]!, bis: daten[i]!, tage: 1, grundpreis: t.grundpreis, arbeitspreis: t.arbeitspreis, arbeitspreisNT: t.arbeitspreisNT });
    vorher = t;
  });
  const gesamt = tage.length;
  const mittel = (wert: (a: Tarifabschnitt) => number) => abschnitte.reduce((summe, a) => summe + wert(a) * a.tage, 0) / gesamt;
  const htnt = abschnitte.every((a) => a.arbeitspreisNT !== null) && erster.anteilNt !== null;
  return {
    grundpreis: aufCent(mittel((a) => a.grundpreis)),
    arbeitspreis: preisAnzeigen(mittel((a) => a.arbeitspreis)),
    arbeitspreisNT: htnt ? preisAnzeigen(mittel((a) => a.arbeitspreisNT!)) : null,
    anteilNt: htnt ? erster.anteilNt : null,
    umsatzsteuer: preisangabe(erster, kundenArt) === 'netto' ? umsatzsteuerSatz(heute, sparte) : null,
    abschnitte,
    dynamisch: erster.istDynamisch
      ? { name: erster.name, durchschnittVormonat: erster.durchschnittlicherArbeitspreisVormonat ?? null, durchschnittGesamt: erster.durchschnittlicherArbeitspreisGesamt ?? null }
      : null,
  };
}

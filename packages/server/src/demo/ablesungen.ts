import { tagDanach, type ImportDatei } from '@ekp/contract';
import { differenceInCalendarDays } from 'date-fns/differenceInCalendarDays';
import { parseISO } from 'date-fns/parseISO';
import { zufall } from './zufall.ts';

type Vertrag = NonNullable<NonNullable<ImportDatei['anschlussnutzer']>[number]['vertraege']>[number];
type Zaehler = NonNullable<Vertrag['zaehler']>;
type Ablesung = NonNullable<Vertrag['ablesungen']>[number];

const jahrSpaeter = (datum: string, jahre = 1) => `${Number(datum.slice(0, 4)) + jahre}${datum.slice(4)}`.replace('-02-29', '-02-28');

/**
 * Yearly amount per channel in the meter's unit, close to the demo's consumption periods (demo/kunden.ts:
 * 3200 kWh single tariff, 4500 kWh split 70/30 into HT/NT, 14000 kWh gas ≈ 1330 m³ at 10.5 kWh/m³).
 */
function jahresmenge(obiskennzahl: string): number {
  if (obiskennzahl.startsWith('7-')) return 1330;
  if (obiskennzahl.endsWith('1.8.1')) return 3150;
  if (obiskennzahl.endsWith('1.8.2')) return 1350;
  return 3200;
}

/** Share of a day in the yearly amount: gas peaks in January, electricity only a little. */
function tagesanteil(obiskennzahl: string, datum: string): number {
  const tagImJahr = differenceInCalendarDays(parseISO(datum), parseISO(`${datum.slice(0, 4)}-01-15`));
  const saison = obiskennzahl.startsWith('7-') ? 0.8 : 0.15;
  return (1 + saison * Math.cos((2 * Math.PI * tagImJahr) / 365)) / 365;
}

type Termin = Omit<Ablesung, 'ablesewerte' | 'zaehlernummer'>;

/** Who read when: the supply start, yearly readings (utility, self-reading on request, estimate), the customer in between. */
function termine(r: () => number, lieferbeginn: string, heute: string): Termin[] {
  const liste: Termin[] = [{ ablesedatum: lieferbeginn, ablesegrund: 'Lieferbeginn', erfassungshinweis: 'Ablesung durch den Messstellenbetreiber', ermittlungsart: 'NETZBETREIBER', ableseart: 'NETZBETREIBER' }];
  for (let jahr = 1; jahrSpaeter(lieferbeginn, jahr) < heute; jahr++) {
    const datum = tagDanach(jahrSpaeter(lieferbeginn, jahr), Math.floor(r() * 9) - 4);
    const art = jahr % 3;
    if (datum < heute) {
      liste.push(
        art === 1
          ? { ablesedatum: datum, ablesegrund: 'Turnusablesung', erfassungshinweis: 'Ablesung durch den Messstellenbetreiber', ermittlungsart: 'NETZBETREIBER', ableseart: 'NETZBETREIBER' }
          : art === 2
            ? { ablesedatum: datum, ablesegrund: 'Turnusablesung', erfassungshinweis: 'Zähler nicht zugänglich, Wert rechnerisch ermittelt', ermittlungsart: 'ERSATZWERT', ableseart: 'ERSATZWERT' }
            : { ablesedatum: datum, ablesegrund: 'Turnusablesung', erfassungshinweis: 'Selbstablesung auf Anforderung des Netzbetreibers', ermittlungsart: 'NETZBETREIBER', ableseart: 'KUNDE' },
      );
    }
    // Every second year the customer reads in between, through the portal.
    const zwischen = tagDanach(jahrSpaeter(lieferbeginn, jahr - 1), 170 + Math.floor(r() * 30));
    if (jahr % 2 === 0 && zwischen < heute) liste.push({ ablesedatum: zwischen, ablesegrund: 'Zwischenablesung', erfassungshinweis: 'Über das Kundenportal erfasst', ermittlungsart: 'KUNDE', ableseart: 'KUNDE' });
  }
  const zuletzt = tagDanach(heute, -(20 + Math.floor(r() * 20)));
  if (liste.every((t) => Math.abs(differenceInCalendarDays(parseISO(t.ablesedatum), parseISO(zuletzt))) > 14) && zuletzt > lieferbeginn) {
    liste.push({ ablesedatum: zuletzt, ablesegrund: 'Zwischenablesung', erfassungshinweis: null, ermittlungsart: 'KUNDE', ableseart: 'KUNDE' });
  }
  return liste.sort((a, b) => a.ablesedatum.localeCompare(b.ablesedatum));
}

/**
 * Readings over the years from the utility (NETZBETREIBER), estimates (ERSATZWERT) and the customer
 * (KUNDE), deterministic from the seed. Each channel runs on day by day with a little noise, so values
 * only rise and every reading is plausible against the one before; values are cut (not rounded) to the
 * channel's decimals, as a meter display shows them.
 */
export function demoAblesungen(seed: number, zaehler: Zaehler, lieferbeginn: string, heute: string): Ablesung[] {
  const r = zufall(seed);
  const liste = termine(r, lieferbeginn, heute);
  const stand = new Map(zaehler.kanaele.map((k) => [k.obiskennzahl, (0.02 + 0.2 * r()) * 10 ** k.vorkommastellen]));
  const ergebnis: Ablesung[] = [];
  let tag = lieferbeginn;
  for (const termin of liste) {
    for (; tag < termin.ablesedatum; tag = tagDanach(tag)) {
      for (const k of zaehler.kanaele) stand.set(k.obiskennzahl, stand.get(k.obiskennzahl)! + jahresmenge(k.obiskennzahl) * tagesanteil(k.obiskennzahl, tag) * (0.8 + 0.4 * r()));
    }
    const ablesewerte = Object.fromEntries(zaehler.kanaele.map((k) => [k.obiskennzahl, Math.floor(stand.get(k.obiskennzahl)! * 10 ** k.nachkommastellen) / 10 ** k.nachkommastellen]));
    ergebnis.push({ ...termin, zaehlernummer: zaehler.nummer, ablesewerte });
  }
  return ergebnis;
}

/** Consumption periods between readings: the generator in demo/verbraeuche.ts. */
export { demoVerbraeuche } from './verbraeuche.ts';

import { differenceInCalendarDays } from 'date-fns/differenceInCalendarDays';
import { parseISO } from 'date-fns/parseISO';
import { datumDeutsch } from '../common/datum.ts';
import { gewichteteTage } from './saison.ts';
import type { Kanal, KanalPlausibilitaet, Plausibilitaet } from './schemas.ts';
import { ablesewertDeutsch } from './wert.ts';

export interface FruehereAblesung {
  ablesedatum: string;
  /** Value per OBIS code. */
  werte: Record<string, number>;
}

export interface Verbrauchsperiode {
  von: string;
  bis: string;
  summe: number;
  prognose: boolean;
  proKanal: Array<{ obiskennzahl: string; verbrauch: number }>;
}

export interface PlausibilitaetEingabe {
  kanaele: Kanal[];
  ablesedatum: string;
  werte: Record<string, number>;
  /** Earlier readings of the same meter, any order; readings on or after ablesedatum are ignored. */
  fruehere: FruehereAblesung[];
  verbraeuche: Verbrauchsperiode[];
}

/*
 * Tolerance (ours to choose: SPEC sets none). The expected consumption E = daily consumption × days,
 * with days weighted by season (saison.ts), is still an estimate: winters differ, people travel. The check
 * is meant to catch slips a customer really makes — a missing or extra digit (factor 10), swapped HT/NT
 * values, the wrong meter — not to second-guess a cold month. So the band is
 * E ± max(50 % of E, 30 days of average consumption, 10 units): 50 % keeps a factor-10 slip far outside
 * even over a year; the 30-day floor keeps short intervals (a week since the last reading) from flagging
 * ordinary day-to-day variation, where a percentage of a tiny E means nothing; the 10 units cover meters
 * with almost no consumption. The result is a warning only: the customer may still submit.
 */
export const TOLERANZ_ANTEIL = 0.5;
export const TOLERANZ_MINDEST_TAGE = 30;
export const TOLERANZ_MINDEST_MENGE = 10;
/** Without a consumption estimate a rollover is believed only from the top tenth of the range to the bottom tenth. */
const UEBERLAUF_ZEHNTEL = 0.1;

function tage(von: string, bis: string): number {
  return differenceInCalendarDays(parseISO(bis), parseISO(von));
}

function kanalVerbrauch(p: Verbrauchsperiode, kanal: Kanal, einKanal: boolean): number | undefined {
  return p.proKanal.find((k) => k.obiskennzahl === kanal.obiskennzahl)?.verbrauch ?? (einKanal ? p.summe : undefined);
}

/**
 * Consumption periods are energy in kWh (SPEC §9); a gas meter (OBIS medium 7) counts m³, which become kWh
 * only with the calorific value of the billing period. So gas channels learn their pace from the readings.
 */
function zaehltKwh(kanal: Kanal): boolean {
  return !kanal.obiskennzahl.startsWith('7-');
}

/**
 * Consumption per (season-weighted, see saison.ts) day of one channel: from the latest forecast period,
 * else from the last year of periods, else from the readings.
 */
export function tagesverbrauch(kanal: Kanal, e: Pick<PlausibilitaetEingabe, 'kanaele' | 'verbraeuche' | 'fruehere'>): number | undefined {
  const obis = kanal.obiskennzahl;
  const einKanal = e.kanaele.length === 1;
  const neueste = zaehltKwh(kanal) ? [...e.verbraeuche].sort((a, b) => b.bis.localeCompare(a.bis)) : [];
  const prognose = neueste.find((p) => p.prognose && tage(p.von, p.bis) > 0 && kanalVerbrauch(p, kanal, einKanal) !== undefined);
  if (prognose) return kanalVerbrauch(prognose, kanal, einKanal)! / gewichteteTage(obis, prognose.von, prognose.bis);
  let menge = 0;
  let tageSumme = 0;
  let gewichtet = 0;
  for (const p of neueste.filter((x) => !x.prognose)) {
    const v = kanalVerbrauch(p, kanal, einKanal);
    if (v === undefined || tage(p.von, p.bis) <= 0) continue;
    menge += v;
    tageSumme += tage(p.von, p.bis);
    gewichtet += gewichteteTage(obis, p.von, p.bis);
    if (tageSumme >= 365) break;
  }
  if (gewichtet > 0) return menge / gewichtet;
  const ablesungen = e.fruehere.filter((a) => typeof a.werte[obis] === 'number').sort((a, b) => b.ablesedatum.localeCompare(a.ablesedatum));
  // Readings about a year apart are the surest pace; with less history, the oldest one.
  const [letzte, ...aeltere] = ablesungen;
  const vergleich = aeltere.find((a) => tage(a.ablesedatum, letzte!.ablesedatum) >= 300) ?? aeltere.at(-1);
  if (!letzte || !vergleich || tage(vergleich.ablesedatum, letzte.ablesedatum) <= 0) return undefined;
  let differenz = letzte.werte[obis]! - vergleich.werte[obis]!;
  if (differenz < 0) differenz += 10 ** kanal.vorkommastellen;
  return differenz / gewichteteTage(obis, vergleich.ablesedatum, letzte.ablesedatum);
}

function runden(wert: number, stellen: number, richtung: 'ab' | 'auf'): number {
  const f = 10 ** stellen;
  return (richtung === 'ab' ? Math.floor(wert * f + 1e-9) : Math.ceil(wert * f - 1e-9)) / f;
}

function kanalPruefen(kanal: Kanal, wert: number, e: PlausibilitaetEingabe): KanalPlausibilitaet {
  const obiskennzahl = kanal.obiskennzahl;
  const vorige = e.fruehere
    .filter((a) => a.ablesedatum < e.ablesedatum && typeof a.werte[obiskennzahl] === 'number')
    .sort((a, b) => b.ablesedatum.localeCompare(a.ablesedatum))[0];
  if (!vorige) return { obiskennzahl, plausibel: true };
  const vorher = vorige.werte[obiskennzahl]!;
  const umfang = 10 ** kanal.vorkommastellen;
  const proTag = tagesverbrauch(kanal, { ...e, fruehere: e.fruehere.filter((a) => a.ablesedatum < e.ablesedatum) });
  const zuNiedrig = `Der Wert ist kleiner als die letzte Ablesung vom ${datumDeutsch(vorige.ablesedatum)} (${ablesewertDeutsch(vorher, kanal.nachkommastellen)}).`;

  if (proTag === undefined) {
    if (wert >= vorher) return { obiskennzahl, plausibel: true };
    const ueberlauf = vorher >= umfang * (1 - UEBERLAUF_ZEHNTEL) && wert < umfang * UEBERLAUF_ZEHNTEL;
    return ueberlauf ? { obiskennzahl, plausibel: true, ueberlauf } : { obiskennzahl, plausibel: false, grund: zuNiedrig };
  }

  const erwartet = proTag * gewichteteTage(obiskennzahl, vorige.ablesedatum, e.ablesedatum);
  const spanne = Math.max(erwartet * TOLERANZ_ANTEIL, proTag * TOLERANZ_MINDEST_TAGE, TOLERANZ_MINDEST_MENGE);
  const von = Math.max(vorher, vorher + erwartet - spanne);
  const bis = vorher + erwartet + spanne;
  const bereich = {
    erwartetVon: runden(von % umfang, kanal.nachkommastellen, 'ab'),
    erwartetBis: runden(bis % umfang, kanal.nachkommastellen, 'auf'),
  };
  // A lower value is read as a rollover when the meter could have passed 10^vorkommastellen.
  const ueberlauf = wert < vorher;
  const fortlaufend = ueberlauf ? wert + umfang : wert;
  if (fortlaufend >= von && fortlaufend <= bis) return { obiskennzahl, plausibel: true, ...bereich, ...(ueberlauf ? { ueberlauf } : {}) };
  const grund = ueberlauf
    ? zuNiedrig
    : fortlaufend > bis
      ? 'Der Wert ist deutlich höher als nach Ihrem bisherigen Verbrauch zu erwarten.'
      : 'Der Wert ist deutlich niedriger als nach Ihrem bisherigen Verbrauch zu erwarten.';
  return { obiskennzahl, plausibel: false, grund, ...bereich };
}

/** The plausibility verdict of a draft reading, per channel. */
export function plausibilisieren(e: PlausibilitaetEingabe): Plausibilitaet {
  const kanaele = e.kanaele
    .filter((k) => typeof e.werte[k.obiskennzahl] === 'number')
    .map((k) => kanalPruefen(k, e.werte[k.obiskennzahl]!, e));
  return { plausibel: kanaele.every((k) => k.plausibel), kanaele };
}

import { addMonths, lightFormat, parseISO } from 'date-fns';
import { tagDanach, type IsoDatum } from '../common/datum.ts';
import type { AbschlagRhythmus } from '../import/schema.ts';
import { aufJahrHochgerechnet } from '../verbrauch/verbrauch-jahr.ts';

/** Months between two payments. */
export const RHYTHMUS_MONATE: Record<AbschlagRhythmus, number> = { MONATLICH: 1, ZWEIMONATLICH: 2, VIERTELJAEHRLICH: 3 };

export const zahlungenProJahr = (rhythmus: AbschlagRhythmus): number => 12 / RHYTHMUS_MONATE[rhythmus];

/**
 * The first due date on or after `ab` in the series anker, anker + 1 rhythm, anker + 2 rhythms, …
 * Each date is counted from the anchor, so the 31st stays the 31st after a short month.
 */
export function faelligkeitAb(anker: IsoDatum, rhythmus: AbschlagRhythmus, ab: IsoDatum): IsoDatum {
  const start = parseISO(anker);
  for (let k = 0; ; k++) {
    const datum = lightFormat(addMonths(start, k * RHYTHMUS_MONATE[rhythmus]), 'yyyy-MM-dd');
    if (datum >= ab) return datum;
  }
}

/** Issue 13: a change takes effect at the next due date that is at least vorlaufTage after today. */
export function abschlagGueltigAb(anker: IsoDatum, rhythmus: AbschlagRhythmus, heute: IsoDatum, vorlaufTage: number): IsoDatum {
  return faelligkeitAb(anker, rhythmus, tagDanach(heute, vorlaufTage));
}

export interface Abrechnungszeitraum {
  von: IsoDatum;
  bis: IsoDatum;
  summe: number;
}

export interface Preisgrundlage {
  grundpreis: number;
  arbeitspreis: number;
  arbeitspreisNT: number | null;
  anteilNt: number | null;
  /** Issue 31 item 3: the VAT rate the bill adds to these prices (0.19), absent or null when they are gross. */
  umsatzsteuer?: number | null;
  /** Issue 31 item 3: the tariffs of the next 12 months the prices are the time-weighted mean of. */
  abschnitte?: Tarifabschnitt[];
}

/** One tariff's days within the next 12 months, with its own prices (as stored: net or gross). */
export interface Tarifabschnitt {
  name: string;
  von: IsoDatum;
  /** Last day (inclusive). */
  bis: IsoDatum;
  tage: number;
  grundpreis: number;
  arbeitspreis: number;
  arbeitspreisNT: number | null;
}

export interface AbschlagBerechnung {
  von: IsoDatum;
  bis: IsoDatum;
  verbrauch: number;
  /** kWh extrapolated to 365 days (SPEC §9). */
  jahresverbrauch: number;
  grundpreis: number;
  arbeitspreis: number;
  arbeitspreisNT: number | null;
  /** Share of the low-tariff (NT) consumption in percent, for HT/NT tariffs. */
  anteilNt: number | null;
  arbeitskosten: number;
  grundkosten: number;
  /** What the customer will be billed for the next 12 months: gross, VAT included. */
  jahreskosten: number;
  zahlungen: number;
  empfehlung: number;
  /** Issue 30: true when verbrauch is the forecast's p50 for the current billing period (von → bis). */
  prognose?: boolean;
  /** Issue 31 item 3: for net prices, the sum before VAT, the rate (0.19) and the VAT amount. */
  umsatzsteuer?: { netto: number; satz: number; betrag: number } | null;
  /** Issue 31 item 3: when more than one tariff applies in the next 12 months, each one's days and prices. */
  tarife?: Tarifabschnitt[];
}

const cent = (euro: number) => Math.round(euro * 100);

/**
 * §41b(3) EnWG recommendation: expected cost of the next twelve months divided by the number of
 * payments, rounded up to whole euros. Expected cost = the consumption extrapolated to 365 days × energy
 * price (for HT/NT tariffs the NT share at the NT price) + 12 × grundpreis, plus VAT when the prices are
 * net (issue 31 item 3: the recommendation is what the customer will be debited). Every amount is rounded
 * to the cent before it is added, so the steps shown add up (docs/import-format.md has a worked example).
 */
export function abschlagsEmpfehlung(zeitraum: Abrechnungszeitraum, preis: Preisgrundlage, rhythmus: AbschlagRhythmus): AbschlagBerechnung {
  const jahresverbrauch = Math.round(aufJahrHochgerechnet(zeitraum.summe, zeitraum.von, zeitraum.bis));
  const htnt = preis.arbeitspreisNT !== null && preis.anteilNt !== null;
  const anteil = htnt ? preis.anteilNt! / 100 : 0;
  const arbeitskostenCent = cent(jahresverbrauch * (preis.arbeitspreis * (1 - anteil) + (htnt ? preis.arbeitspreisNT! * anteil : 0)));
  const grundkostenCent = cent(12 * preis.grundpreis);
  const zahlungen = zahlungenProJahr(rhythmus);
  const nettoCent = arbeitskostenCent + grundkostenCent;
  const satz = preis.umsatzsteuer ?? null;
  const umsatzsteuerCent = satz ? Math.round(nettoCent * satz) : 0;
  const jahreskostenCent = nettoCent + umsatzsteuerCent;
  const abschnitte = preis.abschnitte ?? [];
  return {
    von: zeitraum.von,
    bis: zeitraum.bis,
    verbrauch: zeitraum.summe,
    jahresverbrauch,
    grundpreis: preis.grundpreis,
    arbeitspreis: preis.arbeitspreis,
    arbeitspreisNT: htnt ? preis.arbeitspreisNT : null,
    anteilNt: htnt ? preis.anteilNt : null,
    arbeitskosten: arbeitskostenCent / 100,
    grundkosten: grundkostenCent / 100,
    jahreskosten: jahreskostenCent / 100,
    zahlungen,
    empfehlung: Math.ceil(jahreskostenCent / (zahlungen * 100)),
    ...(satz ? { umsatzsteuer: { netto: nettoCent / 100, satz, betrag: umsatzsteuerCent / 100 } } : {}),
    ...(abschnitte.length > 1 ? { tarife: abschnitte } : {}),
  };
}

export interface AbschlagGrenzen {
  minProzentDerEmpfehlung: number;
  maxProzentDerEmpfehlung: number;
}

/** The tenant's allowed range in whole euros, inside the percentages of the basis (recommendation or current amount). */
export function abschlagsBereich(basis: number, grenzen: AbschlagGrenzen): { min: number; max: number } {
  const min = Math.ceil((basis * grenzen.minProzentDerEmpfehlung) / 100 - 1e-9);
  const max = Math.floor((basis * grenzen.maxProzentDerEmpfehlung) / 100 + 1e-9);
  return { min: Math.max(1, min), max: Math.max(1, min, max) };
}

export interface GeplanterAbschlag {
  betrag: number;
  ab: IsoDatum;
}

/**
 * Issue 31 "money as it will be debited": the amount debited at the next due date, and the agreed one with
 * the date it starts, while a change waits for its first due date. `agreed` is the stored amount (changed at
 * once), `aenderungen` the change history, newest first. A change counts as waiting while it takes effect
 * after the next due date; an amount the billing system imported since (it no longer matches the newest
 * change) stands alone.
 */
export function abschlagJetzt(
  vereinbart: number,
  naechsteFaelligkeit: IsoDatum,
  aenderungen: ReadonlyArray<{ betragAlt: number; betragNeu: number; gueltigAb: IsoDatum }>,
): { betrag: number; geplant: GeplanterAbschlag | null } {
  const wartend = aenderungen.filter((a) => a.gueltigAb > naechsteFaelligkeit);
  const neueste = wartend[0];
  if (!neueste || aenderungen[0] !== neueste || neueste.betragNeu !== vereinbart) return { betrag: vereinbart, geplant: null };
  const jetzt = wartend[wartend.length - 1]!.betragAlt;
  return jetzt === vereinbart ? { betrag: vereinbart, geplant: null } : { betrag: jetzt, geplant: { betrag: vereinbart, ab: neueste.gueltigAb } };
}

import { addMonths } from 'date-fns/addMonths';
import { lightFormat } from 'date-fns/lightFormat';
import { parseISO } from 'date-fns/parseISO';
import { tagDanach, type IsoDatum } from '../common/datum.ts';
import type { AbschlagRhythmus } from '../import/schema.ts';
import { abschlagAufrunden, inEuro } from '../geld/cent.ts';
import { jahreskosten } from '../geld/jahreskosten.ts';
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

/** A change takes effect at the next due date that is at least vorlaufTage after today. */
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
  /** The VAT rate the bill adds to these prices (0.19), absent or null when they are gross. */
  umsatzsteuer?: number | null;
  /** The tariffs of the next 12 months the prices are the time-weighted mean of. */
  abschnitte?: Tarifabschnitt[];
  /** Set when the tariff valid today is dynamic: which price stands for it and the averages to compare. */
  dynamisch?: DynamischeGrundlage | null;
}

/**
 * A dynamic tariff's price for the recommendation: the arbeitspreis the supplier states for it (all in:
 * exchange price, aufschlag, grid fee, levies, electricity tax), beside the averages the customer actually
 * paid (previous month, since the start), so the page can say which figure it uses and why it differs.
 */
export interface DynamischeGrundlage {
  name: string;
  durchschnittVormonat: number | null;
  durchschnittGesamt: number | null;
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
  /** True when verbrauch is the forecast's p50 for the current billing period (von → bis). */
  prognose?: boolean;
  /** For net prices, the sum before VAT, the rate (0.19) and the VAT amount. */
  umsatzsteuer?: { netto: number; satz: number; betrag: number } | null;
  /** When more than one tariff applies in the next 12 months, each one's days and prices. */
  tarife?: Tarifabschnitt[];
  dynamisch?: DynamischeGrundlage;
}

/** The consumption a recommendation prices: the period's kWh extrapolated to 365 days, whole kWh (SPEC §9). */
export const jahresverbrauchKwh = (zeitraum: Abrechnungszeitraum): number => Math.round(aufJahrHochgerechnet(zeitraum.summe, zeitraum.von, zeitraum.bis));

/**
 * §41b(3) EnWG recommendation: expected cost of the next twelve months divided by the number of
 * payments, rounded up to whole euros. The cost is the money module's `jahreskosten` (working and basic
 * price to the cent, VAT once on the net sum), the same function the forecast's `kosten` uses, so both
 * screens show the same cent for the same kWh (docs/sparen.md has worked examples).
 */
export function abschlagsEmpfehlung(zeitraum: Abrechnungszeitraum, preis: Preisgrundlage, rhythmus: AbschlagRhythmus): AbschlagBerechnung {
  const jahresverbrauch = jahresverbrauchKwh(zeitraum);
  const htnt = preis.arbeitspreisNT !== null && preis.anteilNt !== null;
  const kosten = jahreskosten(jahresverbrauch, preis);
  const zahlungen = zahlungenProJahr(rhythmus);
  const satz = preis.umsatzsteuer ?? null;
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
    arbeitskosten: inEuro(kosten.arbeitskosten),
    grundkosten: inEuro(kosten.grundkosten),
    jahreskosten: inEuro(kosten.brutto),
    zahlungen,
    empfehlung: abschlagAufrunden(kosten.brutto, zahlungen),
    ...(satz ? { umsatzsteuer: { netto: inEuro(kosten.netto), satz, betrag: inEuro(kosten.umsatzsteuer) } } : {}),
    ...(abschnitte.length > 1 ? { tarife: abschnitte } : {}),
    ...(preis.dynamisch ? { dynamisch: preis.dynamisch } : {}),
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
 * The amount debited at the next due date, and the agreed one with
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

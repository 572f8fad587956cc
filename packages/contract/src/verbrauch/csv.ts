import { datumDeutsch, type IsoDatum } from '../common/datum.ts';
import type { HistorieIntervall, Tageszeitraum } from './fenster.ts';
import type { HistorieEintrag, Preis } from './schemas.ts';
import { verbrauchTexte } from './texte.ts';
import { datumVon, uhrzeit } from './zeit.ts';

// SPEC §9 CSV: separator semicolon, decimal comma. A byte-order mark makes Excel read UTF-8 (umlauts),
// lines end in CRLF as RFC 4180 and Excel expect.
const BOM = '\uFEFF';
const ZEILENENDE = '\r\n';
// The price column holds EUR per kWh, so its header says so (SPEC's "Preis in EUR"; docs/ui.md).
export const CSV_KOPF_VERBRAUCH = 'von;Verbrauch in kWh;Preis in EUR/kWh;Kosten in EUR';
export const CSV_KOPF_PREISE = 'von;Preis';

const formate = new Map<number, Intl.NumberFormat>();
/** Decimal comma, no grouping (a thousands dot would make the column text for some importers). */
export function csvZahl(wert: number | null, stellen: number): string {
  if (wert === null) return '';
  let f = formate.get(stellen);
  if (!f) {
    f = new Intl.NumberFormat('de-DE', { minimumFractionDigits: stellen, maximumFractionDigits: stellen, useGrouping: false, signDisplay: 'negative' });
    formate.set(stellen, f);
  }
  return f.format(wert);
}

const zeitpunktDeutsch = (z: string) => `${datumDeutsch(datumVon(z))} ${uhrzeit(z)}`;

function csv(kopf: string, zeilen: string[][]): string {
  return BOM + [kopf, ...zeilen.map((z) => z.join(';'))].map((z) => z + ZEILENENDE).join('');
}

/**
 * Consumption history: kWh with 3 decimals, price in EUR/kWh with 4, cost in EUR with 2. Where
 * values came from the metering operator, a column `Qualität` (the bucket's weakest) follows, and where the
 * contract has feed-in a column `Einspeisung in kWh`; without such data the file keeps SPEC §9's columns.
 */
export function historieCsv(intervall: HistorieIntervall, eintraege: HistorieEintrag[]): string {
  const von = (e: HistorieEintrag) => (intervall === 'hourly' ? zeitpunktDeutsch(e.von) : datumDeutsch(datumVon(e.von)));
  const mitQualitaet = eintraege.some((e) => e.qualitaet !== undefined);
  const mitEinspeisung = eintraege.some((e) => e.einspeisung !== undefined);
  const kopf = [CSV_KOPF_VERBRAUCH, ...(mitQualitaet ? ['Qualität'] : []), ...(mitEinspeisung ? ['Einspeisung in kWh'] : [])].join(';');
  return csv(
    kopf,
    eintraege.map((e) => [
      von(e),
      csvZahl(e.verbrauch, 3),
      csvZahl(e.arbeitspreis, 4),
      csvZahl(e.kosten, 2),
      ...(mitQualitaet ? [e.qualitaet ? verbrauchTexte.qualitaet[e.qualitaet] : ''] : []),
      ...(mitEinspeisung ? [csvZahl(e.einspeisung ?? null, 3)] : []),
    ]),
  );
}

/** Price series: start of each interval with time, price in EUR/kWh with 5 decimals (EUR/MWh to the cent). */
export function preiszeitreiheCsv(preise: Preis[]): string {
  return csv(CSV_KOPF_PREISE, preise.map((p) => [zeitpunktDeutsch(p.von), csvZahl(p.preis, 5)]));
}

/**
 * SPEC §9 file names with German dates of the first and last day: Monatsdaten_dynamischer_Tarif__(from)_(to)
 * for the daily view, Jahresdaten_… for the monthly one. SPEC names the hourly one only as "{hash}…"; ours
 * follows the same pattern: Stundendaten_dynamischer_Tarif__(from)_(to).
 */
export function historieDateiname(intervall: HistorieIntervall, zeitraum: Tageszeitraum): string {
  const art = { hourly: 'Stundendaten', daily: 'Monatsdaten', monthly: 'Jahresdaten' }[intervall];
  return `${art}_dynamischer_Tarif__${datumDeutsch(zeitraum.von)}_${datumDeutsch(zeitraum.bis)}.csv`;
}

export function preiszeitreiheDateiname(zeitraum: { von: IsoDatum; bis: IsoDatum }): string {
  return `preiszeitreihe_${datumDeutsch(zeitraum.von)}-${datumDeutsch(zeitraum.bis)}.csv`;
}

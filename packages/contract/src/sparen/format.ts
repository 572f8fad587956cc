import { heuteIn, tagDanach } from '../common/datum.ts';
import { ctJeKwh, euroGanz } from '../geld/format.ts';
import { betragsbasisText } from '../geld/umsatzsteuer.ts';
import { uhrzeit } from '../verbrauch/zeit.ts';

// How the saving tools' figures read on screen (zod-free, for the home page).

interface FensterZeit {
  von: string;
  bis: string;
}

const tagWort = (datum: string, heute: string) => (datum === heute ? 'heute' : datum === tagDanach(heute) ? 'morgen' : `am ${datum.slice(8, 10)}.${datum.slice(5, 7)}.`);

/** "Heute am günstigsten: 13:15–15:15 Uhr", "Morgen am günstigsten: …", or over midnight "Am günstigsten: heute 23:00 bis morgen 01:00 Uhr". */
export function fensterText(f: FensterZeit, jetzt: Date): string {
  const heute = heuteIn(jetzt);
  const tagVon = heuteIn(new Date(f.von));
  // The end instant belongs to the day of its last quarter hour (a window ending at 00:00 is still that day's).
  const tagBis = heuteIn(new Date(Date.parse(f.bis) - 1));
  if (tagVon === tagBis) {
    const wort = tagWort(tagVon, heute);
    return `${wort.charAt(0).toUpperCase()}${wort.slice(1)} am günstigsten: ${uhrzeit(f.von)}–${uhrzeit(f.bis)} Uhr`;
  }
  return `Am günstigsten: ${tagWort(tagVon, heute)} ${uhrzeit(f.von)} bis ${tagWort(tagBis, heute)} ${uhrzeit(f.bis)} Uhr`;
}


/** A saldo as the customer reads it: Guthaben (≥ 0) or Nachzahlung. */
export const saldoText = (wert: number) => (Math.round(wert) >= 0 ? `${euroGanz(wert)} Guthaben` : `${euroGanz(wert)} Nachzahlung`);

const saldoArt = (wert: number) => (Math.round(wert) >= 0 ? 'Guthaben' : 'Nachzahlung');
const saldoBetrag = (wert: number) => euroGanz(Math.abs(wert)).replace(/\s€$/, '');

/**
 * The forecast's range as a customer reads it: the better end first, one unit where both ends are the same kind
 * ("70–114 € Nachzahlung", "40–150 € Guthaben"), both named where the range crosses zero ("zwischen 190 € Guthaben
 * und 173 € Nachzahlung"). A saldo ≥ 0 (rounded to whole euros) is Guthaben.
 */
export function saldoSpanne(a: number, b: number): string {
  const [besser, schlechter] = a >= b ? [a, b] : [b, a];
  if (saldoArt(besser) === saldoArt(schlechter)) {
    const [erst, dann] = saldoArt(besser) === 'Guthaben' ? [schlechter, besser] : [besser, schlechter];
    return saldoBetrag(erst) === saldoBetrag(dann) ? `${saldoBetrag(erst)} € ${saldoArt(besser)}` : `${saldoBetrag(erst)}–${saldoBetrag(dann)} € ${saldoArt(besser)}`;
  }
  return `zwischen ${saldoBetrag(besser)} € Guthaben und ${saldoBetrag(schlechter)} € Nachzahlung`;
}

/** "Voraussichtlich 92 € Nachzahlung (70–114 € Nachzahlung)" */
export function prognoseText(saldo: { p10: number; p50: number; p90: number }): string {
  return `Voraussichtlich ${saldoText(saldo.p50)} (${saldoSpanne(saldo.p10, saldo.p90)})`;
}

/**
 * The forecast in one line: the saldo with an Abschlag, else the expected cost (no Nachzahlung without an Abschlag);
 * either says it includes VAT, as the bill will: "Voraussichtlich 8 € Guthaben (…), inkl. 19 % USt.".
 */
export function prognoseKurzText(p: { saldo: { p10: number; p50: number; p90: number }; kosten: { p10: number; p50: number; p90: number }; mitAbschlag: boolean; umsatzsteuerSatz: number }): string {
  const hinweis = betragsbasisText('brutto', p.umsatzsteuerSatz);
  if (p.mitAbschlag) return `${prognoseText(p.saldo)}, ${hinweis}`;
  return `Voraussichtliche Kosten ${euroGanz(p.kosten.p50)} ${hinweis} (zwischen ${euroGanz(p.kosten.p10)} und ${euroGanz(p.kosten.p90)})`;
}

/**
 * The headline figure of a dynamic contract, what the customer pays per kWh now, with the
 * exchange price only as its labelled component: "28,12 ct/kWh (alles inklusive, davon Börsenpreis 5,96 ct/kWh)".
 */
export function endpreisText(preis: number, boersenpreis: number | null | undefined): string {
  return boersenpreis === null || boersenpreis === undefined ? `${ctJeKwh(preis)} (alles inklusive)` : `${ctJeKwh(preis)} (alles inklusive, davon Börsenpreis ${ctJeKwh(boersenpreis)})`;
}

export const NETZENTGELT_STUFEN_TEXT = { HLZ: 'Hochlastzeit', SLZ: 'Standardlastzeit', NLZ: 'Niedriglastzeit' } as const;

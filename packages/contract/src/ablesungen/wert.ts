import type { Kanal } from './schemas.ts';

type Stellen = Pick<Kanal, 'vorkommastellen' | 'nachkommastellen'>;

/**
 * SPEC §5 meter reading value: digits with at most vorkommastellen integer digits, optionally a comma and
 * at most nachkommastellen decimals. A point is accepted like the comma (keyboards, copy and paste).
 * At least one digit must follow the separator; spaces around the value are ignored.
 */
export function istGueltigerAblesewert(eingabe: string, kanal: Stellen): boolean {
  const text = eingabe.trim();
  const ganz = `\\d{1,${kanal.vorkommastellen}}`;
  const nachkomma = kanal.nachkommastellen > 0 ? `([.,]\\d{1,${kanal.nachkommastellen}})?` : '';
  return new RegExp(`^${ganz}${nachkomma}$`).test(text);
}

/** SPEC §5: the comma is converted to a decimal point. Undefined for an invalid value. */
export function ablesewertAlsZahl(eingabe: string, kanal: Stellen): number | undefined {
  return istGueltigerAblesewert(eingabe, kanal) ? Number(eingabe.trim().replace(',', '.')) : undefined;
}

/** The same rule for a number the server receives: its shortest decimal form must fit the channel. */
export function passtZahlZumKanal(wert: number, kanal: Stellen): boolean {
  return Number.isFinite(wert) && wert >= 0 && istGueltigerAblesewert(String(wert), kanal);
}

/** SPEC §5 message with n and m being the channel limits. */
export function ablesewertMeldung(kanal: Stellen): string {
  return `Die Ablesung darf höchstens ${kanal.vorkommastellen} Vorkommastellen und darf maximal ${kanal.nachkommastellen} Nachkommastelle(n) haben`;
}

/** SPEC §5: the placeholder is zeros in the channel's shape, e.g. 000000,0. */
export function ablesewertPlatzhalter(kanal: Stellen): string {
  const ganz = '0'.repeat(kanal.vorkommastellen);
  return kanal.nachkommastellen > 0 ? `${ganz},${'0'.repeat(kanal.nachkommastellen)}` : ganz;
}

/** A reading as the meter shows it: decimal comma, the channel's decimals, no grouping. */
export function ablesewertDeutsch(wert: number, nachkommastellen: number): string {
  return wert.toFixed(nachkommastellen).replace('.', ',');
}

/** OBIS medium 7 is gas, counted in m³; electricity in kWh. */
export function zaehlwerkEinheit(obiskennzahl: string): string {
  return obiskennzahl.startsWith('7-') ? 'm³' : 'kWh';
}

/**
 * The name a customer knows a meter register by, instead of its OBIS code: HT and NT for the
 * two tariff registers of a double-tariff meter (1.8.1, 1.8.2), "Bezug" and "Einspeisung" for the totals of
 * drawn and fed-in energy; any other code stays as it is (SPEC §2 "channel code", docs/ui.md).
 */
export function zaehlwerkName(obiskennzahl: string): string {
  const kennung = obiskennzahl.replace(/^\d+-\d+:/, '').replace(/\*\d+$/, '');
  if (kennung === '1.8.1') return 'HT';
  if (kennung === '1.8.2') return 'NT';
  if (kennung === '1.8.0') return 'Bezug';
  if (kennung === '2.8.0') return 'Einspeisung';
  return obiskennzahl;
}

import { inCent, inEuro, preisAnzeigen } from './cent.ts';

// The money module's formatters: the only places an amount, a price per kWh or an energy becomes text.

const zweiStellen = new Intl.NumberFormat('de-DE', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const ganz = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 0 });

/** "1.176,10 €" — an amount to the cent. */
export const euro = (betrag: number): string => `${zweiStellen.format(inEuro(inCent(betrag)))} €`;

/** "1.176 €" — whole euros, for ranges where cents mean nothing; the sign is left to the words around it. */
export const euroGanz = (betrag: number): string => `${ganz.format(Math.round(Math.abs(betrag)))} €`;

/** "29,61 ct/kWh" — the API carries EUR/kWh, the screens show cent with two decimals (SPEC §9). */
export const ctJeKwh = (euroJeKwh: number): string => `${zweiStellen.format(Number((preisAnzeigen(euroJeKwh) * 100).toPrecision(12)))} ct/kWh`;

/** "3.139 kWh" — whole kWh. */
export const kwh = (wert: number): string => `${ganz.format(Math.round(wert))} kWh`;

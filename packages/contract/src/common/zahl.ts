// SPEC §9: decimal comma, two decimals, grouping like de-DE.
const zweiStellen = new Intl.NumberFormat('de-DE', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export function zahlDeutsch(wert: number | null | undefined): string {
  return wert === null || wert === undefined ? '' : zweiStellen.format(wert);
}

export function jaNein(wert: boolean | null | undefined): string {
  return wert ? 'Ja' : 'Nein';
}

/** SPEC §9: file sizes in kB, bytes divided by 1000, two decimals. */
export function dateigroesseKb(bytes: number): string {
  return `${zahlDeutsch(bytes / 1000)} kB`;
}

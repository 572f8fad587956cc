import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// Money has one home: packages/contract/src/geld. A VAT literal, a cent rounding or a euro / ct formatter
// anywhere else in the code is a second rule that will one day disagree with the first.
const WURZEL = join(import.meta.dirname, '../../..');
const ORDNER = ['packages/contract/src', 'packages/server/src', 'packages/web/src'];

const REGELN: Array<[string, RegExp]> = [
  ['VAT rate as a literal (use umsatzsteuerSatz / UMSATZSTEUER_REGELSATZ)', /(?<![\d.])[01]\.19(?!\d)/],
  ['cent rounding by hand (use inCent / aufCent)', /\*\s*100\)\s*\/\s*100\b/],
  ['currency formatter (use euro / euroGanz)', /currency:\s*'EUR'|style:\s*'currency'/],
  ['euro text built by hand (use euro / euroGanz)', /\}\s?€`/],
  ['ct/kWh text built by hand (use ctJeKwh)', /\}\s?ct\/kWh/],
  ['price rounded by hand (use preisRechnen / preisAusgeben / preisAnzeigen)', /[*/]\s*(?:1e[4-9]|1_?0{3}_?0{3}|1_?0{2}_?0{3}_?0{3})(?![\d_])/],
];

/** Not money: the chart's tick steps are any unit's numbers with two decimals. */
const AUSNAHMEN = new Set(['packages/web/src/features/verbrauch/diagramm/achsenwerte.ts']);

function dateien(ordner: string): string[] {
  return readdirSync(ordner).flatMap((name) => {
    const pfad = join(ordner, name);
    if (statSync(pfad).isDirectory()) return name === 'node_modules' || name === 'geld' ? [] : dateien(pfad);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [pfad] : [];
  });
}

/** Code lines only: a comment may name 19 % or show a formula. */
const codeZeilen = (text: string) =>
  text.split('\n').map((zeile, i) => ({ zeile, nr: i + 1 })).filter(({ zeile }) => !/^\s*(\/\/|\*|\/\*)/.test(zeile));

describe('Geld hat ein Zuhause', () => {
  it('no VAT literal, hand-made cent rounding or euro/ct formatter outside the money module', () => {
    const funde: string[] = [];
    for (const datei of ORDNER.flatMap((o) => dateien(join(WURZEL, o))).filter((d) => !AUSNAHMEN.has(relative(WURZEL, d)))) {
      for (const { zeile, nr } of codeZeilen(readFileSync(datei, 'utf8'))) {
        for (const [was, muster] of REGELN) if (muster.test(zeile)) funde.push(`${relative(WURZEL, datei)}:${nr} ${was}: ${zeile.trim()}`);
      }
    }
    expect(funde).toEqual([]);
  });

  it('catches a stray one', () => {
    const probe = ['const brutto = netto * 1.19;', 'const c = Math.round(x * 100) / 100;', "const f = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' });", 'const e = `${zahlDeutsch(x)} €`;', 'const c = `${x * 100} ct/kWh`;', 'const p = Math.round(x * 1e6) / 1e6;', 'const p = Math.round(x * 100_000_000) / 100_000_000;', 'const p = Math.round(x * 1000000) / 1000000;'];
    expect(probe.map((z) => REGELN.some(([, m]) => m.test(z)))).toEqual(probe.map(() => true));
    // Not a price: a share to four places is rounded by 10,000 and stays allowed.
    expect(REGELN.some(([, m]) => m.test('abdeckung: Math.round(a * 10000) / 10000,'))).toBe(false);
  });
});

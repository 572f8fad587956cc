import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { SlpTabelle } from '@ekp/contract';

// The BDEW 2025 standard load profiles H25 (households, dynamised) and G25 (businesses), as BDEW
// publishes them: one row per quarter hour, columns month × day type (SA, FT, WT), kWh per quarter hour.
// The files come unchanged from oemof/demandlib (MIT), which ships BDEW's tables (docs/sparen.md).
const VERZEICHNIS = path.join(import.meta.dirname, 'daten');
const TYPEN = { WT: 0, SA: 1, FT: 2 } as const;

function laden(name: 'H25' | 'G25'): SlpTabelle {
  const zeilen = readFileSync(path.join(VERZEICHNIS, `${name.toLowerCase()}.csv`), 'utf8').trim().split(/\r?\n/);
  const typen = zeilen[1]!.split(',').slice(1) as Array<keyof typeof TYPEN>;
  const werte: number[][] = Array.from({ length: 36 }, () => new Array<number>(96).fill(0));
  zeilen.slice(2).forEach((zeile, viertelstunde) => {
    zeile
      .split(',')
      .slice(1)
      .forEach((wert, spalte) => {
        const monat = Math.floor(spalte / 3);
        werte[monat * 3 + TYPEN[typen[spalte]!]]![viertelstunde] = Number(wert);
      });
  });
  return { name, werte, dynamisch: name === 'H25' };
}

const cache = new Map<string, SlpTabelle>();
/** H25 for household customers, G25 for everyone else. */
export function slpFuer(kundenArt: string): SlpTabelle {
  const name = kundenArt === 'Haushaltskunde' ? 'H25' : 'G25';
  let t = cache.get(name);
  if (!t) {
    t = laden(name);
    cache.set(name, t);
  }
  return t;
}

import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ImportDatei } from '@ekp/contract';
import { mitSpanne, runden, rundenAusUmgebung } from './runden.ts';

// npm run bench:import-speicher: peak memory (max RSS) of `npm run import` for a file of about 50 MB:
// 40 contracts with a year of 15-minute values (the usual bulk) and 60 PDF documents of 300 KB each.
// Reference: at most about 1 GB. BENCH_DATABASE_URL=postgres://… measures against PostgreSQL
// instead of PGlite (a scratch database; its tables are filled). Method and figures: docs/import-format.md.
// EKP_BENCH_RUNDEN (≥ 3, default 3) imports, each into a fresh data directory; prints the median and spread.
const REFERENZ_MB = 1024;
const RUNDEN = rundenAusUmgebung();

function grosseDatei(): ImportDatei {
  const start = Date.parse('2025-01-01T00:00:00Z');
  const pdf = Buffer.alloc(300 * 1024, 'x').toString('base64');
  const kunden: NonNullable<ImportDatei['anschlussnutzer']> = [];
  for (let k = 0; k < 20; k++) {
    kunden.push({
      kundennummer: `8${String(k).padStart(4, '0')}`,
      anrede: 'Herr',
      nachname: `Last ${k}`,
      kundenArt: 'RLMKunde',
      dokumente: Array.from({ length: 3 }, (_leer, d) => ({ id: `D-${k}-${d}`, dateiname: `r${d}.pdf`, kategorie: 'Rechnung', erstellzeitpunkt: '2026-01-15T09:00:00+01:00', inhalt: pdf })),
      vertraege: Array.from({ length: 2 }, (_vertrag, v) => ({
        id: `V-${k}-${v}`,
        versorgungsart: 'Strom',
        anmeldungsart: 'Lieferantenwechsel',
        strasse: 'Weg',
        hausnummer: '1',
        plz: '12345',
        ort: 'Ort',
        kundenArt: 'RLMKunde',
        lastgang: Array.from({ length: 8760 }, (_, i) => ({
          von: new Date(start + i * 3_600_000).toISOString(),
          bis: new Date(start + (i + 1) * 3_600_000).toISOString(),
          verbrauch: Math.round(Math.random() * 1000) / 1000,
        })),
      })),
    });
  }
  return { anschlussnutzer: kunden };
}

const verzeichnis = mkdtempSync(path.join(tmpdir(), 'ekp-bench-import-'));
const pfad = path.join(verzeichnis, 'gross.json');
writeFileSync(pfad, JSON.stringify(grosseDatei()));
const mb = statSync(pfad).size / 1024 / 1024;
const importieren = (datei: string, daten: string) =>
  spawnSync('/usr/bin/time', ['-f', '%M', process.execPath, '--import', 'tsx', 'src/cli/import.ts', datei], {
    cwd: path.resolve(import.meta.dirname, '..'),
    env: { ...process.env, DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '', EKP_DATA_DIR: daten },
    encoding: 'utf8',
  });
writeFileSync(path.join(verzeichnis, 'leer.json'), '{}');
let status = 0;
const rss = await runden(RUNDEN, async (nr) => {
  const daten = path.join(verzeichnis, `daten-${nr}`);
  // First an empty file: creating a fresh PGlite database (initdb) alone peaks near 1 GB and is not the
  // importer's memory; an import normally runs against the database the server created.
  const vorbereitung = importieren(path.join(verzeichnis, 'leer.json'), daten);
  if (vorbereitung.status !== 0) console.error(vorbereitung.stderr);
  const lauf = importieren(pfad, daten);
  console.log(lauf.stdout.trim());
  if (lauf.status !== 0) console.error(lauf.stderr);
  status ||= lauf.status ?? 1;
  rmSync(daten, { recursive: true, force: true });
  return Number(lauf.stderr.trim().split('\n').at(-1)) / 1024;
});
console.log(
  `${process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}: Datei ${mb.toFixed(1)} MB; maximaler Speicher (RSS), Median von ${RUNDEN} Importen (Spanne min–max): ${mitSpanne(rss)} MB; Referenz ≤ ${REFERENZ_MB} MB`,
);
rmSync(verzeichnis, { recursive: true, force: true });
process.exit(status);

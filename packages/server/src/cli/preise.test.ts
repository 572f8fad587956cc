import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { envLesen } from '../config/env.ts';
import { datenbankOeffnen } from '../db/oeffnen.ts';
import { migriertesDatenverzeichnis } from '../../test/pglite-vorlage.ts';

const SERVER = path.resolve(import.meta.dirname, '../..');
const PROBEN = path.join(SERVER, 'test/marktpreise');

function preise(args: string[], daten: string): Promise<{ code: number; aus: string; fehler: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, ['--import', 'tsx', 'src/cli/preise.ts', ...args], { cwd: SERVER, env: { ...process.env, INIT_CWD: PROBEN, EKP_DATA_DIR: daten, DATABASE_URL: '', EKP_DEMO: 'false' }, timeout: 150_000 },
      (fehler, aus, err) => resolve({ code: fehler ? Number(fehler.code ?? 1) : 0, aus, fehler: err }));
  });
}

describe('preise command (offline import)', () => {
  it('imports recorded Energy-Charts and ENTSO-E files at each tenant\'s granularity; wrong calls exit 2, bad files 1', async () => {
    const daten = path.join(mkdtempSync(path.join(tmpdir(), 'ekp-preise-')), 'daten');
    await migriertesDatenverzeichnis(daten);
    expect((await preise(['import', 'energy-charts-2026-11-27.json'], daten)).code).toBe(2);
    expect((await preise(['import', '--format', 'entsoe', 'fehlt.xml'], daten)).fehler).toContain('Datei nicht gefunden:');
    const leer = await preise(['import', '--format', 'entsoe', 'entsoe-keine-daten.xml'], daten);
    expect(leer.code).toBe(1);
    expect(leer.fehler).toContain('Datei abgelehnt, nichts wurde gespeichert: ENTSO-E: No matching data found');

    // A Swiss answer for the DE-LU tenants: refused as a whole, naming both zones, nothing stored (checked below).
    const fremd = await preise(['import', '--format', 'entsoe', 'entsoe-a44-ch-2026-11-27.xml', '--mandant', 'musterstadt'], daten);
    expect(fremd.code).toBe(1);
    expect(fremd.fehler).toContain('Datei abgelehnt, nichts wurde gespeichert: ENTSO-E: Die Preise gelten für die Gebotszone CH (10YCH-SWISSGRIDZ), nicht für die Gebotszone DE-LU (10Y1001A1001A82H) des Mandanten.');
    expect(fremd.aus).toBe('');

    const ok = await preise(['import', '--format', 'entsoe', 'entsoe-a44-2026-11-27.xml'], daten);
    expect(ok.fehler).toBe('');
    expect(ok.aus).toContain('musterstadt: 96 Preise von 2026-11-26T23:00:00.000Z bis 2026-11-27T23:00:00.000Z aus entsoe gespeichert.');
    expect(ok.aus).toContain('nordlicht: 24 Preise');
    expect((await preise(['import', '--format', 'energy-charts', 'energy-charts-2026-11-27.json', '--mandant', 'musterstadt'], daten)).code).toBe(0);

    const datenbank = await datenbankOeffnen(envLesen({ EKP_DATA_DIR: daten, EKP_DEMO: 'false' }));
    try {
      const z = await datenbank.db.selectFrom('marktpreis').select(['mandant', 'quelle', (eb) => eb.fn.countAll<string>().as('n')]).groupBy(['mandant', 'quelle']).orderBy('mandant').execute();
      expect(z.map((r) => [r.mandant, r.quelle, Number(r.n)])).toEqual([['musterstadt', 'energy-charts', 96], ['nordlicht', 'entsoe', 24]]);
    } finally {
      await datenbank.schliessen();
    }
  }, 300_000);
});

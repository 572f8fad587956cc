import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { migriertesDatenverzeichnis } from '../../test/pglite-vorlage.ts';

const SERVER = path.resolve(import.meta.dirname, '../..');

function aufruf(args: string[], daten: string): Promise<{ code: number; aus: string; fehler: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, ['--import', 'tsx', 'src/cli/abrechnungsinformation.ts', ...args], { cwd: SERVER, env: { ...process.env, EKP_DATA_DIR: daten, DATABASE_URL: '', EKP_DEMO: 'false' }, timeout: 150_000 },
      (fehler, aus, err) => resolve({ code: fehler ? Number(fehler.code ?? 1) : 0, aus, fehler: err }));
  });
}

describe('abrechnungsinformation command', () => {
  it('runs the monthly job for a month and a tenant; wrong calls exit 2', async () => {
    const daten = path.join(mkdtempSync(path.join(tmpdir(), 'ekp-abrinfo-')), 'daten');
    await migriertesDatenverzeichnis(daten);
    const falsch = await aufruf(['erstellen', '--monat', '2026-13'], daten);
    expect(falsch.code).toBe(2);
    expect(falsch.fehler).toContain('Aufruf: npm run abrechnungsinformation -- erstellen --monat JJJJ-MM [--mandant KEY]');
    const ok = await aufruf(['erstellen', '--monat', '2026-10', '--mandant', 'musterstadt'], daten);
    expect(ok.fehler).toBe('');
    expect(ok.aus).toContain('musterstadt: 0 neu, 0 aktualisiert, 0 unverändert, 0 warten auf vollständige Daten.');
  }, 300_000);
});

import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SERVER = path.resolve(import.meta.dirname, '../..');

// `--limit N` is checked before the database is opened.
describe('export command', () => {
  it('refuses a --limit that is not a positive whole number with exit 2', async () => {
    const daten = path.join(mkdtempSync(path.join(tmpdir(), 'ekp-export-')), 'daten');
    const ergebnis = await new Promise<{ code: number; fehler: string }>((resolve) =>
      execFile(process.execPath, ['--import', 'tsx', 'src/cli/export.ts', '--limit', '0'], { cwd: SERVER, env: { ...process.env, EKP_DATA_DIR: daten, DATABASE_URL: '' } }, (e, _aus, fehler) =>
        resolve({ code: e ? Number(e.code ?? 1) : 0, fehler }),
      ),
    );
    expect(ergebnis.code).toBe(2);
    expect(ergebnis.fehler).toContain('--limit 0 ist keine positive ganze Zahl.');
    expect(ergebnis.fehler).toContain('[--limit N]');
  }, 60_000);
});

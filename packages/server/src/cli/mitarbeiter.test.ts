import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { migriertesDatenverzeichnis } from '../../test/pglite-vorlage.ts';

const SERVER = path.resolve(import.meta.dirname, '../..');

function mitarbeiter(args: string[], env: Record<string, string>): Promise<{ code: number; aus: string; fehler: string }> {
  return new Promise((resolve) =>
    execFile(process.execPath, ['--import', 'tsx', 'src/cli/mitarbeiter.ts', ...args], { cwd: SERVER, env: { ...process.env, DATABASE_URL: '', ...env } }, (e, aus, fehler) =>
      resolve({ code: e ? Number(e.code ?? 1) : 0, aus, fehler }),
    ),
  );
}

// `npm run mitarbeiter -- anlegen …` creates the first ADMIN (docs/service.md).
describe('mitarbeiter command', () => {
  it('creates a staff member with a random start password on stdout, and refuses the same log-in again', async () => {
    const daten = path.join(mkdtempSync(path.join(tmpdir(), 'ekp-mitarbeiter-')), 'daten');
    await migriertesDatenverzeichnis(daten);
    const args = ['anlegen', '--mandant', 'musterstadt', '--kennung', 'Anna.Admin', '--name', 'Anna Admin', '--rolle', 'ADMIN'];
    const erst = await mitarbeiter(args, { EKP_DATA_DIR: daten });
    expect(erst.code, erst.fehler).toBe(0);
    expect(erst.aus.trim()).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(erst.fehler).toContain('anna.admin (ADMIN) bei musterstadt angelegt');
    const zweit = await mitarbeiter([...args.slice(0, 4), 'anna.admin', ...args.slice(5)], { EKP_DATA_DIR: daten, EKP_MITARBEITER_PASSWORT: 'Ein-gutes-Passwort-2026' });
    expect(zweit.code).toBe(1);
    expect(zweit.fehler).toContain('Diese Kennung ist bereits vergeben.');
    expect(zweit.aus).toBe('');
  }, 120_000);

  it('refuses an unknown role with exit 2 before opening the database', async () => {
    const r = await mitarbeiter(['anlegen', '--mandant', 'musterstadt', '--kennung', 'x1', '--name', 'X', '--rolle', 'CHEF'], { EKP_DATA_DIR: '/nicht/vorhanden' });
    expect(r.code).toBe(2);
    expect(r.fehler).toContain('--rolle CHEF ist keine Rolle (ADMIN oder SACHBEARBEITUNG).');
  }, 60_000);
});

import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { ersteDatei } from './erste-datei.ts';

const ausfuehren = promisify(execFile);

// Two server processes on an empty data directory once read a key file that existed but was still empty
// and refused to start (CI, start.test.ts); the file must appear complete or not at all.
describe('ersteDatei', () => {
  it('lets the loser of a race read the winner’s file, and leaves no draft behind', () => {
    const verzeichnis = mkdtempSync(path.join(tmpdir(), 'ekp-erste-'));
    const datei = path.join(verzeichnis, 'schluessel');
    const gelesen = ersteDatei(datei, () => {
      // another process finishes first while this one is still preparing its content
      expect(ersteDatei(datei, () => 'B')).toBe('B');
      return 'A';
    });
    expect(gelesen).toBe('B');
    expect(ersteDatei(datei, () => 'C')).toBe('B');
    expect(readdirSync(verzeichnis)).toEqual(['schluessel']);
    expect(statSync(datei).mode & 0o777).toBe(0o600);
  });

  it('gives eight processes starting at once the same complete key', async () => {
    const verzeichnis = mkdtempSync(path.join(tmpdir(), 'ekp-erste-'));
    const modul = path.join(import.meta.dirname, '../shared/schluesselbund.ts');
    const start = Date.now() + 1500;
    const skript = `const m = await import(${JSON.stringify(modul)}); while (Date.now() < ${start}); process.stdout.write(m.schluesselDatei(${JSON.stringify(verzeichnis)}).toString('hex'));`;
    const ergebnisse = await Promise.all(Array.from({ length: 8 }, () => ausfuehren(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', skript])));
    const schluessel = new Set(ergebnisse.map((e) => e.stdout));
    expect(schluessel.size).toBe(1);
    expect([...schluessel][0]).toMatch(/^[0-9a-f]{64}$/);
  }, 30_000);
});

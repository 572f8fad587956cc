import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { datenverzeichnisSperren } from './sperre.ts';

// PGlite does not lock its directory; a second server or import must refuse to start.
describe('datenverzeichnisSperren', () => {
  it('refuses a second lock with a clear German message and allows one after release', async () => {
    const verzeichnis = mkdtempSync(path.join(tmpdir(), 'ekp-sperre-'));
    const freigeben = await datenverzeichnisSperren(verzeichnis);
    await expect(datenverzeichnisSperren(verzeichnis)).rejects.toThrow(
      `Das Datenverzeichnis ${verzeichnis} wird bereits von einem anderen ekp-Prozess (Server oder Import) verwendet. ` +
        'Beenden Sie diesen zuerst oder wählen Sie mit EKP_DATA_DIR ein anderes Verzeichnis.',
    );
    await freigeben();
    const wieder = await datenverzeichnisSperren(verzeichnis);
    await wieder();
  });

  it('creates a missing directory', async () => {
    const verzeichnis = path.join(mkdtempSync(path.join(tmpdir(), 'ekp-sperre-')), 'neu', 'daten');
    await (await datenverzeichnisSperren(verzeichnis))();
  });
});

// After a `kill -9` the lock of a process that no longer exists is taken over at once.
describe('datenverzeichnisSperren after a crash', () => {
  it('takes over the lock of a killed process at once, but not the lock of a living one', async () => {
    const verzeichnis = mkdtempSync(path.join(tmpdir(), 'ekp-sperre-'));
    const halter = spawn(process.execPath, ['--import', 'tsx', '-e', `
      import { datenverzeichnisSperren } from ${JSON.stringify(path.resolve(import.meta.dirname, 'sperre.ts'))};
      await datenverzeichnisSperren(${JSON.stringify(verzeichnis)});
      console.log('gesperrt');
      setInterval(() => {}, 1000);
    `], { cwd: path.resolve(import.meta.dirname, '../..'), stdio: ['ignore', 'pipe', 'inherit'] });
    await new Promise<void>((fertig) => halter.stdout.on('data', (d: Buffer) => d.toString().includes('gesperrt') && fertig()));

    await expect(datenverzeichnisSperren(verzeichnis)).rejects.toThrow(`Gesperrt von Prozess ${halter.pid} auf `);
    halter.kill('SIGKILL');
    await new Promise((fertig) => halter.once('exit', fertig));

    const freigeben = await datenverzeichnisSperren(verzeichnis);
    await freigeben();
  });
});

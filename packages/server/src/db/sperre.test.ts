import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { datenverzeichnisSperren } from './sperre.ts';

// Issue #2: PGlite does not lock its directory; a second server or import must refuse to start.
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

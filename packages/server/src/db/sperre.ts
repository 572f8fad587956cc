import { mkdirSync } from 'node:fs';
import lockfile from 'proper-lockfile';

// PGlite does not lock its directory; two processes on one directory would corrupt it.
export async function datenverzeichnisSperren(verzeichnis: string): Promise<() => Promise<void>> {
  mkdirSync(verzeichnis, { recursive: true });
  try {
    return await lockfile.lock(verzeichnis, { lockfilePath: `${verzeichnis}/.ekp.lock`, stale: 30_000, update: 10_000 });
  } catch (e) {
    if ((e as { code?: string }).code === 'ELOCKED') {
      throw new Error(
        `Das Datenverzeichnis ${verzeichnis} wird bereits von einem anderen ekp-Prozess (Server oder Import) verwendet. ` +
          'Beenden Sie diesen zuerst oder wählen Sie mit EKP_DATA_DIR ein anderes Verzeichnis.',
        { cause: e },
      );
    }
    throw e;
  }
}

import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import lockfile from 'proper-lockfile';

interface Halter {
  pid: number;
  host: string;
}

function halterLesen(sperre: string): Halter | undefined {
  try {
    const h = JSON.parse(readFileSync(`${sperre}.halter`, 'utf8')) as Partial<Halter>;
    return typeof h.pid === 'number' && typeof h.host === 'string' ? { pid: h.pid, host: h.host } : undefined;
  } catch {
    return undefined;
  }
}

function lebt(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    // EPERM: the process exists but belongs to someone else.
    return (e as { code?: string }).code === 'EPERM';
  }
}

/**
 * PGlite does not lock its directory; two processes on one directory would corrupt it. The lock
 * (proper-lockfile, a directory) has a sibling file with the holder's pid and host: after a `kill -9` the next start on
 * the same host sees that the holder is gone and takes the lock over at once instead of waiting until
 * the lock counts as stale (30 s).
 */
export async function datenverzeichnisSperren(verzeichnis: string): Promise<() => Promise<void>> {
  mkdirSync(verzeichnis, { recursive: true });
  const sperre = `${verzeichnis}/.ekp.lock`;
  const nehmen = async () => {
    const freigeben = await lockfile.lock(verzeichnis, { lockfilePath: sperre, stale: 30_000, update: 10_000 });
    writeFileSync(`${sperre}.halter`, JSON.stringify({ pid: process.pid, host: hostname() } satisfies Halter));
    return async () => {
      rmSync(`${sperre}.halter`, { force: true });
      await freigeben();
    };
  };
  try {
    return await nehmen();
  } catch (e) {
    if ((e as { code?: string }).code !== 'ELOCKED') throw e;
    const halter = halterLesen(sperre);
    if (halter && halter.host === hostname() && halter.pid !== process.pid && !lebt(halter.pid)) {
      rmSync(sperre, { recursive: true, force: true });
      return nehmen();
    }
    throw new Error(
      `Das Datenverzeichnis ${verzeichnis} wird bereits von einem anderen ekp-Prozess (Server oder Import) verwendet. ` +
        'Beenden Sie diesen zuerst oder wählen Sie mit EKP_DATA_DIR ein anderes Verzeichnis.' +
        (halter ? ` Gesperrt von Prozess ${halter.pid} auf ${halter.host}.` : ''),
      { cause: e },
    );
  }
}

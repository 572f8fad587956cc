import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import path from 'node:path';

/**
 * A file made once on the first start (mode 600) and read by every later one. Several server processes
 * start at the same moment on an empty data directory: the content goes into a private temp file first
 * and is linked into place, so no process ever reads a file that exists but is not yet written; the loser
 * of the race reads the winner's file.
 */
export function ersteDatei(datei: string, inhalt: () => string): string {
  mkdirSync(path.dirname(datei), { recursive: true });
  const entwurf = `${datei}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(entwurf, inhalt(), { flag: 'wx', mode: 0o600 });
  try {
    linkSync(entwurf, datei);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
  } finally {
    rmSync(entwurf, { force: true });
  }
  return readFileSync(datei, 'utf8');
}

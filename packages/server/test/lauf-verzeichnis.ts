import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * One directory for every temporary file of the run: TMPDIR points there before the workers start, so
 * `os.tmpdir()` in the test files and in the commands they start (CLI tests, `npm run serve`) resolves to it,
 * and it is removed at the end. Before, each run left ~400 MB of data directories in /tmp.
 * The server project's two setups (server, server-isoliert) share the first one's directory.
 */
export function laufVerzeichnis(): () => void {
  if (process.env.EKP_TEST_TMP) return () => {};
  const verzeichnis = mkdtempSync(path.join(tmpdir(), 'ekp-lauf-'));
  // mkdtemp makes it 0700: the replica test runs initdb as the postgres user in a directory of its own in here.
  chmodSync(verzeichnis, 0o755);
  process.env.EKP_TEST_TMP = verzeichnis;
  process.env.TMPDIR = verzeichnis;
  return () => rmSync(verzeichnis, { recursive: true, force: true });
}

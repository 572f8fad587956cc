import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { availableParallelism } from 'node:os';

// scrypt from node:crypto (DESIGN "Passwords"); parameters are stored with the hash so they can grow.
// Under Vitest a lower cost factor (same algorithm, same code path): tests hash thousands of times, and
// the cost is stored with each hash, so nothing hashed there is ever checked with the production factor.
const N = process.env.VITEST ? 1024 : 16384;
const R = 8;
const P = 1;
const LAENGE = 32;

function scryptAsync(passwort: string, salz: Buffer, opts: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(passwort, salz, LAENGE, opts, (err, key) => (err ? reject(err) : resolve(key))),
  );
}

export async function passwortHashen(passwort: string): Promise<string> {
  const salz = randomBytes(16);
  const hash = await scryptAsync(passwort, salz, { N, r: R, p: P });
  return `scrypt$${N}$${R}$${P}$${salz.toString('base64')}$${hash.toString('base64')}`;
}

/**
 * Hashes many passwords (an import's customers) side by side: scrypt runs in libuv's thread pool (4 threads),
 * so one at a time left all cores but one idle (75 hashes took 8–11 s of the browser tests' server start).
 */
export async function passwoerterHashen<K>(passwoerter: ReadonlyArray<readonly [K, string]>, optionen: { veroeffentlicht?: boolean } = {}): Promise<Map<K, string>> {
  if (optionen.veroeffentlicht) {
    const hashes = await Promise.all(passwoerter.map(([, p]) => veroeffentlichterHash(p)));
    return new Map(passwoerter.map(([k], i) => [k, hashes[i]!]));
  }
  const hashes = new Map<K, string>();
  let naechster = 0;
  const arbeiter = async () => {
    while (naechster < passwoerter.length) {
      const [schluessel, passwort] = passwoerter[naechster++]!;
      hashes.set(schluessel, await passwortHashen(passwort));
    }
  };
  await Promise.all(Array.from({ length: Math.min(4, availableParallelism(), passwoerter.length) }, arbeiter));
  return hashes;
}

const veroeffentlichteHashes = new Map<string, Promise<string>>();

/**
 * One hash (and salt) per published password and process. Only for the demo data (its password is in
 * the README) and the browser tests' fixtures: equal hashes there tell nothing that is not published, and the ~60
 * customers of a browser-test run cost one scrypt run instead of 60 (4–6 s of CPU). A utility's import salts every
 * customer's password on its own.
 */
function veroeffentlichterHash(passwort: string): Promise<string> {
  let hash = veroeffentlichteHashes.get(passwort);
  if (!hash) veroeffentlichteHashes.set(passwort, (hash = passwortHashen(passwort)));
  return hash;
}

let attrappe: Promise<string> | undefined;

/**
 * A hash of a random password with today's parameters. Checking against it costs what checking a
 * real customer's hash costs, so an unknown customer number is answered after the same work.
 */
function attrappenHash(): Promise<string> {
  attrappe ??= passwortHashen(randomBytes(16).toString('base64'));
  return attrappe;
}

/**
 * Checks a password against a stored hash. Without a usable hash (unknown customer, no password set)
 * it checks against the dummy hash and answers false: always one scrypt run of the same cost.
 */
export async function passwortPruefen(passwort: string, gespeichert: string | null | undefined): Promise<boolean> {
  const echt = gespeichert?.split('$');
  const brauchbar = echt?.length === 6 && echt[0] === 'scrypt';
  const teile = brauchbar ? echt : (await attrappenHash()).split('$');
  const [, n, r, p, salz, hash] = teile as [string, string, string, string, string, string];
  const erwartet = Buffer.from(hash, 'base64');
  const ist = await scryptAsync(passwort, Buffer.from(salz, 'base64'), { N: Number(n), r: Number(r), p: Number(p) });
  return brauchbar && ist.length === erwartet.length && timingSafeEqual(ist, erwartet);
}

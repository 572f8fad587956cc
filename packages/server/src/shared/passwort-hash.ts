import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

// scrypt from node:crypto (DESIGN "Passwords"); parameters are stored with the hash so they can grow.
const N = 16384;
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

export async function passwortPruefen(passwort: string, gespeichert: string | null): Promise<boolean> {
  const teile = gespeichert?.split('$');
  if (!teile || teile.length !== 6 || teile[0] !== 'scrypt') {
    // Same work for unknown customers, so timing does not reveal which numbers exist.
    await scryptAsync(passwort, Buffer.alloc(16), { N, r: R, p: P });
    return false;
  }
  const [, n, r, p, salz, hash] = teile as [string, string, string, string, string, string];
  const erwartet = Buffer.from(hash, 'base64');
  const ist = await scryptAsync(passwort, Buffer.from(salz, 'base64'), { N: Number(n), r: Number(r), p: Number(p) });
  return ist.length === erwartet.length && timingSafeEqual(ist, erwartet);
}

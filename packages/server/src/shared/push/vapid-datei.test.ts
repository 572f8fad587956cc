import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { schluesselbund } from '../schluesselbund.ts';
import { vapidSchluesselErzeugen } from './push.ts';
import { vapidDatei } from './vapid-datei.ts';

const verzeichnisse: string[] = [];
afterEach(() => verzeichnisse.splice(0).forEach((v) => rmSync(v, { recursive: true, force: true })));
const neu = () => {
  const v = mkdtempSync(path.join(tmpdir(), 'ekp-vapid-'));
  verzeichnisse.push(v);
  return v;
};
const gespeichert = (v: string) => JSON.parse(readFileSync(path.join(v, 'vapid-schluessel.json'), 'utf8')) as { publicKey: string; privateKey: string };

describe('the embedded default keeps one VAPID pair in its data directory', () => {
  it('makes a pair on the first start and returns the same one after a restart, readable by the owner only', () => {
    const verzeichnis = neu();
    const bund = schluesselbund(randomBytes(32));
    const erste = vapidDatei(verzeichnis, bund);
    expect(erste.publicKey).toMatch(/^[A-Za-z0-9_-]{80,100}$/);
    expect(erste.privateKey).toMatch(/^[A-Za-z0-9_-]{40,50}$/);
    expect(vapidDatei(verzeichnis, bund)).toEqual(erste);
    expect(statSync(path.join(verzeichnis, 'vapid-schluessel.json')).mode & 0o777).toBe(0o600);
  });

  it('keeps the private key sealed at rest: the file holds no plain key, and another key ring cannot open it', () => {
    const verzeichnis = neu();
    const bund = schluesselbund(randomBytes(32));
    const paar = vapidDatei(verzeichnis, bund);
    const datei = gespeichert(verzeichnis);
    expect(datei.publicKey).toBe(paar.publicKey);
    expect(datei.privateKey).toMatch(/^v1:/);
    expect(readFileSync(path.join(verzeichnis, 'vapid-schluessel.json'), 'utf8')).not.toContain(paar.privateKey);
    expect(() => vapidDatei(verzeichnis, schluesselbund(randomBytes(32)))).toThrow(/Kein Schlüssel/);
  });

  it('seals a plain file from before, and reseals after a key rotation, keeping the pair', () => {
    const verzeichnis = neu();
    const alt = vapidSchluesselErzeugen();
    writeFileSync(path.join(verzeichnis, 'vapid-schluessel.json'), JSON.stringify(alt), { mode: 0o600 });
    const erster = randomBytes(32);
    expect(vapidDatei(verzeichnis, schluesselbund(erster))).toEqual(alt);
    expect(gespeichert(verzeichnis).privateKey).toMatch(/^v1:/);
    const gedreht = schluesselbund(randomBytes(32), [erster]);
    expect(vapidDatei(verzeichnis, gedreht)).toEqual(alt);
    expect(gespeichert(verzeichnis).privateKey.startsWith(`v1:${gedreht.aktuell.id}:`)).toBe(true);
  });
});

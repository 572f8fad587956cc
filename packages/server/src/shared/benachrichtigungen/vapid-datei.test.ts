import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { vapidDatei } from './vapid-datei.ts';

const verzeichnisse: string[] = [];
afterEach(() => verzeichnisse.splice(0).forEach((v) => rmSync(v, { recursive: true, force: true })));

describe('the embedded default keeps one VAPID pair in its data directory', () => {
  it('makes a pair on the first start and returns the same one after a restart, readable by the owner only', () => {
    const verzeichnis = mkdtempSync(path.join(tmpdir(), 'ekp-vapid-'));
    verzeichnisse.push(verzeichnis);
    const erste = vapidDatei(verzeichnis);
    expect(erste.publicKey).toMatch(/^[A-Za-z0-9_-]{80,100}$/);
    expect(erste.privateKey).toMatch(/^[A-Za-z0-9_-]{40,50}$/);
    expect(vapidDatei(verzeichnis)).toEqual(erste);
    expect(statSync(path.join(verzeichnis, 'vapid-schluessel.json')).mode & 0o777).toBe(0o600);
  });
});

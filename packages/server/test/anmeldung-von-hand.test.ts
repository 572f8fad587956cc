import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * A server test that needs a session takes it from `t.als()` / `t.alsMitarbeiter()` (or
 * `kundenZugang()` for an app of its own) and a test that checks what the login answers takes
 * `t.anmeldeversuch()`, so a change to the sign-in (a header, a second step) is made once, in test/helper.ts.
 * Only tests whose subject is the sign-in itself post to it by hand: the auth feature, and the files below.
 */
const PAKET = path.resolve(import.meta.dirname, '..');

const ERLAUBT: Record<string, string> = {
  // The customer's second factor: the code step of the login is what it tests.
  'src/features/sicherheit/sicherheit.test.ts': 'zweiter Faktor',
  // The staff sign-in: both steps, enrolment, throttling, wrong codes.
  'src/features/service/anmelden.test.ts': 'Anmeldung der Mitarbeitenden',
  // Signing in with a secret sealed under a new key is what it tests.
  'src/features/service/geheimnis.test.ts': 'neu versiegeltes Geheimnis',
  // The demo staff member's sign-in with its published password and secret.
  'src/demo/mitarbeiter.test.ts': 'Demo-Mitarbeiter',
  // Logs in over real HTTP to a second server process, which app.inject cannot reach.
  'src/start.test.ts': 'zweiter Prozess',
};

/** What a hand-made sign-in looks like: a request to a login route, or the helper's bare `anmelden()`. */
const MUSTER = [
  /url:\s*['"`]\/api\/(?:anschlussnutzer\/login|service\/anmelden)/,
  /fetch\(\s*['"`][^'"`]*\/api\/(?:anschlussnutzer\/login|service\/anmelden)/,
  /\b(?:get|post|rufe)\(\s*['"`]\/(?:anschlussnutzer\/login|service\/anmelden)/,
  /\b(?:post|rufe)\(\s*(?:\w+\.)?(?:authApi\.login|serviceApi\.anmelden)/,
  /(?<![\w.])anmelden\(/,
];

function vonHand(quelltext: string): string[] {
  return quelltext.split('\n').filter((zeile) => MUSTER.some((m) => m.test(zeile)));
}

function testdateien(): string[] {
  return ['src', 'test']
    .flatMap((ordner) => readdirSync(path.join(PAKET, ordner), { recursive: true, withFileTypes: true }))
    .filter((d) => d.isFile() && d.name.endsWith('.test.ts') && !d.parentPath.includes('node_modules'))
    .map((d) => path.relative(PAKET, path.join(d.parentPath, d.name)).split(path.sep).join('/'));
}

describe('sign-ins in the server tests', () => {
  it('recognises the hand-made forms and not the helper', () => {
    const beispiele = [
      `const kopf = await anmelden(t.app, '1001');`,
      `t.app.inject({ method: 'POST', url: '/api/anschlussnutzer/login', headers: { kundennummer, passwort } })`,
      "app.inject({ method: 'POST', url: `/api/service/anmelden/code`, headers })",
      "await fetch(`http://localhost:${port}/api/anschlussnutzer/login`, { method: 'POST' })",
      `t.anonym().post('/anschlussnutzer/login', undefined, { headers })`,
      `t.anonym().rufe(authApi.login, { headers })`,
      `t.anonym().rufe(contract.serviceApi.anmeldenCode, { headers })`,
    ];
    for (const b of beispiele) expect(vonHand(b), b).toEqual([b]);
    const erlaubt = [`const ich = t.als('1001');`, `await t.anmeldeversuch('1001')`, `t.alsMitarbeiter('bert')`, `expect(paths).toContain('/api/anschlussnutzer/login')`, `import { x } from './anmelden.ts';`];
    for (const e of erlaubt) expect(vonHand(e), e).toEqual([]);
  });

  it('are made by the test helper outside the tests whose subject is the sign-in', () => {
    const dateien = testdateien();
    expect(dateien.length).toBeGreaterThan(50);
    const gefunden = dateien
      .filter((d) => !d.startsWith('src/features/auth/') && !(d in ERLAUBT) && d !== 'test/anmeldung-von-hand.test.ts')
      .flatMap((d) => vonHand(readFileSync(path.join(PAKET, d), 'utf8')).map((zeile) => `${d}: ${zeile.trim()}`));
    expect(gefunden).toEqual([]);
  });

  it('lists only files that still sign in by hand', () => {
    const ueberfluessig = Object.keys(ERLAUBT).filter((d) => vonHand(readFileSync(path.join(PAKET, d), 'utf8')).length === 0);
    expect(ueberfluessig).toEqual([]);
  });
});

import { authTexte } from '@ekp/contract';
import * as crypto from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bauen, DATENBANKEN, einspielen, kunde, type TestApp } from '../../../test/helper.ts';

// Counts the password checks the server really evaluates (every check is one scrypt run).
vi.mock('node:crypto', async (original) => {
  const echt = await original<typeof import('node:crypto')>();
  return { ...echt, scrypt: vi.fn(echt.scrypt) };
});
/** Tests with 60 to 100 password checks (scrypt) get more than vitest's 30 s on a busy machine. */
const VIELE_PRUEFUNGEN_MS = 180_000;
const scryptLaeufe = () => vi.mocked(crypto.scrypt).mock.calls.length;

const login = (t: TestApp, kundennummer: string, passwort: string, remoteAddress = '203.0.113.1', weitergeleitet?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/anschlussnutzer/login',
    remoteAddress,
    headers: { kundennummer, passwort, ...(weitergeleitet ? { 'x-forwarded-for': weitergeleitet } : {}) },
  });

// Throttling that stops guessing but not customers, atomic in the database.
describe.each(DATENBANKEN)('Anmeldeschutz (%s)', (art) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await bauen(art);
    await einspielen(t.db, { anschlussnutzer: [kunde('1001'), kunde('2000')] });
    vi.mocked(crypto.scrypt).mockClear();
  });
  afterEach(() => t.schliessen());

  it('evaluates at most 5 of 50 parallel wrong passwords; the rest get 429', async () => {
    const antworten = await Promise.all(Array.from({ length: 50 }, () => login(t, '1001', 'falsch')));
    const status = antworten.map((r) => r.statusCode);
    expect(status.filter((s) => s === 401)).toHaveLength(5);
    expect(status.filter((s) => s === 429)).toHaveLength(45);
    expect(scryptLaeufe()).toBe(5);
  });

  it('blocks the pair after 5 failures with Retry-After and the wait in minutes, and lets the customer in elsewhere', async () => {
    for (let i = 0; i < 5; i++) expect((await login(t, '1001', 'falsch')).statusCode).toBe(401);
    const gesperrt = await login(t, '1001', 'Geheim123!');
    expect(gesperrt.statusCode).toBe(429);
    expect(gesperrt.headers['retry-after']).toBe('900');
    expect(gesperrt.json()).toEqual({ data: authTexte.zuVieleVersuche(15) });
    expect(authTexte.zuVieleVersuche(15)).toContain('15 Minuten');
    // Another address, and another customer at the same address, are not affected.
    expect((await login(t, '1001', 'Geheim123!', '198.51.100.9')).statusCode).toBe(200);
    expect((await login(t, '2000', 'Geheim123!')).statusCode).toBe(200);
    t.uhr.stellen('2026-11-18T10:15:01+01:00');
    expect((await login(t, '1001', 'Geheim123!')).statusCode).toBe(200);
  });

  it('lets 20 customers behind one address in after one typo each', async () => {
    await einspielen(t.db, { anschlussnutzer: Array.from({ length: 19 }, (_, i) => kunde(`20${String(i + 1).padStart(2, '0')}`)) });
    for (let i = 0; i < 20; i++) {
      const kn = `20${String(i).padStart(2, '0')}`;
      expect((await login(t, kn, 'Vertippt1!')).statusCode).toBe(401);
      expect((await login(t, kn, 'Geheim123!')).statusCode, kn).toBe(200);
    }
  }, VIELE_PRUEFUNGEN_MS);

  it('stops credential stuffing: 100 failures from one address in 15 minutes block that address', async () => {
    for (let i = 0; i < 100; i++) expect((await login(t, `9${String(i).padStart(3, '0')}`, 'falsch')).statusCode).toBe(401);
    expect((await login(t, '1001', 'Geheim123!')).statusCode).toBe(429);
    expect((await login(t, '1001', 'Geheim123!', '198.51.100.9')).statusCode).toBe(200);
  }, VIELE_PRUEFUNGEN_MS);

  it('stops guessing spread over addresses: after 10 failures for one number a growing delay, never more than 15 minutes', async () => {
    for (let i = 0; i < 10; i++) expect((await login(t, '1001', 'falsch', `198.51.100.${i}`)).statusCode).toBe(401);
    const gesperrt = await login(t, '1001', 'Geheim123!', '192.0.2.1');
    expect(gesperrt.statusCode).toBe(429);
    expect(gesperrt.headers['retry-after']).toBe('1');
    expect(gesperrt.json()).toEqual({ data: authTexte.zuVieleVersuche(1) });
    let jetzt = t.uhr.jetzt().getTime();
    const warten: number[] = [];
    for (let i = 10; i < 25; i++) {
      const r = await login(t, '1001', 'falsch', `198.51.101.${i}`);
      if (r.statusCode === 429) {
        warten.push(Number(r.headers['retry-after']));
        jetzt += Number(r.headers['retry-after']) * 1000;
        t.uhr.stellen(new Date(jetzt));
        expect((await login(t, '1001', 'falsch', `198.51.101.${i}`)).statusCode).toBe(401);
      }
    }
    // Each wait longer than the one before, up to 15 minutes.
    expect(warten.length).toBeGreaterThan(5);
    for (let i = 1; i < warten.length; i++) expect(warten[i]).toBeGreaterThanOrEqual(warten[i - 1]!);
    expect(Math.max(...warten)).toBe(900);
  }, VIELE_PRUEFUNGEN_MS);

  it('a success resets only its own pair', async () => {
    for (let i = 0; i < 4; i++) await login(t, '1001', 'falsch');
    for (let i = 0; i < 4; i++) await login(t, '1001', 'falsch', '198.51.100.9');
    expect((await login(t, '1001', 'Geheim123!')).statusCode).toBe(200);
    // The pair that logged in starts afresh …
    for (let i = 0; i < 4; i++) expect((await login(t, '1001', 'falsch')).statusCode).toBe(401);
    // … the other keeps its four failures.
    expect((await login(t, '1001', 'falsch', '198.51.100.9')).statusCode).toBe(401);
    expect((await login(t, '1001', 'Geheim123!', '198.51.100.9')).statusCode).toBe(429);
  });

  it('ignores X-Forwarded-For from a client that is not a trusted proxy', async () => {
    for (let i = 0; i < 5; i++) await login(t, '1001', 'falsch', '203.0.113.5', `198.51.100.${i}`);
    expect((await login(t, '1001', 'Geheim123!', '203.0.113.5', '198.51.100.77')).statusCode).toBe(429);
    expect((await login(t, '1001', 'Geheim123!', '203.0.113.6')).statusCode).toBe(200);
  });

  it('believes a reverse proxy on this machine about the client address', async () => {
    for (let i = 0; i < 5; i++) await login(t, '1001', 'falsch', '127.0.0.1', '198.51.100.1');
    expect((await login(t, '1001', 'Geheim123!', '127.0.0.1', '198.51.100.1')).statusCode).toBe(429);
    expect((await login(t, '1001', 'Geheim123!', '127.0.0.1', '198.51.100.2')).statusCode).toBe(200);
  });
});

// An unknown customer number costs one password check like a known one.
describe('Gleiche Arbeit für unbekannte Kundennummern', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await bauen('pglite');
    await einspielen(t.db, { anschlussnutzer: [kunde('1001')] });
    vi.mocked(crypto.scrypt).mockClear();
  });
  afterEach(() => t.schliessen());

  it('runs the dummy verification for an unknown number and answers exactly like a wrong password', async () => {
    const bekannt = await login(t, '1001', 'falsch');
    const nachBekannt = scryptLaeufe();
    const unbekannt = await login(t, '7777', 'falsch');
    expect(nachBekannt).toBe(1);
    expect(scryptLaeufe() - nachBekannt).toBe(1);
    expect(unbekannt.statusCode).toBe(bekannt.statusCode);
    expect(unbekannt.body).toBe(bekannt.body);
  });

  it('does the same for the password change', async () => {
    const aendern = (kundennummer: string) =>
      t.app.inject({ method: 'PUT', url: '/api/anschlussnutzer/passwort_aendern', headers: { kundennummer }, payload: { altesPasswort: 'falsch', neuesPasswort: 'Sonnig2026!' } });
    const bekannt = await aendern('1001');
    const nachBekannt = scryptLaeufe();
    const unbekannt = await aendern('7777');
    expect(scryptLaeufe() - nachBekannt).toBe(nachBekannt);
    expect(unbekannt.statusCode).toBe(bekannt.statusCode);
    expect(unbekannt.body).toBe(bekannt.body);
  });
});

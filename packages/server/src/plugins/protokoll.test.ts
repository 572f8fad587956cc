import { pbkdf2 } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { mkdtempSync, openSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { appBauen } from '../app.ts';
import { sonicBoomZiel, Zeilenpuffer } from './protokoll.ts';
import { mailerErstellen, type Mail } from '../shared/mail.ts';
import { festeUhr } from '../config/uhr.ts';
import { anmeldeversuch, einspielen, kunde, mandanten, testDatenbank } from '../../test/helper.ts';

// One JSON log, one line per request, and never a secret or customer data in it.
describe('Protokoll', () => {
  it('logs login, password reset and a failing request without tokens, passwords, reset links or mail text', async () => {
    const { db, schliessen } = await testDatenbank('pglite');
    const zeilen: string[] = [];
    const mails: Mail[] = [];
    const app = await appBauen(
      { db, mandanten, uhr: festeUhr('2026-11-18T10:00:00+01:00'), mailer: { senden: async (m) => void mails.push(m) }, sitzungTtl: 900 },
      { logger: { level: 'info', stream: { write: (z) => void zeilen.push(z) } } },
    );
    try {
      await einspielen(db, { anschlussnutzer: [kunde('1001', { passwort: 'Geheim123!Alt', email: 'max.kunde@example.org', vorname: 'Maximilian' })] });
      const login = await anmeldeversuch(app, '1001', { passwort: encodeURIComponent('Geheim123!Alt') });
      expect(login.statusCode).toBe(200);
      const sitzungsToken = String(login.headers.token);
      expect((await app.inject({ method: 'GET', url: '/api/anschlussnutzer', headers: { kundennummer: '1001', token: sitzungsToken } })).statusCode).toBe(200);

      const reset = await app.inject({ method: 'POST', url: '/api/anschlussnutzer/passwort_reset', headers: { kundennummer: '1001', basisurl: mandanten.standard.passwortErneuernUrl } });
      expect(reset.statusCode).toBeLessThan(300);
      const link = mails[0]!.text.match(/https?:\/\/\S+/)![0];
      const resetToken = decodeURIComponent(new URL(link).searchParams.get('token')!);
      // The web page the link opens (answered by the SPA fallback or 404 here) carries the token in its query string.
      await app.inject({ method: 'GET', url: `/passwort/erneuern?token=${encodeURIComponent(resetToken)}` });
      const abschluss = await app.inject({
        method: 'POST',
        url: '/api/anschlussnutzer/passwort_reset_abschluss',
        headers: { token: resetToken, neuespasswort: encodeURIComponent('Geheim123!Neu') },
      });
      expect(abschluss.statusCode).toBeLessThan(300);
      const falsch = await anmeldeversuch(app, '1001', { passwort: encodeURIComponent('Geheim123!Falsch') });
      expect(falsch.statusCode).toBe(401);
      await app.inject({ method: 'GET', url: '/api/health' });
      await app.inject({ method: 'GET', url: '/api/ready' });

      const log = zeilen.join('');
      for (const geheim of [sitzungsToken, resetToken, encodeURIComponent(resetToken), 'Geheim123!Alt', 'Geheim123%21Alt', 'Geheim123', 'max.kunde@example.org', 'Maximilian', mails[0]!.text.slice(0, 40)]) {
        expect(log).not.toContain(geheim);
      }
      const anfragen = zeilen.map((z) => JSON.parse(z) as Record<string, unknown>).filter((z) => z.msg === 'Anfrage');
      expect(anfragen.map((a) => [a.methode, a.route, a.status])).toEqual([
        ['POST', '/api/anschlussnutzer/login', 200],
        ['GET', '/api/anschlussnutzer', 200],
        ['POST', '/api/anschlussnutzer/passwort_reset', reset.statusCode],
        ['GET', '/passwort/erneuern', 404],
        ['POST', '/api/anschlussnutzer/passwort_reset_abschluss', abschluss.statusCode],
        ['POST', '/api/anschlussnutzer/login', 401],
      ]);
      for (const a of anfragen) {
        expect(a).toMatchObject({ mandant: 'musterstadt', level: 30 });
        // Built by hand (protokoll.ts zugriffSchreiben) in pino's own order: base, the request's bindings, fields, msg.
        expect(Object.keys(a)).toEqual(['level', 'time', 'pid', 'hostname', 'reqId', 'mandant', 'methode', 'route', 'status', 'dauerMs', 'msg']);
        expect(typeof a.reqId).toBe('string');
        expect(typeof a.dauerMs).toBe('number');
      }
      expect(new Set(anfragen.map((a) => a.reqId)).size).toBe(anfragen.length);
    } finally {
      await app.close();
      await schliessen();
    }
  }, 120_000);

  /** The app on PGlite with its log lines captured, closed after `pruefen`. */
  async function mitProtokoll(pruefen: (app: FastifyInstance, zeilen: string[]) => Promise<void>): Promise<void> {
    const { db, schliessen } = await testDatenbank('pglite');
    const zeilen: string[] = [];
    const app = await appBauen(
      { db, mandanten, uhr: festeUhr('2026-11-18T10:00:00+01:00'), mailer: { senden: async () => {} }, sitzungTtl: 900 },
      { logger: { level: 'info', stream: { write: (z) => void zeilen.push(z) } } },
    );
    try {
      await pruefen(app, zeilen);
    } finally {
      await app.close();
      await schliessen();
    }
  }

  it('logs the OAuth resume route as its pattern, not with the uid that answers the request', () =>
    mitProtokoll(async (app, zeilen) => {
      await app.inject({ method: 'GET', url: '/oauth/auth/Geheime-Uid-4711', headers: { host: 'localhost' } });
      const anfragen = zeilen.map((z) => JSON.parse(z) as Record<string, unknown>).filter((z) => z.msg === 'Anfrage');
      expect(anfragen.map((a) => a.route)).toEqual(['/oauth/auth/:uid']);
      expect(zeilen.join('')).not.toContain('Geheime-Uid-4711');
    }), 60_000);

  it("a request's own lines carry its id as its access line does: a proxy's X-Request-Id, else one of this process", () =>
    mitProtokoll(async (app, zeilen) => {
      // An X-Forwarded-For that no trusted proxy vouches for: the request's logger warns once (plugins/gesundheit.ts).
      await app.inject({ method: 'GET', url: '/api/mandant', headers: { 'x-forwarded-for': '203.0.113.9', 'x-request-id': 'proxy-4711' } });
      await app.inject({ method: 'GET', url: '/api/mandant' });
      await app.inject({ method: 'GET', url: '/api/mandant' });
      const z = zeilen.map((l) => JSON.parse(l) as Record<string, unknown>);
      const warnung = z.find((l) => l.level === 40)!;
      const anfragen = z.filter((l) => l.msg === 'Anfrage');
      expect(warnung).toMatchObject({ reqId: 'proxy-4711', proxy: '127.0.0.1' });
      expect(anfragen.map((a) => a.reqId)).toEqual(['proxy-4711', expect.any(String), expect.any(String)]);
      // The pid and hostname of the process logger come first, as in pino's own children.
      expect(Object.keys(warnung).slice(0, 5)).toEqual(['level', 'time', 'pid', 'hostname', 'reqId']);
      const [, a, b] = anfragen.map((x) => String(x.reqId));
      expect(a).not.toBe(b);
      expect(a!.length).toBeGreaterThanOrEqual(12);
    }), 60_000);

  it('names only the .eml file when a mail goes to the outbox directory', async () => {
    const verzeichnis = mkdtempSync(path.join(tmpdir(), 'ekp-mails-'));
    const log: string[] = [];
    const mailer = mailerErstellen({ outboxVerzeichnis: verzeichnis, log: (t) => void log.push(t) });
    await mailer.senden({ von: 'portal@example.org', an: 'max.kunde@example.org', betreff: 'Passwort zurücksetzen', text: 'Ihr Link: https://portal.example/passwort/erneuern?token=GEHEIM' });
    expect(log).toHaveLength(1);
    expect(log[0]).toMatch(new RegExp(`^Mail abgelegt in ${verzeichnis}/.+\\.eml$`));
  });
});

describe('Zeilenpuffer', () => {
  const aufbauen = () => {
    const geschrieben: Buffer[] = [];
    const zaehler = { synchron: 0 };
    const prozess = new EventEmitter();
    const puffer = new Zeilenpuffer(
      () => ({
        write: (b: Buffer) => void geschrieben.push(Buffer.from(b)),
        endeSync: (rest: Buffer) => {
          zaehler.synchron++;
          geschrieben.push(Buffer.from(rest));
        },
      }),
      prozess as unknown as NodeJS.Process,
    );
    return { geschrieben, zaehler, prozess, puffer };
  };

  it('hands lines on in batches of at most 64 KB that end on a line, and all of them, flushed, when the process exits', () => {
    const { geschrieben, zaehler, prozess, puffer } = aufbauen();
    // Umlauts, the euro sign and an emoji: two, three and four bytes in UTF-8.
    const zeile = (i: number) => `{"i":${i},"text":"Zählerstand ${'€'.repeat(i % 7)} 🔌 ${'x'.repeat(i % 150)}"}\n`;
    const zeilen = Array.from({ length: 3000 }, (_, i) => zeile(i));
    for (const z of zeilen.slice(0, 100)) puffer.write(z);
    expect(geschrieben).toHaveLength(0);
    for (const z of zeilen.slice(100)) puffer.write(z);
    prozess.emit('exit', 0);
    expect(zaehler.synchron).toBe(1);
    expect(Buffer.concat(geschrieben).toString()).toBe(zeilen.join(''));
    for (const b of geschrieben) {
      expect(b.length).toBeLessThanOrEqual(65536);
      expect(b.at(-1)).toBe(0x0a);
    }
    // Batches, not lines: every batch but the last holds nearly 64 KB.
    for (const b of geschrieben.slice(0, -1)) expect(b.length).toBeGreaterThan(65536 - 3 * 250);
  });

  // A file descriptor, as the server's stdout is one: SonicBoom is ready at once.
  const dateiziel = () => {
    const datei = path.join(mkdtempSync(path.join(tmpdir(), 'ekp-zeilen-')), 'log.jsonl');
    const ziel = sonicBoomZiel(openSync(datei, 'a'));
    return { datei, ziel, prozess: new EventEmitter() };
  };
  const zeilenText = (n: number) => Array.from({ length: n }, (_, i) => `{"i":${i},"text":"Zählerstand € 🔌"}\n`);
  /**
   * Keeps every thread of libuv's pool busy for a while, as a process under load may at its exit: an asynchronous
   * write started then cannot have reached the file when the test reads it, so a lost last batch shows every time.
   */
  const threadPoolBelegen = () => Promise.all(Array.from({ length: 16 }, () => new Promise((fertig) => pbkdf2('x', 'y', 200_000, 32, 'sha256', fertig))));

  it("has the last lines in the file when the process exits, through pino's own destination in buffer mode", async () => {
    const { datei, ziel, prozess } = dateiziel();
    const puffer = new Zeilenpuffer(() => ziel, prozess as unknown as NodeJS.Process);
    // Less than a batch: nothing has gone to the destination before the exit.
    const zeilen = zeilenText(1000);
    for (const z of zeilen) puffer.write(z);
    const belegt = threadPoolBelegen();
    prozess.emit('exit', 0);
    expect(readFileSync(datei, 'utf8')).toBe(zeilen.join(''));
    await belegt;
  });

  it('keeps the order of batches written before the exit and the one still open', async () => {
    const { datei, ziel, prozess } = dateiziel();
    const puffer = new Zeilenpuffer(() => ziel, prozess as unknown as NodeJS.Process);
    const zeilen = zeilenText(2500);
    // The first batch (lines 0–1584) goes out asynchronously; the rest is still open when the process exits.
    for (const z of zeilen.slice(0, 1700)) puffer.write(z);
    // Until the first batch is in the file and its write's callback has run: the destination is idle again.
    await expect.poll(() => statSync(datei).size, { interval: 5 }).toBe(Buffer.byteLength(zeilen.slice(0, 1585).join('')));
    await new Promise((weiter) => setTimeout(weiter, 20));
    for (const z of zeilen.slice(1700)) puffer.write(z);
    const belegt = threadPoolBelegen();
    prozess.emit('exit', 0);
    expect(readFileSync(datei, 'utf8')).toBe(zeilen.join(''));
    await belegt;
  });

  it('exits quietly when stdout can no longer be written', () => {
    const { datei } = dateiziel();
    // Opened for reading only: every write fails (EBADF), as one to a closed pipe fails with EPIPE.
    const prozess = new EventEmitter();
    const puffer = new Zeilenpuffer(() => sonicBoomZiel(openSync(datei, 'r')), prozess as unknown as NodeJS.Process);
    puffer.write('{"a":1}\n');
    expect(() => prozess.emit('exit', 0)).not.toThrow();
  });

  it('hands a line longer than a batch on by itself, after the lines before it', () => {
    const { geschrieben, puffer } = aufbauen();
    const lang = `{"x":"${'ä'.repeat(40_000)}"}\n`;
    puffer.write('{"a":1}\n');
    puffer.write(lang);
    puffer.write('{"b":2}\n');
    puffer.weitergeben();
    expect(geschrieben.map((b) => b.toString())).toEqual(['{"a":1}\n', lang, '{"b":2}\n']);
  });
});

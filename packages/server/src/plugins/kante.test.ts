import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { texte } from '@ekp/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { appBauen } from '../app.ts';
import { bauen, DATENBANKEN, einspielen, kunde, kundenZugang, mandanten, testDatenbank, type TestApp, type Zugang } from '../../test/helper.ts';
import { festeUhr } from '../config/uhr.ts';

// The session is checked before the body is read, reads write nothing,
// sessions end absolutely, and every answer carries the browser-side defences.
describe.each(DATENBANKEN)('API-Kante (%s)', (art) => {
  let t: TestApp | undefined;
  const weitere: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const s of weitere.splice(0)) await s();
    await t?.schliessen();
    t = undefined;
  });

  async function mitKunde(): Promise<{ a: TestApp; ich: Zugang }> {
    const a = await bauen(art);
    t = a;
    await einspielen(a.db, { anschlussnutzer: [kunde('1001')] } as never);
    const ich = a.als('1001');
    await ich.kopf();
    return { a, ich };
  }

  const ablauf = async (db: TestApp['db']) => (await db.selectFrom('sitzung').select('ablauf').executeTakeFirstOrThrow()).ablauf.getTime();

  it('refuses an anonymous 12 MB body with 401 before reading it', async () => {
    const { a } = await mitKunde();
    const res = await a.app.inject({
      method: 'PUT',
      url: '/api/anschlussnutzer/kontaktdatenAktualisieren',
      headers: { 'content-type': 'application/json' },
      payload: `{"email":"${'a'.repeat(12 * 1024 * 1024)}`,
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ data: texte.allgemein.nichtAngemeldet });
  });

  it('sends ttl on a 4xx answer of a valid session', async () => {
    const { ich } = await mitKunde();
    const res = await ich.put('/anschlussnutzer/kontaktdatenAktualisieren', { email: 'kein-at' });
    expect(res.statusCode).toBe(400);
    expect(res.headers.ttl).toBe('900');
  });

  it('writes nothing for reads within a minute and states the true remaining lifetime', async () => {
    const { a, ich } = await mitKunde();
    const vorher = await ablauf(a.db);
    a.uhr.stellen('2026-11-18T10:00:30+01:00');
    const res = await ich.get('/anschlussnutzer');
    expect(res.statusCode).toBe(200);
    expect(res.headers.ttl).toBe('870');
    expect(await ablauf(a.db)).toBe(vorher);
    // A minute on, the stored expiry slides to now + ttl.
    a.uhr.stellen('2026-11-18T10:01:30+01:00');
    expect((await ich.get('/anschlussnutzer')).headers.ttl).toBe('900');
    expect(await ablauf(a.db)).toBe(new Date('2026-11-18T10:16:30+01:00').getTime());
  });

  it('ends a session after its absolute lifetime however active it is', async () => {
    const { db, schliessen } = await testDatenbank(art);
    const uhr = festeUhr('2026-11-18T10:00:00+01:00');
    const app = await appBauen({ db, mandanten, uhr, mailer: { senden: async () => {} }, sitzungTtl: 900, sitzungMax: 3600 });
    weitere.push(async () => (await app.close(), await schliessen()));
    await einspielen(db, { anschlussnutzer: [kunde('1001')] } as never);
    const ich = kundenZugang(app, '1001');
    await ich.kopf();
    for (const minute of [10, 20, 30, 40, 50]) {
      uhr.stellen(new Date(new Date('2026-11-18T10:00:00+01:00').getTime() + minute * 60_000));
      expect((await ich.get('/anschlussnutzer')).statusCode).toBe(200);
    }
    // Ten minutes before the end the ttl says what is left, not the sliding 900 s.
    expect((await ich.get('/anschlussnutzer')).headers.ttl).toBe('600');
    // The token refresh states the same end as the header, so the browser does not expect 15 more minutes.
    const refresh = await ich.get('/token/refresh');
    expect(refresh.headers.ttl).toBe('600');
    expect(refresh.json().ablaufdatum).toBe(new Date('2026-11-18T11:00:00+01:00').toISOString());
    uhr.stellen('2026-11-18T11:00:01+01:00');
    expect((await ich.get('/anschlussnutzer')).statusCode).toBe(401);
  });

  it('refuses a session ended in one process on the next request in another', async () => {
    const { a, ich } = await mitKunde();
    const zweite = await appBauen({ db: a.db, mandanten, uhr: a.uhr, mailer: { senden: async () => {} }, sitzungTtl: 900 });
    weitere.push(() => zweite.close());
    expect((await ich.auf(zweite).get('/anschlussnutzer')).statusCode).toBe(200);
    expect((await ich.del('/anschlussnutzer/logout')).statusCode).toBe(204);
    expect((await ich.auf(zweite).get('/anschlussnutzer')).statusCode).toBe(401);
  });

  it('sends no-store on the login answer and on authenticated answers', async () => {
    t = await bauen(art);
    await einspielen(t.db, { anschlussnutzer: [kunde('1001')] } as never);
    expect((await t.anmeldeversuch('1001')).headers['cache-control']).toBe('no-store');
    expect((await t.als('1001').get('/anschlussnutzer')).headers['cache-control']).toBe('no-store');
  });
});

describe('Sicherheits-Header', () => {
  let schliessen: (() => Promise<void>) | undefined;
  afterEach(async () => schliessen?.());

  it('cover the HTML page, an asset and an API answer, and HEAD works for each', async () => {
    const web = mkdtempSync(path.join(tmpdir(), 'ekp-web-'));
    writeFileSync(path.join(web, 'index.html'), '<!doctype html><title>ekp</title><script type="module" src="/app.js"></script>');
    writeFileSync(path.join(web, 'app.js'), 'console.log(1)');
    const datenbank = await testDatenbank('pglite');
    const app = await appBauen({ db: datenbank.db, mandanten, uhr: festeUhr('2026-11-18T10:00:00+01:00'), mailer: { senden: async () => {} }, sitzungTtl: 900, webVerzeichnis: web });
    schliessen = async () => (await app.close(), await datenbank.schliessen());
    for (const url of ['/', '/anmelden', '/app.js', '/api/mandant', '/api/gibt/es/nicht']) {
      for (const method of ['GET', 'HEAD'] as const) {
        const res = await app.inject({ method, url });
        expect(res.statusCode, `${method} ${url}`).toBe(url.startsWith('/api/gibt') ? 404 : 200);
        const csp = String(res.headers['content-security-policy']);
        expect(csp).toContain("frame-ancestors 'none'");
        expect(csp).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
        expect(res.headers['x-content-type-options']).toBe('nosniff');
        expect(res.headers['referrer-policy']).toBe('no-referrer');
        expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
        if (url.startsWith('/api/')) {
          // A JSON answer may load and run nothing at all (OWASP REST Security Cheat Sheet).
          expect(csp).toBe("default-src 'none'; frame-ancestors 'none'");
          expect(res.headers['x-frame-options']).toBe('DENY');
          expect(res.headers['cache-control']).toBe('no-store');
        } else {
          expect(csp).toContain("script-src 'self'");
          expect(res.headers['permissions-policy']).toContain('camera=()');
        }
      }
    }
  });
});

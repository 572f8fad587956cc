import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { texte } from '@ekp/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { appBauen } from './app.ts';
import { mandanten, testDatenbank } from '../test/helper.ts';
import { festeUhr } from './config/uhr.ts';

// The shell of the API: unknown /api paths get the JSON error body; other paths get the web app.
describe('app', () => {
  let schliessen: (() => Promise<void>) | undefined;
  afterEach(async () => schliessen?.());

  async function starten(webVerzeichnis?: string) {
    const datenbank = await testDatenbank('pglite');
    const app = await appBauen({ db: datenbank.db, mandanten, uhr: festeUhr('2026-11-18T10:00:00+01:00'), mailer: { senden: async () => {} }, sitzungTtl: 900, webVerzeichnis });
    schliessen = async () => {
      await app.close();
      await datenbank.schliessen();
    };
    return app;
  }

  it('answers unknown /api paths with 404 and the JSON error body, for every method', async () => {
    const app = await starten();
    // One-segment paths are taken by GET /{v} (a contract, SPEC §7), so these go deeper.
    for (const [method, url] of [['GET', '/api/gibt/es/wirklich/nicht'], ['POST', '/api/anschlussnutzer/gibtsnicht'], ['GET', '/api'], ['DELETE', '/api/a/b/c/d']] as const) {
      const res = await app.inject({ method, url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.json()).toEqual({ data: texte.allgemein.nichtGefunden });
    }
  });

  it('serves the web app for every other GET path so its router can decide', async () => {
    const web = mkdtempSync(path.join(tmpdir(), 'ekp-web-'));
    writeFileSync(path.join(web, 'index.html'), '<!doctype html><html><head><title>ekp</title></head><body></body></html>');
    const app = await starten(web);
    for (const url of ['/', '/anmelden', '/gibt/es/nicht', '/passwort/erneuern?token=abc']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain(`<title>${mandanten.standard.anzeigename}</title>`);
    }
    expect((await app.inject({ method: 'GET', url: '/api/gibt/es/wirklich/nicht' })).json()).toEqual({ data: texte.allgemein.nichtGefunden });
  });

  it('publishes the OpenAPI document of the contract', async () => {
    const app = await starten();
    const doc = (await app.inject({ method: 'GET', url: '/api/docs' })).json();
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/anschlussnutzer/login', '/api/anschlussnutzer', '/api/anschlussnutzer/passwort_reset']));
  });
});

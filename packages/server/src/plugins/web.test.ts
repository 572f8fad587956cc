import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { MANDANT_SKRIPT_ID, MandantOeffentlichSchema, texte, type Mandant } from '@ekp/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { appBauen } from '../app.ts';
import { mandanten, testDatenbank } from '../../test/helper.ts';
import { festeUhr } from '../config/uhr.ts';
import { APP_MODUL } from './router-vorladen.ts';
import { ASSET_CACHE, HTML_CACHE, htmlFuerMandant } from './web.ts';

const VORLAGE = `<!doctype html>
<html lang="de">
  <head>
    <meta charset="UTF-8" />
    <title>Kundenportal</title>
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
  </head>
  <body>
    <div id="app"></div>
  </body>
</html>`;
// What Vite writes: the entry, a chunk entry and router share, and the router's module with its own chunks.
const MANIFEST = {
  'index.html': { file: 'assets/index-abc123.js', isEntry: true, imports: ['_jsx-runtime-1.js'], dynamicImports: [APP_MODUL] },
  '_jsx-runtime-1.js': { file: 'assets/jsx-runtime-1.js' },
  [APP_MODUL]: { file: 'assets/app-1.js', isDynamicEntry: true, imports: ['_router-1.js', '_jsx-runtime-1.js', 'index.html'], dynamicImports: ['src/routes/_auth/index.tsx?tsr-split=component'] },
  '_router-1.js': { file: 'assets/router-1.js', imports: ['_jsx-runtime-1.js'] },
  '_abfragen-1.js': { file: 'assets/abfragen-1.js' },
  '_zeichnung-1.js': { file: 'assets/zeichnung-1.js', css: ['assets/zeichnung-1.css'] },
  'src/routes/_auth.tsx?tsr-split=component': { file: 'assets/auth-layout-1.js', imports: ['_router-1.js', '_abfragen-1.js'] },
  'src/routes/_auth/index.tsx?tsr-split=component': { file: 'assets/home-1.js', imports: ['_router-1.js', '_abfragen-1.js'], css: ['assets/home-1.css'] },
  'src/routes/_auth/vertrag/$vertragId/verbrauchshistorie.tsx?tsr-split=component': { file: 'assets/historie-1.js', imports: ['_zeichnung-1.js'] },
  'src/routes/_auth/vertrag/$vertragId/bankverbindungen/index.tsx?tsr-split=component': { file: 'assets/bank-1.js' },
  'src/routes/_auth/vertrag/$vertragId/bankverbindungen/editieren.tsx?tsr-split=component': { file: 'assets/bank-edit-1.js' },
  'src/routes/kuendigung.tsx?tsr-split=component': { file: 'assets/kuendigung-1.js' },
};
const SKRIPT = `console.log(${JSON.stringify('x'.repeat(3000))});`;

function mandantAusHtml(seite: string): unknown {
  const treffer = new RegExp(`<script type="application/json" id="${MANDANT_SKRIPT_ID}">(.*?)</script>`, 's').exec(seite);
  return treffer ? JSON.parse(treffer[1]!) : undefined;
}

// What a phone downloads first, and how often.
describe('web delivery', () => {
  let schliessen: (() => Promise<void>) | undefined;
  afterEach(async () => schliessen?.());

  async function starten() {
    const web = mkdtempSync(path.join(tmpdir(), 'ekp-web-'));
    mkdirSync(path.join(web, 'assets'));
    writeFileSync(path.join(web, 'index.html'), VORLAGE);
    writeFileSync(path.join(web, 'assets/index-abc123.js'), SKRIPT);
    writeFileSync(path.join(web, 'assets/index-abc123.js.br'), brotliCompressSync(SKRIPT));
    writeFileSync(path.join(web, 'assets/index-abc123.js.gz'), gzipSync(SKRIPT));
    mkdirSync(path.join(web, '.vite'));
    writeFileSync(path.join(web, '.vite/manifest.json'), JSON.stringify(MANIFEST));
    const datenbank = await testDatenbank('pglite');
    const app = await appBauen({ db: datenbank.db, mandanten, uhr: festeUhr('2026-11-18T10:00:00+01:00'), mailer: { senden: async () => {} }, sitzungTtl: 900, webVerzeichnis: web });
    schliessen = async () => {
      await app.close();
      await datenbank.schliessen();
    };
    return app;
  }

  it('sends the precompressed asset the browser accepts, cached for a year', async () => {
    const app = await starten();
    const br = await app.inject({ method: 'GET', url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.rawPayload.length).toBeLessThan(SKRIPT.length / 10);
    expect(br.headers['cache-control']).toBe(ASSET_CACHE);

    const gz = await app.inject({ method: 'GET', url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(SKRIPT);
    expect(gz.headers['cache-control']).toBe(ASSET_CACHE);

    const roh = await app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(roh.headers['content-encoding']).toBeUndefined();
    expect(roh.body).toBe(SKRIPT);
  });

  it('writes the tenant configuration, theme, title and favicon into the page, never cached', async () => {
    const app = await starten();
    for (const url of ['/', '/anmelden', '/vertrag/1/verbrauchshistorie?modus=daily', '/index.html']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe(HTML_CACHE);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      const konfiguration = (await app.inject({ method: 'GET', url: '/api/mandant' })).json();
      expect(mandantAusHtml(res.body), url).toEqual(konfiguration);
    }
    const seite = (await app.inject({ method: 'GET', url: '/anmelden' })).body;
    const m = mandanten.standard;
    expect(seite).toContain(`<title>${m.anzeigename}</title>`);
    expect(seite).not.toContain('<title>Kundenportal</title>');
    expect(seite).toContain(`<link rel="icon" href="${m.logo}">`);
    expect(seite).toContain(`--primaer:${m.thema.primaer};--primaer-text:${m.thema.primaerText};--hintergrund:${m.thema.hintergrund}`);
    // No inline script may run under the strict CSP: the only inline script is the JSON data.
    expect(seite.match(/<script(?![^>]*type="application\/json")(?![^>]*src=)[^>]*>/g)).toBeNull();
  });

  it('sends the router and the chunks and stylesheets of the route the path names with the page, nothing with the login page', async () => {
    const app = await starten();
    const vorladen = async (url: string) => [...(await app.inject({ method: 'GET', url })).body.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((t) => t[1]);
    const router = ['/assets/app-1.js', '/assets/router-1.js'];
    expect(await vorladen('/')).toEqual([...router, '/assets/auth-layout-1.js', '/assets/abfragen-1.js', '/assets/home-1.js']);
    expect(await vorladen('/vertrag/5000100101/verbrauchshistorie?modus=daily')).toEqual([...router, '/assets/auth-layout-1.js', '/assets/abfragen-1.js', '/assets/historie-1.js', '/assets/zeichnung-1.js']);
    expect(await vorladen('/vertrag/5000100101/bankverbindungen')).toEqual([...router, '/assets/auth-layout-1.js', '/assets/abfragen-1.js', '/assets/bank-1.js']);
    expect(await vorladen('/vertrag/5000100101/bankverbindungen/editieren')).toEqual([...router, '/assets/auth-layout-1.js', '/assets/abfragen-1.js', '/assets/bank-edit-1.js']);
    expect(await vorladen('/kuendigung')).toEqual([...router, '/assets/kuendigung-1.js']);
    // A path no route knows: the router (it sends the visitor home), no route's chunks.
    expect(await vorladen('/gibt/es/nicht')).toEqual(router);
    expect(await vorladen('/anmelden')).toEqual([]);
    expect(await vorladen('/anmelden?x=1')).toEqual([]);
    // Their stylesheets, linked as Vite's preload helper would add them (so it does not add them again).
    const stile = async (url: string) => [...(await app.inject({ method: 'GET', url })).body.matchAll(/<link rel="stylesheet" crossorigin href="([^"]+)">/g)].map((t) => t[1]);
    expect(await stile('/')).toEqual(['/assets/home-1.css']);
    expect(await stile('/vertrag/5000100101/verbrauchshistorie')).toEqual(['/assets/zeichnung-1.css']);
    expect(await stile('/vertrag/5000100101/bankverbindungen')).toEqual([]);
    expect(await stile('/anmelden')).toEqual([]);
  });

  it('gives each tenant its own page by host name', async () => {
    const app = await starten();
    const nordlicht = mandanten.nachKey('nordlicht')!;
    const res = await app.inject({ method: 'GET', url: '/anmelden', headers: { host: 'nordlicht.localhost' } });
    expect(mandantAusHtml(res.body)).toMatchObject({ key: 'nordlicht', thema: nordlicht.thema });
    expect(res.body).toContain(`<title>${nordlicht.anzeigename}</title>`);
  });

  it('compresses JSON answers above 1 KB and leaves small ones alone', async () => {
    const app = await starten();
    const gross = await app.inject({ method: 'GET', url: '/api/docs', headers: { 'accept-encoding': 'gzip, br' } });
    expect(gross.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gross.rawPayload).toString())).toHaveProperty('openapi');
    const klein = await app.inject({ method: 'GET', url: '/api/gibt/es/wirklich/nicht', headers: { 'accept-encoding': 'gzip, br' } });
    expect(klein.headers['content-encoding']).toBeUndefined();
    expect(klein.json()).toEqual({ data: texte.allgemein.nichtGefunden });
  });
});

describe('htmlFuerMandant', () => {
  it('keeps a hostile tenant value inside its element', () => {
    const boese: Mandant = { ...mandanten.standard, anzeigename: '</script><script>alert(1)</script>', zugangsdatenInfo: '</script><img src=x onerror=alert(1)>' };
    const seite = htmlFuerMandant(VORLAGE, boese);
    expect(seite).not.toContain('<script>alert(1)');
    expect(seite).not.toContain('<img src=x');
    expect(mandantAusHtml(seite)).toEqual(MandantOeffentlichSchema.parse(boese));
  });
});

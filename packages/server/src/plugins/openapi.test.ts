import { Validator } from '@seriousme/openapi-schema-validator';
import { endpunkte, fehlerStatusse } from '@ekp/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bauen, type TestApp } from '../../test/helper.ts';
import { kompiliert, redoclyProbleme, typenErzeugen } from '../../test/openapi-generatoren.ts';

// The OpenAPI document follows from the contract and is valid.
describe('OpenAPI', () => {
  let t: TestApp;
  let doc: { servers?: { url: string }[]; paths: Record<string, Record<string, { operationId?: string; summary?: string; responses: Record<string, { headers?: Record<string, unknown> }>; parameters?: { in: string; name: string }[]; security?: unknown[] }>>; components: { securitySchemes: Record<string, unknown> } };
  beforeAll(async () => {
    t = await bauen('pglite');
    doc = (await t.app.inject({ url: '/api/docs' })).json();
  }, 120_000);
  afterAll(async () => t?.schliessen());

  it('is a valid OpenAPI document', async () => {
    const ergebnis = await new Validator().validate(structuredClone(doc) as never);
    expect(ergebnis.errors ?? []).toEqual([]);
    expect(ergebnis.valid).toBe(true);
  });

  it('lists every route of the contract with every status it answers', () => {
    for (const { name, e } of endpunkte) {
      const pfad = `/api${e.pfad.replace(/:([A-Za-z]+)/g, '{$1}')}`;
      const op = doc.paths[pfad]?.[e.methode.toLowerCase()];
      expect(op, `${name} ${e.methode} ${pfad}`).toBeDefined();
      const statusse = [...Object.keys(op!.responses), ...Object.keys((op as { 'x-ekp-sonderstatus'?: object })['x-ekp-sonderstatus'] ?? {})].map(Number);
      expect(statusse, name).toEqual(expect.arrayContaining([...fehlerStatusse(e), e.response === null && e.methode !== 'GET' ? 204 : (e.erfolg ?? 200)]));
      if (e.auth) {
        expect(op!.security, name).toEqual([e.bereich === 'service' ? { token: [], kennung: [] } : { token: [], kundennummer: [] }]);
        expect(op!.responses['401']?.headers, name).toBeUndefined();
        expect(Object.keys(op!.responses['400']?.headers ?? {}), name).toContain('ttl');
        expect(Object.keys(op!.responses[e.response === null && e.methode !== 'GET' ? '204' : String(e.erfolg ?? 200)]?.headers ?? {}), name).toContain('ttl');
      }
    }
  });

  // The contract's registry (endpunkte.ts) is the one list; a route of a contract API that is
  // missing there would be missing from the access walk and the answer checks as well.
  it('finds every documented API route in the registry of endpoints', () => {
    const bekannt = new Set(endpunkte.map(({ e }) => `${e.methode.toLowerCase()} /api${e.pfad.replace(/:([A-Za-z]+)/g, '{$1}')}`));
    const dokumentiert = Object.entries(doc.paths).filter(([pfad]) => pfad.startsWith('/api/')).flatMap(([pfad, ops]) => Object.keys(ops).map((m) => `${m} ${pfad}`));
    expect(dokumentiert.filter((r) => !bekannt.has(r))).toEqual([]);
  });

  it('names the request headers, the login statuses and the token header', () => {
    const login = doc.paths['/api/anschlussnutzer/login']!.post!;
    expect(login.parameters?.filter((p) => p.in === 'header').map((p) => p.name).sort()).toEqual(['kundennummer', 'passwort']);
    expect(Object.keys(login.responses)).toEqual(expect.arrayContaining(['200', '400', '401', '429', '503']));
    expect(Object.keys((login as { 'x-ekp-sonderstatus'?: object })['x-ekp-sonderstatus'] ?? {})).toEqual(['700', '702']);
    expect(Object.keys(login.responses['200']!.headers ?? {}).sort()).toEqual(['token', 'ttl']);
    const reset = doc.paths['/api/anschlussnutzer/passwort_reset']!.post!;
    expect(reset.parameters?.filter((p) => p.in === 'header').map((p) => p.name)).toContain('basisurl');
    const abschluss = doc.paths['/api/anschlussnutzer/passwort_reset_abschluss']!.post!;
    expect(abschluss.parameters?.filter((p) => p.in === 'header').map((p) => p.name)).toContain('neuespasswort');
    expect(Object.keys(doc.components.securitySchemes).sort()).toEqual(['freigabe', 'kennung', 'kundennummer', 'token']);
    // Each third-party call names the scope it needs.
    expect(doc.paths['/api/v1/freigabe/vertraege/{vertragId}/lastgang']?.get?.security).toEqual([{ freigabe: ['verbrauch:lesen'] }]);
  });

  it('gives every operation its contract name as operationId, a German summary and its security, [] where public', () => {
    const ops = Object.entries(doc.paths).flatMap(([pfad, methoden]) => Object.entries(methoden).map(([m, op]) => ({ wo: `${m} ${pfad}`, op })));
    expect(ops.map(({ op }) => op.operationId).sort()).toEqual(endpunkte.map(({ name }) => name).sort());
    for (const { wo, op } of ops) {
      expect(op.summary, wo).toMatch(/^\p{Lu}/u);
      expect(op.security, wo).toBeDefined();
    }
    const oeffentlich = endpunkte.filter(({ e }) => !e.auth && !e.freigabe).map(({ name }) => name);
    expect(oeffentlich).toContain('preisfeedApi.preise');
    for (const { op } of ops.filter((o) => oeffentlich.includes(o.op.operationId as string))) expect(op.security).toEqual([]);
    expect(doc.paths['/api/oeffentlich/preise/{tarif}']?.get?.summary).toBe('Viertelstundenpreise eines dynamischen Tarifs');
    expect(doc.servers).toEqual([expect.objectContaining({ url: '/' })]);
  });

  it("passes Redocly's recommended rules (minus the two docs/schnittstellen.md names)", async () => {
    expect(await redoclyProbleme(doc)).toEqual([]);
  });

  it('gives openapi-typescript a client that calls operations by name and compiles, and a wrong call that does not', async () => {
    const typen = await typenErzeugen(doc);
    const aufrufe = `
      const preise = await rufe('preisfeedApi.preise', { path: { tarif: 'strom-dynamisch' }, query: { bestandteile: 'true' } });
      const wert: number = preise[0]!.value;
      const vertraege = await rufe('freigabeDrittApi.vertraege', {});
      const zaehler: string | null = vertraege[0]!.zaehlernummer;
      const tarif = await rufe('vertraegeApi.aktuellerTarif', { path: { vertragId: vertraege[0]!.id } });
      const dynamisch: boolean = tarif.istDynamisch;
      return [wert, zaehler, dynamisch];`;
    expect(kompiliert(typen, aufrufe)).toEqual([]);
    // The check can fail: an unknown operation, a missing path parameter and a wrong field type, one a line, do not compile.
    const falsch = kompiliert(typen, [
      `await rufe('vertraegeApi.gibtEsNicht', {});`,
      `await rufe('preisfeedApi.preise', {});`,
      `const p = await rufe('preisfeedApi.preise', { path: { tarif: 'x' } }); const s: string = p[0]!.value; return s;`,
    ].join('\n'));
    expect(falsch.join('\n')).toMatch(/gibtEsNicht/);
    expect(new Set(falsch.map((z) => z.match(/programm\.ts\((\d+),/)?.[1]).filter(Boolean)).size).toBe(3);
  }, 120_000);

  it('serves a readable page at /api/docs/ui from our own origin', async () => {
    const seite = await t.app.inject({ url: '/api/docs/ui' });
    expect(seite.statusCode).toBe(200);
    expect(seite.body).toContain('swagger-ui-bundle.js');
    expect(seite.body).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    expect(seite.body).not.toMatch(/https?:\/\//);
    expect(String(seite.headers['content-security-policy'])).toContain("script-src 'self'");
    const skript = await t.app.inject({ url: '/api/docs/ui/static/swagger-ui-bundle.js' });
    expect(skript.statusCode).toBe(200);
  });
});

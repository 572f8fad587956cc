import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bauen, mandanten, type TestApp } from '../../test/helper.ts';
import { mandantenLaden } from './mandanten.ts';

// One server, several utilities, picked by the request's host name.
describe('tenant by host', () => {
  it('maps configured hosts, ignores port and case, and gives the default for localhost and unknown hosts', () => {
    expect(mandanten.fuerHost('nordlicht.localhost').key).toBe('nordlicht');
    expect(mandanten.fuerHost('Nordlicht.Localhost:3000').key).toBe('nordlicht');
    expect(mandanten.fuerHost('localhost:3000').key).toBe('musterstadt');
    expect(mandanten.fuerHost('portal.unbekannt.example').key).toBe('musterstadt');
    expect(mandanten.fuerHost(undefined).key).toBe('musterstadt');
  });

  it('answers the same after a flood of invented hosts fills its memory of seen hosts', () => {
    for (let i = 0; i < 5000; i++) expect(mandanten.fuerHost(`x${i}.example`).key).toBe('musterstadt');
    expect(mandanten.fuerHost('NORDLICHT.localhost:8443').key).toBe('nordlicht');
    expect(mandanten.fuerHost('nordlicht.localhost').key).toBe('nordlicht');
    expect(mandanten.fuerHost('x4999.example').key).toBe('musterstadt');
  });

  describe('through the API', () => {
    let t: TestApp;
    beforeEach(async () => {
      t = await bauen('pglite');
    });
    afterEach(() => t.schliessen());

    const konfiguration = async (host: string) => (await t.app.inject({ method: 'GET', url: '/api/mandant', headers: { host } })).json();

    it('serves each host its tenant’s public configuration, without server-only fields', async () => {
      const nord = await konfiguration('nordlicht.localhost:3000');
      expect(nord).toMatchObject({ key: 'nordlicht', anzeigename: 'Nordlicht Energie GmbH', kundennummerPraefix: 'NL', navigationBeiAnmeldung: true });
      expect(nord).not.toHaveProperty('absenderEmail');
      expect(nord).not.toHaveProperty('hosts');
      expect((await konfiguration('localhost:3000')).key).toBe('musterstadt');
      expect((await konfiguration('irgendwo.example')).key).toBe('musterstadt');
    });
  });
});

describe('mandantenLaden', () => {
  const datei = (inhalt: string) => {
    const pfad = path.join(mkdtempSync(path.join(tmpdir(), 'ekp-mandanten-')), 'mandanten.json');
    writeFileSync(pfad, inhalt);
    return pfad;
  };

  it('names the file and every problem', () => {
    const pfad = datei(JSON.stringify({ standard: 'x', mandanten: [{ key: 'x' }] }));
    expect(() => mandantenLaden(pfad)).toThrow(new RegExp(`^Mandantenkonfiguration ${pfad} ist ungültig:\\n  - mandanten\\.0\\.anzeigename: `));
  });

  it('says when the file is not JSON or missing', () => {
    expect(() => mandantenLaden(datei('{ kaputt'))).toThrow(/kann nicht gelesen werden/);
    expect(() => mandantenLaden('/gibt/es/nicht.json')).toThrow(/kann nicht gelesen werden/);
  });
});

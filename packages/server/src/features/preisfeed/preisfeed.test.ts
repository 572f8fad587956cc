import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appBauen } from '../../app.ts';
import { bauen, DATENBANKEN, einspielen, kunde, mandanten, NORDLICHT_HOST, type TestApp } from '../../../test/helper.ts';
import { PREISFEED_GRENZE } from './schnellweg.ts';

const dynamisch = { name: 'Strom Dynamisch', tariftyp: 'DYNAMISCHER_PREIS' as const, grundpreis: 10, arbeitspreis: 0.3, istDynamisch: true, aufschlag: 0.1, gueltigVon: '2026-01-01' };
const vertrag = { id: 'V1', versorgungsart: 'Strom', anmeldungsart: 'Neueinzug', lieferbeginn: '2026-01-01', strasse: 'Weg', hausnummer: '1', plz: '12345', ort: 'Musterstadt', kundenArt: 'Haushaltskunde' as const, tarife: [dynamisch] };
const um = (hhmm: string) => `2026-11-18T${hhmm}:00+01:00`;

describe.each(DATENBANKEN)('Public price feed (%s)', (art) => {
  let t: TestApp;
  beforeAll(async () => {
    // "Now" is 10:07: the hour 09–10 is past, 10–11 is hourly (four quarters from 10:00), 11:00–11:15 a quarter.
    t = await bauen(art, { jetzt: um('10:07') });
    await einspielen(t.db, {
      preise: [
        { von: um('09:00'), bis: um('10:00'), preis: 0.5 },
        { von: um('10:00'), bis: um('11:00'), preis: 0.1 },
        { von: um('11:00'), bis: um('11:15'), preis: 0.2 },
      ],
      anschlussnutzer: [kunde('1001', { vertraege: [vertrag] })],
    });
  });
  afterAll(() => t.schliessen());
  const holen = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers: { host: 'localhost', ...headers } });

  it('lists the dynamic tariffs with their feed URL, open to every origin', async () => {
    const res = await holen('/api/oeffentlich/preise');
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.json()).toEqual([{ tarif: 'strom-dynamisch', name: 'Strom Dynamisch', url: 'http://localhost/api/oeffentlich/preise/strom-dynamisch' }]);
    expect((await holen('/api/oeffentlich/preise', { host: NORDLICHT_HOST })).json()).toEqual([]);
  });

  it('gives every known quarter hour from now, all-in, as {start, end, value} with RFC 3339 times (energiemanager.test.ts runs evcc and Home Assistant on it)', async () => {
    const res = await holen('/api/oeffentlich/preise/strom-dynamisch');
    expect(res.statusCode).toBe(200);
    const preise = res.json() as { start: string; end: string; value: number }[];
    // (0.10 market + 0.10 aufschlag) × 1.19 and (0.20 + 0.10) × 1.19.
    expect(preise).toEqual([
      { start: um('10:00'), end: um('10:15'), value: 0.238 },
      { start: um('10:15'), end: um('10:30'), value: 0.238 },
      { start: um('10:30'), end: um('10:45'), value: 0.238 },
      { start: um('10:45'), end: um('11:00'), value: 0.238 },
      { start: um('11:00'), end: um('11:15'), value: 0.357 },
    ]);
    // Nothing beyond start, end and value unless asked for; the times parse as RFC 3339.
    expect(preise.map(({ start, end, value }) => ({ start, end, value }))).toEqual(preise);
    expect(preise.every((p) => !Number.isNaN(Date.parse(p.start)) && Date.parse(p.end) - Date.parse(p.start) === 900_000)).toBe(true);
  });

  it('adds the components on request', async () => {
    const preise = (await holen('/api/oeffentlich/preise/strom-dynamisch?bestandteile=true')).json() as { value: number; bestandteile: Record<string, number> }[];
    expect(preise[0]).toMatchObject({ value: 0.238, bestandteile: { marktpreis: 0.1, aufschlag: 0.1, umsatzsteuer: 0.038 } });
  });

  it('caches until the next quarter hour: ETag, 304 on a match, max-age to 10:15', async () => {
    const erste = await holen('/api/oeffentlich/preise/strom-dynamisch');
    expect(erste.headers['cache-control']).toBe('public, max-age=480');
    const etag = String(erste.headers.etag);
    const zweite = await holen('/api/oeffentlich/preise/strom-dynamisch', { 'if-none-match': etag });
    expect(zweite.statusCode).toBe(304);
    expect(zweite.body).toBe('');
  });

  it('answers an unknown tariff 404 in German', async () => {
    const res = await holen('/api/oeffentlich/preise/gibt-es-nicht');
    expect(res.statusCode).toBe(404);
    expect(res.json().data).toMatch(/dynamischen Tarif/);
  });

  it('limits an address with 429 and Retry-After, another address goes on', async () => {
    const adresse = (ip: string) => ({ 'x-forwarded-for': ip });
    let letzte = await holen('/api/oeffentlich/preise/strom-dynamisch', adresse('203.0.113.7'));
    for (let i = 1; i < PREISFEED_GRENZE; i++) letzte = await holen('/api/oeffentlich/preise/strom-dynamisch', adresse('203.0.113.7'));
    expect(letzte.statusCode).toBe(200);
    const zuViel = await holen('/api/oeffentlich/preise/strom-dynamisch', adresse('203.0.113.7'));
    expect(zuViel.statusCode).toBe(429);
    expect(Number(zuViel.headers['retry-after'])).toBeGreaterThan(0);
    expect((await holen('/api/oeffentlich/preise/strom-dynamisch', adresse('203.0.113.8'))).statusCode).toBe(200);
  });

  it('counts an IPv6 client per /64, and all processes share one limit', async () => {
    // Two server processes on the one database, each with a limit of 5 per client and minute.
    const prozesse = await Promise.all([1, 2].map(() => appBauen({ db: t.db, mandanten, uhr: t.uhr, mailer: { senden: async () => {} }, sitzungTtl: 900, preisfeedGrenze: 5 }, { trustProxy: 'loopback' })));
    try {
      const status: number[] = [];
      for (let i = 1; i <= 8; i++) {
        const r = await prozesse[i % 2]!.inject({ method: 'GET', url: '/api/oeffentlich/preise/strom-dynamisch', headers: { host: 'localhost', 'x-forwarded-for': `2001:db8:7:7::${i.toString(16)}` } });
        status.push(r.statusCode);
      }
      expect(status).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
      // Another /64 is another client.
      expect((await prozesse[0]!.inject({ method: 'GET', url: '/api/oeffentlich/preise/strom-dynamisch', headers: { host: 'localhost', 'x-forwarded-for': '2001:db8:7:8::1' } })).statusCode).toBe(200);
    } finally {
      await Promise.all(prozesse.map((p) => p.close()));
    }
  });

  it('holds the per-/64 limit when twelve requests of one /64 arrive at once over two processes', async () => {
    const prozesse = await Promise.all([1, 2].map(() => appBauen({ db: t.db, mandanten, uhr: t.uhr, mailer: { senden: async () => {} }, sitzungTtl: 900, preisfeedGrenze: 5 }, { trustProxy: 'loopback' })));
    try {
      const antworten = await Promise.all(
        Array.from({ length: 12 }, (_, i) => prozesse[i % 2]!.inject({ method: 'GET', url: '/api/oeffentlich/preise/strom-dynamisch', headers: { host: 'localhost', 'x-forwarded-for': `2001:db8:9:9::${(i + 1).toString(16)}` } })),
      );
      const status = antworten.map((r) => r.statusCode).sort();
      expect(status).toEqual([...Array<number>(5).fill(200), ...Array<number>(7).fill(429)]);
    } finally {
      await Promise.all(prozesse.map((p) => p.close()));
    }
  });
});

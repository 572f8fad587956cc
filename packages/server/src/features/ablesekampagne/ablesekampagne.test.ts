import { ablesekampagneTexte as t, ablesungenTexte, codeNormalisieren } from '@ekp/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DATENBANKEN, einspielen, kunde, NORDLICHT_HOST, type TestApp } from '../../../test/helper.ts';
import { PNG_BASE64, STROM } from '../../../test/testdaten/ablesungen.ts';
import { outboxExportieren } from '../../export/outbox-export.ts';
import { briefCsv, kampagneAnlegen, type Briefzeile } from './kampagne-anlegen.ts';
import { KAMPAGNE, kampagneAufbauen, MUSTERSTADT, NORDLICHT } from '../../../test/testdaten/ablesekampagne.ts';

// The test clock stands at Wed 2026-11-18 10:00 Berlin. V1 (1001) counts about 10 kWh a day from 10000 on
// 20 August; V3 (1001) is an HT/NT meter; V2 (1002) has no reading yet; V4 has no meter.
const musterstadt = MUSTERSTADT;
const nordlicht = NORDLICHT;

describe.each(DATENBANKEN)('Ablesekampagne ohne Anmeldung (%s)', (art) => {
  let a: TestApp;
  let codes: Record<string, Briefzeile>;
  beforeEach(async () => {
    ({ a, codes } = await kampagneAufbauen(art));
  });
  afterEach(() => a.schliessen());

  const pruefen = (code: string, o: { host?: string; ip?: string } = {}) =>
    a.app.inject({ method: 'POST', url: '/api/oeffentlich/zaehlerstand/pruefen', headers: { host: o.host ?? 'localhost', 'x-forwarded-for': o.ip ?? '203.0.113.7' }, payload: { code } });
  const melden = (payload: Record<string, unknown>, ip = '203.0.113.7') =>
    a.app.inject({ method: 'POST', url: '/api/oeffentlich/zaehlerstand', headers: { 'x-forwarded-for': ip }, payload });
  const gut = (code = codes.V1!.code) => ({ code, ablesedatum: '2026-11-15', ablesewerte: { '1-1:1.8.0': 10870.5 } });

  it('makes one code per active contract with a meter, 12 Crockford characters in groups of four, stored only as a hash', async () => {
    expect(Object.keys(codes).sort()).toEqual(['V1', 'V2', 'V3']);
    for (const z of Object.values(codes)) {
      expect(z.code).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
      expect(z.link).toBe(`http://localhost:3000/zaehlerstand#code=${z.code}`);
    }
    expect(codes.V1).toMatchObject({ kundennummer: '1001', zaehlernummer: 'Z1' });
    const csv = briefCsv(Object.values(codes)).split('\n');
    expect(csv[0]).toBe('kundennummer;vertragsnummer;zaehlernummer;code;link');
    expect(csv).toContain(`1001;V1;Z1;${codes.V1!.code};${codes.V1!.link}`);
    const gespeichert = JSON.stringify(await a.db.selectFrom('ablesecode').selectAll().execute());
    for (const z of Object.values(codes)) {
      expect(gespeichert).not.toContain(z.code);
      expect(gespeichert).not.toContain(codeNormalisieren(z.code)!);
    }
    const zeilen = await a.db.selectFrom('ablesecode').select(['vertrag_id', 'gueltig_bis']).orderBy('vertrag_id').execute();
    expect(zeilen).toEqual(['V1', 'V2', 'V3'].map((vertrag_id) => ({ vertrag_id, gueltig_bis: '2026-12-30' })));
  });

  it('adds only contracts without a code on a second run for the same Stichtag, and takes a list of contract numbers', async () => {
    expect((await kampagneAnlegen(a.db, a.app.dienste.schluessel, musterstadt, KAMPAGNE)).zeilen).toEqual([]);
    await einspielen(a.db, { anschlussnutzer: [kunde('1003', { vertraege: [{ id: 'V5', versorgungsart: 'Strom', anmeldungsart: 'Lieferantenwechsel', lieferbeginn: '2024-01-01', strasse: 'Weg', hausnummer: '1', plz: '12345', ort: 'Musterstadt', kundenArt: 'Haushaltskunde', zaehler: { nummer: 'Z5', kanaele: [STROM] } }] })] });
    const zweiter = await kampagneAnlegen(a.db, a.app.dienste.schluessel, musterstadt, KAMPAGNE);
    expect(zweiter.zeilen.map((z) => z.vertragsnummer)).toEqual(['V5']);
    const liste = await kampagneAnlegen(a.db, a.app.dienste.schluessel, musterstadt, { stichtag: '2027-12-31', frist: '2028-01-15', vertraege: ['V2', 'V4', 'GIBTESNICHT'] });
    expect(liste.zeilen.map((z) => z.vertragsnummer)).toEqual(['V2']);
    expect(liste.unbekannt).toEqual(['V4', 'GIBTESNICHT']);
  });

  it('shows what the letter shows: the masked meter, the registers in words, the dates; typed in lower case without dashes too', async () => {
    const res = await pruefen(codes.V3!.code.toLowerCase().replace(/-/g, ' '));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      zaehlernummer: '•3',
      kanaele: [
        { obiskennzahl: '1-1:1.8.1', bezeichnung: 'HT', vorkommastellen: 5, nachkommastellen: 1 },
        { obiskennzahl: '1-1:1.8.2', bezeichnung: 'NT', vorkommastellen: 5, nachkommastellen: 1 },
      ],
      stichtag: '2026-11-15',
      frist: '2026-11-30',
      bereitsGemeldet: false,
    });
    expect(JSON.stringify(res.json())).not.toMatch(/Kunde|Hauptstraße|1001/);
  });

  it('answers an unknown, mistyped, malformed, expired or other tenant’s code with the same 404', async () => {
    const v1 = codes.V1!.code;
    const vertippt = `${v1.slice(0, -1)}${v1.endsWith('0') ? '1' : '0'}`;
    const faelle = [await pruefen(vertippt), await pruefen('ABC'), await pruefen(v1, { host: NORDLICHT_HOST }), await melden(gut(vertippt))];
    a.uhr.stellen('2026-12-31T10:00:00+01:00');
    faelle.push(await pruefen(v1));
    for (const res of faelle) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ data: t.unbekannt });
    }
    // The other tenant's own code works there and only there.
    const n1 = (await kampagneAnlegen(a.db, a.app.dienste.schluessel, nordlicht, KAMPAGNE)).zeilen[0]!;
    a.uhr.stellen('2026-11-18T10:00:00+01:00');
    expect((await pruefen(n1.code, { host: NORDLICHT_HOST })).statusCode).toBe(200);
    expect((await pruefen(n1.code)).statusCode).toBe(404);
  });

  it('answers a known and an unknown code in the same time', async () => {
    const dauer = async (code: string) => {
      const start = performance.now();
      await pruefen(code, { ip: `198.51.100.${Math.floor(Math.random() * 250)}` });
      return performance.now() - start;
    };
    const median = (w: number[]) => w.sort((x, y) => x - y)[Math.floor(w.length / 2)]!;
    const bekannt: number[] = [];
    const unbekannt: number[] = [];
    await dauer(codes.V1!.code);
    await dauer('ZZZZ-ZZZZ-ZZZZ');
    for (let i = 0; i < 15; i++) {
      bekannt.push(await dauer(codes[['V1', 'V2', 'V3'][i % 3]!]!.code));
      unbekannt.push(await dauer(`ZZZZ-ZZZZ-${String(1000 + i)}`));
    }
    const [b, u] = [median(bekannt), median(unbekannt)];
    // Within 50 % of each other (a second query or a skipped one would double the time).
    expect(Math.abs(b - u) / Math.max(b, u), `bekannt ${b.toFixed(1)} ms, unbekannt ${u.toFixed(1)} ms`).toBeLessThan(0.5);
  });

  it('stores the reading as the contract’s, shown in the signed-in list and exported with its origin', async () => {
    const res = await melden({ ...gut(), foto: PNG_BASE64 });
    expect(res.statusCode).toBe(201);
    const { eingangsnummer } = res.json();
    expect(eingangsnummer).toMatch(/^Z-20261118-[2-9A-Z]{6}$/);
    const liste = await a.als('1001').get('/V1/ablesungen');
    expect(liste.json()[0]).toMatchObject({ ablesedatum: '2026-11-15', zaehlernummer: 'Z1', ermittlungsart: 'KUNDE', erfassungshinweis: t.herkunft, ablesewerte: { '1-1:1.8.0': { ablesewert: 10870.5 } } });
    const zeilen: string[] = [];
    await outboxExportieren(a.db, { mandant: 'musterstadt' }, (z) => void zeilen.push(z), a.uhr.jetzt());
    expect(zeilen.map((z) => JSON.parse(z))).toEqual([
      expect.objectContaining({
        kind: 'ablesung', tenant: 'musterstadt', kundennummer: '1001', contract: 'V1',
        payload: expect.objectContaining({ ablesedatum: '2026-11-15', ablesewerte: { '1-1:1.8.0': 10870.5 }, ermittlungsart: 'KUNDE', herkunft: 'Selbstablesung (ohne Anmeldung)', plausibel: true, referenz: eingangsnummer, foto: { mime: 'image/png', bytes: 68 }, kampagne: { stichtag: '2026-11-15', version: 1 } }),
      }),
    ]);
    expect((await pruefen(codes.V1!.code)).json().bereitsGemeldet).toBe(true);
  });

  it('lets the code correct its reading once before the deadline and keeps both versions', async () => {
    const erste = (await melden(gut())).json().eingangsnummer;
    const zweite = await melden({ ...gut(), ablesedatum: '2026-11-16', ablesewerte: { '1-1:1.8.0': 10880 } });
    expect(zweite.statusCode).toBe(201);
    const dritte = await melden({ ...gut(), ablesewerte: { '1-1:1.8.0': 10890 } });
    expect(dritte.statusCode).toBe(409);
    expect(dritte.json()).toEqual({ data: t.korrekturVerbraucht });
    const versionen = await a.db.selectFrom('ablesemeldung').select(['version', 'eingangsnummer', 'ablesedatum', 'ablesewerte', 'kanal']).orderBy('version').execute();
    expect(versionen).toEqual([
      { version: 1, eingangsnummer: erste, ablesedatum: '2026-11-15', ablesewerte: { '1-1:1.8.0': 10870.5 }, kanal: 'CODE' },
      { version: 2, eingangsnummer: zweite.json().eingangsnummer, ablesedatum: '2026-11-16', ablesewerte: { '1-1:1.8.0': 10880 }, kanal: 'CODE' },
    ]);
    // One reading in the list, the corrected one; the export has both, the second naming the first.
    const kunden = (await a.als('1001').get('/V1/ablesungen')).json().filter((x: { ermittlungsart: string }) => x.ermittlungsart === 'KUNDE');
    expect(kunden).toHaveLength(1);
    expect(kunden[0]).toMatchObject({ ablesedatum: '2026-11-16' });
    const outbox = await a.db.selectFrom('outbox').select('payload').orderBy('id').execute();
    expect(outbox.map((o) => (o.payload as { kampagne: unknown }).kampagne)).toEqual([{ stichtag: '2026-11-15', version: 1 }, { stichtag: '2026-11-15', version: 2, ersetzt: erste }]);
    // After the deadline, no correction.
    a.uhr.stellen('2026-12-01T10:00:00+01:00');
    const v2 = await melden({ ...gut(codes.V2!.code), ablesewerte: { '1-1:1.8.0': 500 } });
    expect(v2.statusCode).toBe(201);
    expect((await melden({ ...gut(codes.V2!.code), ablesewerte: { '1-1:1.8.0': 501 } })).json()).toEqual({ data: t.fristAbgelaufen });
  });

  it('applies the signed-in reading’s rules: digits, both registers, the date window, and a warning with “Trotzdem senden”', async () => {
    const v3 = codes.V3!.code;
    const fehler = [
      [await melden({ ...gut(codes.V2!.code), ablesewerte: { '1-1:1.8.0': 1234567 } }), { 'ablesewerte.1-1:1.8.0': 'Die Ablesung darf höchstens 6 Vorkommastellen und darf maximal 1 Nachkommastelle(n) haben' }],
      [await melden({ code: v3, ablesedatum: '2026-11-15', ablesewerte: { '1-1:1.8.1': 70 } }), { 'ablesewerte.1-1:1.8.2': ablesungenTexte.wertFehlt('1-1:1.8.2') }],
      [await melden({ ...gut(), ablesedatum: '2026-11-19' }), { ablesedatum: ablesungenTexte.datumInZukunft }],
      [await melden({ ...gut(), ablesedatum: '2026-10-31' }), { ablesedatum: t.datumAusserhalb('01.11.2026', '18.11.2026') }],
    ] as const;
    for (const [res, felder] of fehler) {
      expect(res.statusCode).toBe(400);
      expect(res.json().felder).toEqual(felder);
    }
    const zuHoch = await melden({ ...gut(), ablesewerte: { '1-1:1.8.0': 19000 } });
    expect(zuHoch.statusCode).toBe(422);
    expect(zuHoch.json().felder).toEqual({ 'ablesewerte.1-1:1.8.0': 'Der Wert ist deutlich höher als nach Ihrem bisherigen Verbrauch zu erwarten.' });
    // Four refusals of V1 so far; the fifth would lock it (see below).
    const kleiner = await melden({ ...gut(), ablesewerte: { '1-1:1.8.0': 9000 } });
    expect(kleiner.json().felder['ablesewerte.1-1:1.8.0']).toMatch(/kleiner als die letzte Ablesung vom 20\.08\.2026/);
    expect(await a.db.selectFrom('ablesemeldung').selectAll().execute()).toEqual([]);
    const trotzdem = await melden({ ...gut(), ablesewerte: { '1-1:1.8.0': 19000 }, trotzdem: true });
    expect(trotzdem.statusCode).toBe(201);
    expect(await a.db.selectFrom('ablesung').select('plausibel').where('erfassungshinweis', '=', t.herkunft).execute()).toEqual([{ plausibel: false }]);
  });

  it('locks a code for an hour after 5 refused submissions', async () => {
    for (let i = 0; i < 5; i++) expect((await melden({ ...gut(), ablesedatum: '2026-11-19' })).statusCode).toBe(400);
    for (const res of [await melden(gut()), await pruefen(codes.V1!.code)]) {
      expect(res.statusCode).toBe(429);
      expect(res.json()).toEqual({ data: t.gesperrt });
    }
    // Other codes are not affected; an hour later the code works again.
    expect((await pruefen(codes.V2!.code)).statusCode).toBe(200);
    a.uhr.stellen('2026-11-18T11:00:01+01:00');
    expect((await melden(gut())).statusCode).toBe(201);
  });

  it('throttles per /64 and per code', async () => {
    const netz = (i: number) => `2001:db8:7:9::${(i + 1).toString(16)}`;
    for (let i = 0; i < 120; i++) expect((await pruefen(`ZZZZ-ZZZZ-${String(i).padStart(4, '0')}`, { ip: netz(i) })).statusCode).toBe(404);
    const zuViel = await pruefen(codes.V1!.code, { ip: '2001:db8:7:9:abcd::1' });
    expect(zuViel.statusCode).toBe(429);
    expect(zuViel.json()).toEqual({ data: t.zuVieleAnfragen });
    expect(Number(zuViel.headers['retry-after'])).toBeGreaterThan(0);
    expect((await pruefen(codes.V1!.code, { ip: '2001:db8:7:a::1' })).statusCode).toBe(200);
    // One code from ever new addresses: 30 an hour.
    for (let i = 0; i < 30; i++) expect((await pruefen(codes.V2!.code, { ip: `198.51.100.${i}` })).statusCode).toBe(200);
    expect((await pruefen(codes.V2!.code, { ip: '198.51.100.99' })).statusCode).toBe(429);
  });
});

import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { msconsLesen, Uebertragungsleser, zeitLesen } from './lesen.ts';

const golden = (name: string) => msconsLesen(readFileSync(new URL(`../../../test/mscons/${name}`, import.meta.url)));

describe('MSCONS lesen (golden files written from the AHB structure)', () => {
  it('summer change day (2.4c): 92 quarter hours in UTC, substitute values keep their STS codes', () => {
    const u = golden('lastgang-2.4c-sommerzeit.edi');
    expect(u.fehler).toEqual([]);
    const [n] = u.nachrichten;
    expect(n).toMatchObject({ referenz: 'M1', version: '2.4c', art: 'Z48', dokumentnummer: 'DOK-S-1', pruefidentifikator: '13025', absender: '9900000000003', fehler: [] });
    const l = n!.lokationen[0]!;
    expect(l).toMatchObject({ id: '51238696781', zaehlernummer: '1EMH0012345678' });
    const r = l.reihen[0]!;
    expect(r.kanal).toBe('BEZUG');
    expect(r.werte).toHaveLength(92);
    expect(r.werte[0]!.von.toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(r.werte[91]!.bis.toISOString()).toBe('2026-03-29T22:00:00.000Z');
    expect(r.werte[40]).toMatchObject({ wert: 0.14, qualitaet: 'ERSATZWERT', qualifier: '67', status: [{ art: 'Z32', code: 'Z88' }, { art: 'Z33', code: 'Z83' }, { art: 'Z40', code: 'Z75' }] });
    expect(r.werte[91]).toMatchObject({ qualitaet: 'VORLAEUFIG', qualifier: 'Z18' });
    expect(r.werte.filter((w) => w.qualitaet === 'GEMESSEN')).toHaveLength(89);
  });

  it('winter change day (2.4d, no UNA: default separators): 100 quarter hours, consumption and feed-in of a Zählpunkt', () => {
    const n = golden('lastgang-2.4d-winterzeit.edi').nachrichten[0]!;
    expect(n).toMatchObject({ referenz: 'W-7', version: '2.4d', fehler: [] });
    const l = n.lokationen[0]!;
    expect(l.id).toBe('DE0001234567890000000000000000001');
    expect(l.reihen.map((r) => [r.obis, r.kanal, r.werte.length])).toEqual([['1-1:1.29.0', 'BEZUG', 100], ['1-1:2.29.0', 'EINSPEISUNG', 100]]);
    expect(l.reihen[1]!.werte[40]!.wert).toBe(0.5);
  });

  it('a correction (2.5) names its later creation time and the correction reason', () => {
    const n = golden('korrektur-2.5.edi').nachrichten[0]!;
    expect(n).toMatchObject({ version: '2.5', funktion: '5', fehler: [] });
    expect(n.erstellt!.toISOString()).toBe('2026-04-02T07:30:00.000Z');
    expect(n.lokationen[0]!.reihen[0]!.werte[0]).toMatchObject({ wert: 1, qualitaet: 'ERSATZWERT', status: [{ art: 'Z34', code: 'Z86' }, { art: 'Z32', code: 'Z89' }] });
  });

  it('own service string advice, escaped separators and a decimal comma; register readings with their date', () => {
    const u = golden('zaehlerstand-maskiert.edi');
    expect(u.fehler).toEqual([]);
    const n = u.nachrichten[0]!;
    expect(n).toMatchObject({ referenz: 'Z|1', dokumentnummer: 'DOK~Z*1', art: '7', fehler: [] });
    expect(n.lokationen[0]!.zaehlerstaende).toEqual([
      { obis: '1-1:1.8.1', zeitpunkt: new Date('2026-11-25T23:00:00Z'), wert: 12345.6, qualitaet: 'GEMESSEN', qualifier: '220', status: [] },
      { obis: '1-1:1.8.2', zeitpunkt: new Date('2026-11-25T23:00:00Z'), wert: 2345.25, qualitaet: 'ERSATZWERT', qualifier: '67', status: [{ art: 'Z32', code: 'Z88' }] },
    ]);
  });

  it('a one-line 13025 file with UNA:+,? \' reads the decimal comma, 67 with its STS codes and Z18 exactly', () => {
    const u = golden('lastgang-13025-eine-zeile.edi');
    expect(u.fehler).toEqual([]);
    const n = u.nachrichten[0]!;
    expect(n).toMatchObject({ referenz: '1', pruefidentifikator: '13025', dokumentnummer: 'MSCONS-LG-2611250001', fehler: [], hinweise: [] });
    const r = n.lokationen[0]!.reihen[0]!;
    expect(r.werte).toHaveLength(96);
    expect(r.werte[0]).toEqual({ von: new Date('2026-11-24T23:00:00Z'), bis: new Date('2026-11-24T23:15:00Z'), wert: 0.18, qualitaet: 'GEMESSEN', qualifier: '220', status: [] });
    expect(r.werte[41]).toMatchObject({ wert: 0.391, qualifier: '67', status: [{ art: 'Z32', code: 'Z88' }, { art: 'Z40', code: 'Z75' }] });
    expect(r.werte.map((w) => w.qualifier).join(',')).toBe([...Array(40).fill('220'), ...Array(4).fill('67'), ...Array(48).fill('220'), ...Array(4).fill('Z18')].join(','));
    expect(r.werte[95]!.bis).toEqual(new Date('2026-11-25T23:00:00Z'));
  });

  it('a 13017 reading (CRLF after each segment, decimal comma): registers with their time, the substitute with its STS', () => {
    const n = golden('zaehlerstand-13017.edi').nachrichten[0]!;
    expect(n).toMatchObject({ referenz: 'ZS17', art: '7', pruefidentifikator: '13017', fehler: [], hinweise: [] });
    expect(n.lokationen[0]!.zaehlerstaende).toEqual([
      { obis: '1-1:1.8.1', zeitpunkt: new Date('2026-11-25T23:00:00Z'), wert: 12401.7, qualitaet: 'GEMESSEN', qualifier: '220', status: [] },
      { obis: '1-1:1.8.2', zeitpunkt: new Date('2026-11-25T23:00:00Z'), wert: 2361.05, qualitaet: 'ERSATZWERT', qualifier: '67', status: [{ art: 'Z32', code: 'Z88' }, { art: 'Z40', code: 'Z75' }] },
    ]);
  });

  it('a 13025 with a reactive series beside the active one: the reactive one is skipped with one warning, the active one read', () => {
    const n = golden('lastgang-13025-blindenergie.edi').nachrichten[0]!;
    expect(n.fehler).toEqual([]);
    expect(n.hinweise).toEqual(['Segment 17 (PIA): Die Reihe mit der OBIS-Kennzahl 1-1:3.29.0 wurde übersprungen (speichert ekp nicht).']);
    expect(n.lokationen).toHaveLength(1);
    expect(n.lokationen[0]!.reihen.map((r) => [r.obis, r.kanal, r.anzahl])).toEqual([['1-1:1.29.0', 'BEZUG', 96]]);
    expect(n.lokationen[0]!.reihen[0]!.werte[1]!.wert).toBe(0.525);
    // Maximum demand alone: nothing to store, said once, not per value.
    const nurMaximum = msconsLesen(readFileSync(new URL('../../../test/mscons/lastgang-13025-blindenergie.edi', import.meta.url), 'utf8')
      .replace('1-1?:3.29.0', '1-1?:1.6.0').replace(/LIN\+2'.*(?=UNT\+)/, '').replace(/UNT\+\d+\+1'/, "UNT+306+1'"));
    expect(nurMaximum.nachrichten[0]!.fehler).toEqual(['Die Nachricht enthält nur Reihen, die ekp nicht speichert (OBIS 1-1:1.6.0).']);
  });

  it('reports an error once per cause with its first segment, not once per value', () => {
    const text = readFileSync(new URL('../../../test/mscons/lastgang-13025-blindenergie.edi', import.meta.url), 'utf8');
    const aktiv = text.indexOf('PIA+5+1-1?:1.29.0');
    const falsch = text.slice(0, aktiv) + text.slice(aktiv).replaceAll('QTY+220:', 'QTY+Z99:');
    const n = msconsLesen(falsch).nachrichten[0]!;
    expect(n.fehler).toEqual(['Segment 309 (QTY): Der Mengenqualifier Z99 wird nicht unterstützt (220, 67, Z18). (ebenso in 95 weiteren Segmenten)']);
    // A broken OBIS code is the reason; its values are not reported once more each.
    const obis = msconsLesen(text.replace('PIA+5+1-1?:1.29.0', 'PIA+5+1-1?:1.29')).nachrichten[0]!;
    expect(obis.fehler).toEqual(['Segment 308 (PIA): Die OBIS-Kennzahl 1-1:1.29 ist ungültig.']);
  });

  it('refuses a broken message with German texts and keeps the others of the file', () => {
    const u = golden('abgelehnt.edi');
    expect(u.fehler).toEqual([]);
    expect(u.nachrichten.map((n) => [n.referenz, n.fehler.length])).toEqual([['B1', 0], ['B2', 0], ['B3', 2]]);
    expect(u.nachrichten[2]!.fehler).toEqual([
      'Segment 60 (QTY): Mengenangabe ohne Lokation (LOC+172) oder OBIS-Kennzahl (PIA).',
      'UNT nennt 99 Segmente, die Nachricht hat 25.',
    ]);
  });
});

describe('MSCONS syntax checks', () => {
  const kopf = "UNA:+.? 'UNB+UNOC:3+S:500+E:500+261126:1200+R1++TL'";
  const nachricht = (ref: string, qty = 'QTY+220:1.5', version = '2.4c') => [
    `UNH+${ref}+MSCONS:D:04B:UN:${version}`, 'BGM+Z48+D1+9', 'DTM+137:202611260500?+00:303', 'RFF+Z13:13025', 'UNS+D', 'LOC+172+51238696781',
    'LIN+1', 'PIA+5+1-1?:1.29.0:SRW', qty, 'DTM+163:202611250000?+00:303', 'DTM+164:202611250015?+00:303',
  ];
  const mit = (segs: string[], unz = 'UNZ+1+R1') => `${kopf}${[...segs, `UNT+${segs.length + 1}+${segs[0]!.split('+')[1]}`, unz].map((s) => `${s}'`).join('')}`;

  it('checks the UNZ message count and reference', () => {
    expect(msconsLesen(mit(nachricht('A'), 'UNZ+2+R1')).fehler).toEqual(['UNZ nennt 2 Nachrichten, die Datei enthält 1.']);
    expect(msconsLesen(mit(nachricht('A'), 'UNZ+1+R9')).fehler).toEqual(['UNZ nennt die Referenz R9 statt R1.']);
    expect(msconsLesen(mit(nachricht('A'))).fehler).toEqual([]);
  });

  it('knows the versions 2.4c, 2.4d and 2.5 only', () => {
    expect(msconsLesen(mit(nachricht('A', 'QTY+220:1.5', '2.4b'))).nachrichten[0]!.fehler).toEqual(['Segment 2 (UNH): MSCONS-Version 2.4b wird nicht unterstützt (2.4c, 2.4d, 2.5).']);
  });

  it('refuses unknown quality qualifiers and non-numbers', () => {
    expect(msconsLesen(mit(nachricht('A', 'QTY+Z99:1'))).nachrichten[0]!.fehler[0]).toBe('Segment 10 (QTY): Der Mengenqualifier Z99 wird nicht unterstützt (220, 67, Z18).');
    expect(msconsLesen(mit(nachricht('A', 'QTY+220:1e5'))).nachrichten[0]!.fehler[0]).toBe('Segment 10 (QTY): Der Wert 1e5 ist keine Zahl.');
  });

  it('reads 303 times with their offset and refuses impossible dates', () => {
    expect(zeitLesen('202610250100+00', '303')!.toISOString()).toBe('2026-10-25T01:00:00.000Z');
    expect(zeitLesen('202610250300+02', '303')!.toISOString()).toBe('2026-10-25T01:00:00.000Z');
    expect(zeitLesen('202602300000+00', '303')).toBeNull();
    expect(zeitLesen('202611252500+00', '303')).toBeNull();
    expect(zeitLesen('20261125', '102')!.toISOString()).toBe('2026-11-25T00:00:00.000Z');
  });

  it('reading message by message gives what reading the whole file gives, errors of UNZ included', () => {
    const text = readFileSync(new URL('../../../test/mscons/abgelehnt.edi', import.meta.url), 'utf8').replace('UNZ+3+', 'UNZ+2+');
    const leser = new Uebertragungsleser(text);
    const teile: string[][] = [];
    while (!leser.fertig) teile.push(leser.weiter(1).map((n) => n.referenz));
    expect(teile).toEqual([['B1'], ['B2'], ['B3'], []]);
    const ganz = msconsLesen(text);
    expect(leser.kopf.fehler).toEqual(['UNZ nennt 2 Nachrichten, die Datei enthält 3.']);
    expect(ganz.fehler).toEqual(leser.kopf.fehler);
  });

  it('reads a value escaped or with a decimal comma exactly as written, and refuses what is no number', () => {
    const werte = (qty: string) => msconsLesen(mit(nachricht('A', qty))).nachrichten[0]!.lokationen[0]?.reihen[0]?.werte[0]?.wert;
    expect([werte('QTY+220:0.1'), werte('QTY+220:-12.345678901'), werte('QTY+220:123456789012345'), werte('QTY+220:1234567.123456789'), werte('QTY+220:0?.5')]).toEqual([0.1, -12.345678901, 123456789012345, 1234567.123456789, 0.5]);
    expect(msconsLesen(mit(nachricht('A', 'QTY+220:1.'))).nachrichten[0]!.fehler[0]).toBe('Segment 10 (QTY): Der Wert 1. ist keine Zahl.');
    expect(msconsLesen(mit(nachricht('A', 'QTY+220:1234567890123456'))).nachrichten[0]!.fehler[0]).toBe('Segment 10 (QTY): Der Wert 1234567890123456 ist keine Zahl.');
  });

  it('random bytes never crash the reader', () => {
    fc.assert(fc.property(fc.uint8Array({ maxLength: 2000 }), (b) => { msconsLesen(b); }), { numRuns: 500 });
  });

  it('random segments built from MSCONS pieces never crash the reader', () => {
    const teil = fc.constantFrom('UNA:+.? \'', 'UNB+UNOC:3+S+E+1+R', "'", '+', ':', '?', 'UNH+A+MSCONS:D:04B:UN:2.4c', 'UNT+3+A', 'UNZ+1+R', 'LOC+172+1',
      'PIA+5+1-1?:1.29.0', 'PIA+5+1-1?:1.8.0', 'QTY+220:1', 'QTY+67:x', 'DTM+163:202611250000?+00:303', 'DTM+164:2026', 'DTM+7:20261125:102', 'STS+Z32++Z88', 'UNS+D', 'BGM+Z48', 'LIN+1');
    fc.assert(fc.property(fc.array(teil, { maxLength: 80 }), (t) => { msconsLesen(t.join('')); }), { numRuns: 500 });
  });
  it('a value read in the run of QTY and DTM segments reads exactly as one read segment by segment, errors included', () => {
    // The run (NachrichtLeser.werteLesen) takes QTY+q:n' only; a unit component leaves the value to the segment path.
    const qty = fc.constantFrom('220:0.05', '67:1,5', 'Z18:12', '220:-0.125', '220:1.', '220:abc', '220:0.0000000001', 'Z99:1', '220:1?:5', '220:');
    const zeit = fc.constantFrom('202611242300?+00', '202611242315?+00', '202611250000-01', '202613010000?+00', '202611242300?+15', '20261124230?+00', '2026112423000?+00', '2026112423X0?+00', '202611242300?+0', '202611242300+00', '202602290000?+00', '2026?11242300?+00', '202611242300?*00');
    const wert = fc.record({ qty, von: zeit, bis: zeit, umgekehrt: fc.boolean(), sts: fc.boolean(), umbruch: fc.boolean(), format: fc.constantFrom('303', '303', '203') });
    const datei = (werte: Array<typeof wert extends fc.Arbitrary<infer W> ? W : never>, einheit: string) => {
      const segmente = ["UNH+1+MSCONS:D:04B:UN:2.4c", 'BGM+Z48+D1+9', 'DTM+137:202611260512?+00:303', 'RFF+Z13:13025', 'NAD+MS+9900000000003::293', 'UNS+D', 'LOC+172+51238696781', 'LIN+1', 'PIA+5+1-1?:1.29.0:SRW'];
      for (const w of werte) {
        const dtm = [`DTM+163:${w.von}:${w.format}`, `DTM+164:${w.bis}:303`];
        segmente.push(`QTY+${w.qty}${einheit}`, ...(w.umgekehrt ? dtm.reverse() : dtm), ...(w.sts ? ['STS+Z32++Z88'] : []));
      }
      segmente.push(`UNT+${segmente.length + 1}+1`);
      const text = segmente.map((z, i) => `${z}'${werte[i]?.umbruch ? '\r\n' : ''}`).join('');
      return `UNA:+.? 'UNB+UNOC:3+9900000000003:500+9900000000010:500+261126:0615+R++TL'${text}UNZ+1+R'`;
    };
    fc.assert(
      fc.property(fc.array(wert, { maxLength: 12 }), (werte) => {
        expect(msconsLesen(datei(werte, ''))).toEqual(msconsLesen(datei(werte, ':KWH')));
      }),
      { numRuns: 300, seed: 48 },
    );
  });
});

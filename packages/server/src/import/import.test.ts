import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { importieren, ImportAbgelehnt } from './index.ts';
import { volleDatei } from './testdatei.ts';
import { bauen, DATENBANKEN, mandanten, type TestApp } from '../../test/helper.ts';
import type { Db } from '../db/verbinden.ts';

const KEYS = mandanten.alle.map((m) => m.key);
const TABELLEN = ['anschlussnutzer', 'vertrag', 'tarif', 'zaehler', 'ablesung', 'verbrauch', 'lastgang', 'marktpreis', 'rechnungsadresse', 'bankverbindung', 'dokument'] as const;

/** Every imported row, table by table, in a stable order. */
async function alleZeilen(db: Db) {
  const stand: Record<string, unknown[]> = {};
  for (const tabelle of TABELLEN) {
    const zeilen = await db.selectFrom(tabelle).selectAll().execute();
    stand[tabelle] = zeilen.map((z) => JSON.stringify(z)).sort();
  }
  return stand;
}

async function abgelehnt(p: Promise<unknown>): Promise<ImportAbgelehnt> {
  const fehler = await p.then(() => undefined, (e: unknown) => e);
  expect(fehler).toBeInstanceOf(ImportAbgelehnt);
  return fehler as ImportAbgelehnt;
}

describe.each(DATENBANKEN)('Import (%s)', (art) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await bauen(art);
  });
  afterEach(() => t.schliessen());

  const login = (kundennummer: string, passwort: string, host?: string) => t.anmeldeversuch(kundennummer, { passwort, host });

  it('stores every kind of record of a full file', async () => {
    const r = await importieren(t.db, volleDatei(), undefined, KEYS);
    expect(r).toEqual({ mandant: 'musterstadt', anschlussnutzer: 2, vertraege: 1, intervalle: 2, preise: 2 });
    const stand = await alleZeilen(t.db);
    expect(Object.fromEntries(Object.entries(stand).map(([k, v]) => [k, v.length]))).toEqual({
      anschlussnutzer: 2, vertrag: 1, tarif: 2, zaehler: 1, ablesung: 1, verbrauch: 1, lastgang: 2, marktpreis: 2, rechnungsadresse: 2, bankverbindung: 2, dokument: 2,
    });
    const dok = await t.db.selectFrom('dokument').select(['inhalt', 'groesse', 'vertrag_id']).where('id', '=', 'DOK-V1').executeTakeFirstOrThrow();
    expect(Buffer.from(dok.inhalt!).toString()).toBe('%PDF-1.4 DOK-V1');
    expect(dok.vertrag_id).toBe('V-3001-1');
    const bank = await t.db.selectFrom('bankverbindung').select(['blz', 'kontonummer']).where('id', '=', 'BV-1').executeTakeFirstOrThrow();
    expect(bank).toEqual({ blz: '12030000', kontonummer: '0000202051' });
  });

  it('changes nothing when the same file comes twice', async () => {
    await importieren(t.db, volleDatei(), undefined, KEYS);
    const erst = await alleZeilen(t.db);
    await importieren(t.db, volleDatei(), undefined, KEYS);
    expect(await alleZeilen(t.db)).toEqual(erst);
  });

  it('hashes the initial password and keeps the must-change flag', async () => {
    await importieren(t.db, volleDatei(), undefined, KEYS);
    const zeile = await t.db.selectFrom('anschlussnutzer').select(['passwort_hash', 'passwort_aendern']).where('kundennummer', '=', '3001').executeTakeFirstOrThrow();
    expect(zeile.passwort_hash).toMatch(/^scrypt\$/);
    expect(zeile.passwort_hash).not.toContain('Import-Start1');
    expect(JSON.stringify(await alleZeilen(t.db))).not.toContain('Import-Start1');
    expect(zeile.passwort_aendern).toBe(true);
    expect((await login('3001', 'Import-Start1')).statusCode).toBe(700);
  });

  it('keeps a password changed in the portal when the file is imported again, but updates the master data', async () => {
    await importieren(t.db, volleDatei(), undefined, KEYS);
    const res = await t.app.inject({ method: 'PUT', url: '/api/anschlussnutzer/passwort_aendern', headers: { kundennummer: '3001' }, payload: { altesPasswort: 'Import-Start1', neuesPasswort: 'Im-Portal-2026' } });
    expect(res.statusCode).toBe(200);
    const datei = volleDatei();
    datei.anschlussnutzer![0]!.nachname = 'Neu';
    await importieren(t.db, datei, undefined, KEYS);
    expect((await login('3001', 'Im-Portal-2026')).statusCode).toBe(200);
    expect((await login('3001', 'Import-Start1')).statusCode).toBe(401);
    const zeile = await t.db.selectFrom('anschlussnutzer').select(['nachname', 'passwort_aendern']).where('kundennummer', '=', '3001').executeTakeFirstOrThrow();
    expect(zeile).toEqual({ nachname: 'Neu', passwort_aendern: false });
  });

  it('reports every bad record with its JSON path and writes nothing', async () => {
    const datei = volleDatei() as Record<string, any>;
    datei.anschlussnutzer[0].kundenArt = 'Grosskunde';
    datei.anschlussnutzer[0].vertraege[0].tarife[1].grundpreis = '9,90';
    datei.anschlussnutzer[0].vertraege[0].lastgang[1].von = '18.11.2026 00:15';
    datei.anschlussnutzer[1].bankverbindungen = [{ bankverbindungId: 'X', kontoinhaber: 'Y', iban: 'DE02 1203', gueltigVon: '2025-01-01' }];
    datei.preise[0].preis = null;
    const e = await abgelehnt(importieren(t.db, datei, undefined, KEYS));
    expect(e.fehler.map((f) => f.pfad)).toEqual(
      expect.arrayContaining([
        'anschlussnutzer[0].kundenArt',
        'anschlussnutzer[0].vertraege[0].tarife[1].grundpreis',
        'anschlussnutzer[0].vertraege[0].lastgang[1].von',
        'anschlussnutzer[1].bankverbindungen[0].iban',
        'preise[0].preis',
      ]),
    );
    expect(e.fehler).toHaveLength(5);
    expect(e.fehler.find((f) => f.pfad.endsWith('iban'))!.nachricht).toBe('IBAN ohne Leerzeichen angeben');
    for (const zeilen of Object.values(await alleZeilen(t.db))) expect(zeilen).toEqual([]);
  });

  it('reports rules across records (duplicates, readings of a foreign meter) and writes nothing', async () => {
    const datei = volleDatei() as Record<string, any>;
    datei.anschlussnutzer[1].kundennummer = '3001';
    datei.anschlussnutzer[0].vertraege[0].ablesungen[0].zaehlernummer = 'Z-9';
    datei.anschlussnutzer[0].vertraege[0].ablesungen.push({ ablesedatum: '2026-02-01', zaehlernummer: 'Z-1', ablesewerte: { '1-0:2.8.0': 1 } });
    const e = await abgelehnt(importieren(t.db, datei, undefined, KEYS));
    expect(e.fehler).toEqual([
      { pfad: 'anschlussnutzer[0].kundennummer', nachricht: 'Kundennummer 3001 kommt mehrfach vor' },
      { pfad: 'anschlussnutzer[0].vertraege[0].ablesungen[0].zaehlernummer', nachricht: 'Zähler Z-9 gehört nicht zum Vertrag' },
      { pfad: 'anschlussnutzer[0].vertraege[0].ablesungen[1].ablesewerte.1-0:2.8.0', nachricht: 'Der Zähler hat keinen Kanal 1-0:2.8.0' },
      { pfad: 'anschlussnutzer[1].kundennummer', nachricht: 'Kundennummer 3001 kommt mehrfach vor' },
    ]);
    expect((await alleZeilen(t.db)).anschlussnutzer).toEqual([]);
  });

  it('refuses a contract that already belongs to another customer, keeping the earlier data', async () => {
    await importieren(t.db, volleDatei(), undefined, KEYS);
    const vorher = await alleZeilen(t.db);
    const datei = volleDatei();
    datei.anschlussnutzer = [{ ...datei.anschlussnutzer![1]!, vertraege: datei.anschlussnutzer![0]!.vertraege }];
    const e = await abgelehnt(importieren(t.db, datei, undefined, KEYS));
    expect(e.fehler).toEqual([{ pfad: 'vertrag V-3001-1', nachricht: 'Vertrag V-3001-1 gehört bereits zur Kundennummer 3001' }]);
    expect(await alleZeilen(t.db)).toEqual(vorher);
  });

  // Billing addresses, bank accounts and documents were matched by id alone and moved.
  it('refuses a billing address, bank account or document id of another customer, with its JSON path', async () => {
    await importieren(t.db, volleDatei(), undefined, KEYS);
    const vorher = await alleZeilen(t.db);
    const datei = volleDatei();
    const fremd = datei.anschlussnutzer![0]!;
    datei.anschlussnutzer = [{ ...datei.anschlussnutzer![1]!, rechnungsadressen: fremd.rechnungsadressen, bankverbindungen: fremd.bankverbindungen, dokumente: fremd.dokumente }];
    const e = await abgelehnt(importieren(t.db, datei, undefined, KEYS));
    expect(e.fehler).toEqual([
      { pfad: 'anschlussnutzer[0].rechnungsadressen[0].id', nachricht: 'Rechnungsadresse RA-1 gehört bereits zur Kundennummer 3001' },
      { pfad: 'anschlussnutzer[0].bankverbindungen[0].bankverbindungId', nachricht: 'Bankverbindung BV-1 gehört bereits zur Kundennummer 3001' },
      { pfad: 'anschlussnutzer[0].dokumente[0].id', nachricht: 'Dokument DOK-1 gehört bereits zur Kundennummer 3001' },
    ]);
    expect(await alleZeilen(t.db)).toEqual(vorher);
  });

  it('reports a NUL byte or another control character in any text with its path, writing nothing', async () => {
    const datei = volleDatei() as Record<string, any>;
    datei.anschlussnutzer[0].vorname = 'Ma\u0000x';
    datei.anschlussnutzer[0].vertraege[0].ort = 'Ort\u0007';
    const e = await abgelehnt(importieren(t.db, datei, undefined, KEYS));
    expect(e.fehler.map((f) => f.pfad)).toEqual(['anschlussnutzer[0].vorname', 'anschlussnutzer[0].vertraege[0].ort']);
    expect((await alleZeilen(t.db)).anschlussnutzer).toEqual([]);
  });

  // A real customer imported with a demo customer's number must not keep the demo password.
  it('replaces a demo customer of the same number, so the demo password no longer logs in', async () => {
    const demo = volleDatei();
    demo.anschlussnutzer = [{ ...demo.anschlussnutzer![1]!, kundennummer: '10001', passwort: 'Morgenrot-Laterne-26' }];
    await importieren(t.db, demo, undefined, KEYS, { demo: true });
    expect((await login('10001', 'Morgenrot-Laterne-26')).statusCode).toBe(200);

    const echt = volleDatei();
    echt.anschlussnutzer = [{ ...echt.anschlussnutzer![1]!, kundennummer: '10001', passwort: null }];
    await importieren(t.db, echt, undefined, KEYS);
    expect((await login('10001', 'Morgenrot-Laterne-26')).statusCode).toBe(401);
    const zeile = await t.db.selectFrom('anschlussnutzer').select(['passwort_hash', 'demo']).where('kundennummer', '=', '10001').executeTakeFirstOrThrow();
    expect(zeile).toEqual({ passwort_hash: null, demo: false });

    // A real customer keeps the password set in the portal across re-imports, as before.
    await importieren(t.db, { ...echt, anschlussnutzer: [{ ...echt.anschlussnutzer[0]!, passwort: 'Neu-Start1' }] }, undefined, KEYS);
    expect((await login('10001', 'Neu-Start1')).statusCode).toBe(200);
  });

  it('loads into the named tenant (--mandant), else the file’s, else the default one', async () => {
    await importieren(t.db, volleDatei(), 'nordlicht', KEYS);
    expect((await login('3002', 'Import-Start2', 'nordlicht.localhost')).statusCode).toBe(200);
    expect((await login('3002', 'Import-Start2')).statusCode).toBe(401);
    await importieren(t.db, { ...volleDatei(), mandant: 'nordlicht' }, undefined, KEYS);
    const mandantenDerZeilen = await t.db.selectFrom('anschlussnutzer').select('mandant').distinct().execute();
    expect(mandantenDerZeilen.map((z) => z.mandant)).toEqual(['nordlicht']);
    expect((await importieren(t.db, volleDatei(), undefined, KEYS)).mandant).toBe('musterstadt');
  });

  it('refuses an unknown tenant and a tenant that contradicts the file', async () => {
    const unbekannt = await abgelehnt(importieren(t.db, volleDatei(), 'gibtsnicht', KEYS));
    expect(unbekannt.fehler).toEqual([{ pfad: 'mandant', nachricht: 'Unbekannter Mandant gibtsnicht; bekannt sind musterstadt, nordlicht' }]);
    const widerspruch = await abgelehnt(importieren(t.db, { ...volleDatei(), mandant: 'musterstadt' }, 'nordlicht', KEYS));
    expect(widerspruch.fehler[0]!.pfad).toBe('mandant');
    expect((await alleZeilen(t.db)).anschlussnutzer).toEqual([]);
  });
});

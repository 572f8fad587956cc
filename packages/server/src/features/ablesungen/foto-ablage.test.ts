import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ablesungenTexte } from '@ekp/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { appBauen } from '../../app.ts';
import { DATENBANKEN, einspielen, kundenZugang, mandanten, testDatenbank } from '../../../test/helper.ts';
import { festeUhr } from '../../config/uhr.ts';
import { FOTOS_PRO_TAG } from './foto-ablage.ts';
import { ABLESUNG_TESTDATEN, PNG_BASE64 } from '../../../test/testdaten/ablesungen.ts';

// Photos out of the hot path (a file under the data directory when one is configured)
// and a daily cap per customer.
describe.each(DATENBANKEN)('Fotos der Ablesungen (%s)', (art) => {
  const aufraeumen: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const a of aufraeumen.splice(0)) await a();
  });

  async function starten(fotoVerzeichnis?: string) {
    const { db, schliessen } = await testDatenbank(art);
    const uhr = festeUhr('2026-11-18T10:00:00+01:00');
    const app = await appBauen({ db, mandanten, uhr, mailer: { senden: async () => {} }, sitzungTtl: 900, fotoVerzeichnis });
    aufraeumen.push(async () => (await app.close(), await schliessen()));
    await einspielen(db, ABLESUNG_TESTDATEN);
    const ich = kundenZugang(app, '1001');
    const senden = (tag: string, extra: Record<string, unknown> = { foto: PNG_BASE64 }) =>
      ich.post('/V1/ablesungen', { ablesedatum: tag, zaehlernummer: 'Z1', ablesewerte: { '1-1:1.8.0': 10900.5 }, ...extra });
    return { db, ich, senden };
  }

  it('stores the photo as a file under the photo directory and only names it in the row', async () => {
    const verzeichnis = mkdtempSync(path.join(tmpdir(), 'ekp-fotos-'));
    aufraeumen.push(async () => rmSync(verzeichnis, { recursive: true, force: true }));
    const { db, senden } = await starten(verzeichnis);
    expect((await senden('2026-11-18')).statusCode).toBe(200);
    const zeile = await db.selectFrom('ablesung').select(['foto', 'foto_datei', 'foto_mime']).where('ermittlungsart', '=', 'KUNDE').executeTakeFirstOrThrow();
    expect(zeile.foto).toBeNull();
    expect(zeile.foto_mime).toBe('image/png');
    expect(readFileSync(path.join(verzeichnis, zeile.foto_datei!)).equals(Buffer.from(PNG_BASE64, 'base64'))).toBe(true);
    // A repetition of the same day stores nothing: no second row, no second file.
    expect((await senden('2026-11-18')).statusCode).toBe(200);
    expect(readFileSync(path.join(verzeichnis, zeile.foto_datei!)).length).toBeGreaterThan(0);
    const dateien = (await import('node:fs')).readdirSync(path.join(verzeichnis, 'musterstadt'));
    expect(dateien).toHaveLength(1);
    expect(existsSync(path.join(verzeichnis, zeile.foto_datei!))).toBe(true);
  });

  it(`refuses the photo beyond ${FOTOS_PRO_TAG} a day with 429 and a German text, and stores nothing`, async () => {
    const { db, senden } = await starten();
    for (let i = 0; i < FOTOS_PRO_TAG; i++) expect((await senden(`2026-11-${String(i + 1).padStart(2, '0')}`)).statusCode).toBe(200);
    const vorher = await db.selectFrom('ablesung').select('id').execute();
    const res = await senden('2026-11-17');
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ data: ablesungenTexte.zuVieleFotos(FOTOS_PRO_TAG) });
    expect(await db.selectFrom('ablesung').select('id').execute()).toHaveLength(vorher.length);
    // A reading without a photo still goes through.
    expect((await senden('2026-11-17', {})).statusCode).toBe(200);
  });

  it('refuses a photo-sized body over the cap before reading it', async () => {
    const { ich, senden } = await starten();
    for (let i = 0; i < FOTOS_PRO_TAG; i++) await senden(`2026-11-${String(i + 1).padStart(2, '0')}`);
    // Not even JSON: read, it would be a 400.
    const res = await ich.post('/V1/ablesungen', `{"foto":"${'A'.repeat(2 * 1024 * 1024)}`, { headers: { 'content-type': 'application/json' } });
    expect(res.statusCode).toBe(429);
  });
});

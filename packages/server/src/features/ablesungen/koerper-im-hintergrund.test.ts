import { randomBytes } from 'node:crypto';
import { ablesungenTexte, texte } from '@ekp/contract';
import { Piscina } from 'piscina';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bauen, DATENBANKEN, einspielen, type TestApp, type Zugang } from '../../../test/helper.ts';
import { ABLESUNG_TESTDATEN, PDF_BASE64 } from '../../../test/testdaten/ablesungen.ts';

/** A JPEG of `bytes` bytes: its magic number, then noise (nothing compresses or repeats). */
const jpeg = (bytes: number) => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(bytes - 4)]);

// A reading with a photo of a megabyte or more is decoded, parsed and checked in a worker
// thread, so the main thread keeps answering other customers; the answers must be the same as before.
describe.each(DATENBANKEN)('photo-sized readings in the worker (%s)', (art) => {
  let t: TestApp;
  let ich: Zugang;
  let laeufe: ReturnType<typeof vi.spyOn>;
  beforeEach(async () => {
    t = await bauen(art);
    await einspielen(t.db, ABLESUNG_TESTDATEN);
    ich = t.als('1001');
    // Signed in before the spy, so that only the readings' runs are counted.
    await ich.kopf();
    laeufe = vi.spyOn(Piscina.prototype, 'run');
  });
  afterEach(async () => {
    laeufe.mockRestore();
    await t.schliessen();
  });

  const gut = { ablesedatum: '2026-11-18', zaehlernummer: 'Z1', ablesewerte: { '1-1:1.8.0': 10900.5 } };
  const senden = (payload: string) => ich.post('/V1/ablesungen', payload, { headers: { 'content-type': 'application/json' } });
  const kundenablesungen = () => t.db.selectFrom('ablesung').selectAll().where('ermittlungsart', '=', 'KUNDE').execute();

  it('stores the very bytes of a 3 MB photo, read in the worker', async () => {
    const foto = jpeg(3 * 1024 * 1024);
    const res = await senden(JSON.stringify({ ...gut, foto: `data:image/jpeg;base64,${foto.toString('base64')}` }));
    expect(res.statusCode).toBe(200);
    expect(laeufe).toHaveBeenCalledTimes(1);
    const [gespeichert] = await kundenablesungen();
    expect(gespeichert!.foto_mime).toBe('image/jpeg');
    expect(Buffer.from(gespeichert!.foto!).equals(foto)).toBe(true);
  });

  it('answers a broken, poisoned or wrong photo-sized body in German, as for a small one, and stores nothing', async () => {
    const gross = 'A'.repeat(2 * 1024 * 1024);
    const faelle: Array<[string, number, string]> = [
      [`{"ablesedatum": "2026-11-18", "foto": "${gross}"`, 400, texte.allgemein.ungueltigeEingabe],
      [`{"__proto__": {"x": 1}, "ablesedatum": "2026-11-18", "zaehlernummer": "Z1", "ablesewerte": {"1-1:1.8.0": 10900.5}, "foto": "${gross}"}`, 400, texte.allgemein.ungueltigeEingabe],
      [JSON.stringify({ ...gut, foto: `${gross}!!!!` }), 400, ablesungenTexte.fotoKeinBase64],
      [JSON.stringify({ ...gut, foto: PDF_BASE64 + 'A'.repeat(2 * 1024 * 1024 - (PDF_BASE64.length % 4)) }), 400, ablesungenTexte.fotoTyp],
      [JSON.stringify({ ...gut, ablesewerte: 'keine', foto: gross }), 400, 'Ungültige Eingabe: erwartet record'],
    ];
    for (const [payload, status, text] of faelle) {
      const res = await senden(payload);
      expect(res.statusCode, payload.slice(0, 40)).toBe(status);
      expect(res.json().data).toContain(text.replace(/\.$/, ''));
    }
    expect(laeufe).toHaveBeenCalledTimes(faelle.length);
    expect(await kundenablesungen()).toEqual([]);
  });

  it('leaves small bodies to Fastify’s own parser', async () => {
    expect((await senden(JSON.stringify(gut))).statusCode).toBe(200);
    expect((await senden('{"ablesedatum": ')).statusCode).toBe(400);
    expect(laeufe).not.toHaveBeenCalled();
  });
});

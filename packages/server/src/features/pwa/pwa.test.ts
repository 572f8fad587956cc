import { crc32, inflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { htmlFuerMandant } from '../../plugins/web.ts';
import { bauen, DATENBANKEN, mandanten, type TestApp } from '../../../test/helper.ts';

/** Reads a PNG as a decoder would: signature, chunks with their CRCs, IHDR, the image data inflated to its full size. */
function pngPruefen(png: Buffer): { breite: number; hoehe: number } {
  expect(png.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  let pos = 8;
  const idat: Buffer[] = [];
  let kopf: { breite: number; hoehe: number; tiefe: number; farbe: number } | undefined;
  let ende = false;
  while (pos < png.length) {
    const laenge = png.readUInt32BE(pos);
    const typ = png.subarray(pos + 4, pos + 8).toString('latin1');
    const daten = png.subarray(pos + 8, pos + 8 + laenge);
    expect(png.readUInt32BE(pos + 8 + laenge), `CRC von ${typ}`).toBe(crc32(png.subarray(pos + 4, pos + 8 + laenge)));
    if (typ === 'IHDR') kopf = { breite: daten.readUInt32BE(0), hoehe: daten.readUInt32BE(4), tiefe: daten[8]!, farbe: daten[9]! };
    if (typ === 'IDAT') idat.push(daten);
    if (typ === 'IEND') ende = true;
    pos += 12 + laenge;
  }
  expect(ende).toBe(true);
  expect(kopf).toBeDefined();
  // 8-bit RGBA (colour type 6) or RGB (2): one filter byte per row plus the pixels.
  const kanaele = kopf!.farbe === 6 ? 4 : kopf!.farbe === 2 ? 3 : 0;
  expect(kopf!.tiefe).toBe(8);
  expect(inflateSync(Buffer.concat(idat)).length).toBe(kopf!.hoehe * (1 + kopf!.breite * kanaele));
  return { breite: kopf!.breite, hoehe: kopf!.hoehe };
}

describe('PWA: manifest and icons per tenant', () => {
  let t: TestApp;
  beforeAll(async () => (t = await bauen(DATENBANKEN[0]!)), 180_000);
  afterAll(() => t.schliessen());
  const holen = (url: string, host = 'localhost') => t.app.inject({ method: 'GET', url, headers: { host } });

  it('the manifest is valid: required members, PNG icons 192 and 512 px and a maskable one, each served as declared', async () => {
    const r = await holen('/manifest.webmanifest');
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toContain('application/manifest+json');
    const m = r.json() as { name: string; short_name: string; start_url: string; scope: string; display: string; theme_color: string; background_color: string; icons: Array<{ src: string; sizes: string; type: string; purpose: string }> };
    expect(m).toMatchObject({ name: 'Stadtwerke Musterstadt', start_url: '/', scope: '/', display: 'standalone' });
    expect(m.short_name.length).toBeLessThanOrEqual(12);
    expect(m.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
    expect(m.background_color).toMatch(/^#[0-9a-f]{6}$/i);
    const png = m.icons.filter((i) => i.type === 'image/png');
    expect(png.map((i) => `${i.sizes} ${i.purpose}`).sort()).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
    for (const i of m.icons) {
      expect(i.src.startsWith('/')).toBe(true);
      const bild = await holen(i.src);
      expect(bild.statusCode).toBe(200);
      expect(bild.headers['content-type']).toContain(i.type);
      if (i.type !== 'image/png') continue;
      const [breite, hoehe] = i.sizes.split('x').map(Number);
      expect(pngPruefen(bild.rawPayload)).toEqual({ breite, hoehe });
    }
  });

  it('the apple-touch-icon is a 180 px PNG, linked from every page; each tenant gets its own icons, rendered once', async () => {
    const apple = await holen('/apple-touch-icon.png');
    expect(apple.headers['content-type']).toBe('image/png');
    expect(pngPruefen(apple.rawPayload)).toEqual({ breite: 180, hoehe: 180 });
    const m = mandanten.alle.find((x) => x.key === 'musterstadt')!;
    expect(htmlFuerMandant('<!doctype html><html><head></head><body></body></html>', m)).toContain('<link rel="apple-touch-icon" href="/apple-touch-icon.png">');
    const nord = await holen('/pwa/symbol-512.png', 'nordlicht.localhost');
    const muster = await holen('/pwa/symbol-512.png');
    expect(pngPruefen(nord.rawPayload)).toEqual({ breite: 512, hoehe: 512 });
    expect(nord.rawPayload.equals(muster.rawPayload)).toBe(false);
    // The second request is the cached rendering: the same bytes.
    expect((await holen('/pwa/symbol-512.png')).rawPayload.equals(muster.rawPayload)).toBe(true);
  });
});

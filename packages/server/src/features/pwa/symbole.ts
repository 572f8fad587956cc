import { renderAsync } from '@resvg/resvg-js';
import type { Mandant } from '@ekp/contract';

// PNG icons for the manifest (Android wants 192 and 512 px, a maskable one) and the
// apple-touch-icon (iOS ignores SVG icons and manifest icons), rasterised from the tenant's logo with
// resvg (docs/entscheidungen/). Rendered on the first request and kept per process: tenants do not change
// while running, and rendering at start would cost every process (and every test app) a second.

export const PNG_SYMBOLE = {
  '/pwa/symbol-192.png': { groesse: 192, art: 'rund' },
  '/pwa/symbol-512.png': { groesse: 512, art: 'rund' },
  '/pwa/symbol-maskierbar-512.png': { groesse: 512, art: 'maskierbar' },
  // iOS rounds the corners itself and shows transparency as black: a full, opaque square.
  '/apple-touch-icon.png': { groesse: 180, art: 'voll' },
} as const satisfies Record<string, { groesse: number; art: SymbolArt }>;
export type PngSymbolPfad = keyof typeof PNG_SYMBOLE;
export type SymbolArt = 'rund' | 'maskierbar' | 'voll';

const ZEICHEN: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const xml = (w: string) => w.replace(/[&<>"']/g, (z) => ZEICHEN[z]!);

/**
 * The logo placed in a box. An SVG logo is inlined as a nested <svg> (its own width and height replaced by
 * the box): resvg draws text of an SVG only inline, not inside an <image>. A raster logo stays an <image>.
 */
function logoIm(logo: string, x: number, y: number, breite: number, hoehe: number): string {
  const svg = /^data:image\/svg\+xml(;base64)?,(.*)$/s.exec(logo);
  if (svg) {
    const quelle = svg[1] ? Buffer.from(svg[2]!, 'base64').toString('utf8') : decodeURIComponent(svg[2]!);
    const start = /<svg\b[^>]*>/i.exec(quelle);
    if (start) {
      const tag = start[0].replace(/\s(width|height|x|y|preserveAspectRatio)\s*=\s*("[^"]*"|'[^']*')/gi, '');
      const box = `<svg x="${x}" y="${y}" width="${breite}" height="${hoehe}" preserveAspectRatio="xMidYMid meet"`;
      return quelle.slice(start.index).replace(start[0], tag.replace(/^<svg\b/i, box));
    }
  }
  return `<image x="${x}" y="${y}" width="${breite}" height="${hoehe}" preserveAspectRatio="xMidYMid meet" href="${xml(logo)}"/>`;
}

/**
 * The icon as SVG for the rasteriser: the logo centred on the theme's background ('rund': rounded
 * corners, 'voll': a full square), or for 'maskierbar' inside the middle 80 % (the safe zone a launcher
 * may crop to a circle) on the brand colour.
 */
export function symbolZumRastern(mandant: Mandant, art: SymbolArt): string {
  const rand = art === 'maskierbar' ? 72 : 24;
  const flaeche = art === 'maskierbar' ? mandant.thema.primaer : mandant.thema.hintergrund;
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="512" height="512" viewBox="0 0 512 512">',
    `<rect width="512" height="512" rx="${art === 'rund' ? 64 : 0}" fill="${flaeche}"/>`,
    logoIm(mandant.logo, rand, rand, 512 - 2 * rand, 512 - 2 * rand),
    '</svg>',
  ].join('');
}

const zwischenspeicher = new Map<string, Promise<Buffer>>();

/** The PNG of one icon of a tenant, rendered once per process (off the event loop) and then reused. */
export function symbolPng(mandant: Mandant, pfad: PngSymbolPfad): Promise<Buffer> {
  const schluessel = `${mandant.key} ${pfad}`;
  let png = zwischenspeicher.get(schluessel);
  if (!png) {
    const { groesse, art } = PNG_SYMBOLE[pfad];
    const optionen = { fitTo: { mode: 'width' as const, value: groesse }, font: { loadSystemFonts: true, defaultFontFamily: 'DejaVu Sans', sansSerifFamily: 'DejaVu Sans' } };
    png = renderAsync(symbolZumRastern(mandant, art), optionen).then((bild) => bild.asPng()).catch((e: unknown) => {
      zwischenspeicher.delete(schluessel);
      throw e;
    });
    zwischenspeicher.set(schluessel, png);
  }
  return png;
}

import type { Mandant } from '@ekp/contract';
import { PNG_SYMBOLE, type PngSymbolPfad } from './symbole.ts';

export const MANIFEST_PFAD = '/manifest.webmanifest';
export const SYMBOL_PFAD = '/pwa/symbol.svg';
export const SYMBOL_MASKIERBAR_PFAD = '/pwa/symbol-maskierbar.svg';

const ZEICHEN: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const xml = (w: string) => w.replace(/[&<>"']/g, (z) => ZEICHEN[z]!);

/**
 * The tenant's icon, derived from its logo: the logo (a data: URI, SVG or PNG of any shape)
 * centred on a square of the theme's background. The maskable variant keeps the logo inside the middle
 * 80 % (the safe zone launchers may crop to a circle) on the brand colour.
 */
export function symbolSvg(mandant: Mandant, maskierbar = false): string {
  const rand = maskierbar ? 72 : 24;
  const groesse = 512 - 2 * rand;
  const flaeche = maskierbar ? mandant.thema.primaer : mandant.thema.hintergrund;
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="512" height="512" viewBox="0 0 512 512">',
    `<rect width="512" height="512" rx="${maskierbar ? 0 : 64}" fill="${flaeche}"/>`,
    `<image x="${rand}" y="${rand}" width="${groesse}" height="${groesse}" preserveAspectRatio="xMidYMid meet" href="${xml(mandant.logo)}" xlink:href="${xml(mandant.logo)}"/>`,
    '</svg>',
  ].join('');
}

/** The per-tenant web app manifest (W3C Web App Manifest): name, short name, icons, colours, start and scope. */
export function manifestFuer(mandant: Mandant): Record<string, unknown> {
  return {
    id: '/',
    name: mandant.anzeigename,
    short_name: mandant.kurzname,
    description: `Kundenportal der ${mandant.anzeigename}`,
    lang: 'de-DE',
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: mandant.thema.primaer,
    background_color: mandant.thema.hintergrund,
    // PNGs for the launchers that need them (Android's install criteria: 192 and 512 px; a maskable one
    // for adaptive icons), the SVGs for those that scale (features/pwa/symbole.ts).
    icons: [
      ...(['/pwa/symbol-192.png', '/pwa/symbol-512.png', '/pwa/symbol-maskierbar-512.png'] satisfies PngSymbolPfad[]).map((src) => {
        const { groesse, art } = PNG_SYMBOLE[src];
        return { src, sizes: `${groesse}x${groesse}`, type: 'image/png', purpose: art === 'maskierbar' ? 'maskable' : 'any' };
      }),
      { src: SYMBOL_PFAD, sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
      { src: SYMBOL_MASKIERBAR_PFAD, sizes: 'any', type: 'image/svg+xml', purpose: 'maskable' },
    ],
  };
}

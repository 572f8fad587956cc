import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { MANDANT_SKRIPT_ID, MandantOeffentlichSchema, texte, type Fehler, type Mandant } from '@ekp/contract';
import type { FastifyInstance } from 'fastify';
import { vorladeLinks, vorladeplanAus } from './router-vorladen.ts';

/** Hashed build output never changes under its name; the HTML names the current hashes. */
export const ASSET_CACHE = 'public, max-age=31536000, immutable';
export const HTML_CACHE = 'no-cache';

const ZEICHEN: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
function html(wert: string): string {
  return wert.replace(/[&<>"']/g, (z) => ZEICHEN[z]!);
}

/**
 * JSON inside a script element: `<` is escaped so no value can close the element, and U+2028/9 for
 * old parsers. The browser's JSON.parse turns the escapes back into the same characters.
 */
export function jsonImHtml(wert: unknown): string {
  return JSON.stringify(wert).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/**
 * The served index.html of one tenant: what GET /api/mandant answers as a JSON data
 * element (allowed by a CSP without 'unsafe-inline' scripts: it is not executed), the theme colours as
 * CSS custom properties (style-src allows inline styles), the title, name and logo as favicon.
 */
export function htmlFuerMandant(vorlage: string, mandant: Mandant, vorladen: string[] = []): string {
  const m = MandantOeffentlichSchema.parse(mandant);
  const kopf = [
    ...(vorladen.length ? [vorladeLinks(vorladen)] : []),
    `<title>${html(m.anzeigename)}</title>`,
    `<meta name="application-name" content="${html(m.anzeigename)}">`,
    `<link rel="icon" href="${html(m.logo)}">`,
    // Installable per tenant (manifest and icon from the tenant's config, features/pwa).
    `<link rel="manifest" href="/manifest.webmanifest">`,
    `<link rel="apple-touch-icon" href="/apple-touch-icon.png">`,
    `<meta name="theme-color" content="${m.thema.primaer}">`,
    `<style>:root{--primaer:${m.thema.primaer};--primaer-text:${m.thema.primaerText};--hintergrund:${m.thema.hintergrund}}</style>`,
    `<script type="application/json" id="${MANDANT_SKRIPT_ID}">${jsonImHtml(m)}</script>`,
  ].join('\n    ');
  const ohneTitel = vorlage.replace(/<title>[^<]*<\/title>\s*/i, '');
  if (!/<\/head>/i.test(ohneTitel)) return ohneTitel.replace(/^(<!doctype html>)?/i, `$1\n${kopf}\n`);
  return ohneTitel.replace(/<\/head>/i, `  ${kopf}\n  </head>`);
}

function cacheSetzen(res: { setHeader(name: string, wert: string): unknown }, datei: string): void {
  const assets = `${path.sep}assets${path.sep}`;
  res.setHeader('cache-control', datei.includes(assets) ? ASSET_CACHE : HTML_CACHE);
}

/**
 * The built web app (EKP_WEB_DIR): precompressed files from the build (.br/.gz next to each asset)
 * with the matching Content-Encoding, long caching for hashed assets, and the single-page app's
 * HTML for every other GET path. Without a build, every unknown path answers the JSON 404.
 */
export async function webAusliefern(app: FastifyInstance, verzeichnis: string | undefined): Promise<void> {
  const indexDatei = verzeichnis === undefined ? undefined : path.join(verzeichnis, 'index.html');
  const vorlage = indexDatei !== undefined && existsSync(indexDatei) ? readFileSync(indexDatei, 'utf8') : undefined;
  // The service console is a build of its own (packages/web/vite.service.config.ts) under /service.
  const serviceDatei = verzeichnis === undefined ? undefined : path.join(verzeichnis, 'service', 'service.html');
  const serviceVorlage = serviceDatei !== undefined && existsSync(serviceDatei) ? readFileSync(serviceDatei, 'utf8') : undefined;
  if (verzeichnis !== undefined && vorlage !== undefined) {
    await app.register(fastifyStatic, {
      root: verzeichnis,
      wildcard: false,
      index: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders: cacheSetzen,
      // The raw template has no tenant in it; /index.html gets the rendered page below.
      allowedPath: (pfad) => pfad !== '/index.html' && pfad !== '/service/service.html',
    });
  }
  const vorladen = verzeichnis === undefined ? () => [] : vorladeplanAus(verzeichnis);
  // One rendering per tenant and kind of page: the configuration is read at start-up and does not change while running.
  const seiten = new Map<string, string>();
  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api/') || request.url === '/api' || vorlage === undefined || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.code(404).send({ data: texte.allgemein.nichtGefunden } satisfies Fehler);
    }
    // The router and the path's route chunks come with the page; the login page runs without them.
    const pfad = request.url.split('?', 1)[0]!;
    if (serviceVorlage !== undefined && (pfad === '/service' || pfad.startsWith('/service/'))) {
      const schluessel = `service ${request.mandant.key}`;
      let konsole = seiten.get(schluessel);
      if (konsole === undefined) seiten.set(schluessel, (konsole = htmlFuerMandant(serviceVorlage, request.mandant)));
      return reply.type('text/html; charset=utf-8').header('cache-control', HTML_CACHE).send(konsole);
    }
    const dateien = vorladen(pfad);
    const schluessel = `${request.mandant.key} ${dateien.join(' ')}`;
    let seite = seiten.get(schluessel);
    if (seite === undefined) {
      seite = htmlFuerMandant(vorlage, request.mandant, dateien);
      seiten.set(schluessel, seite);
    }
    // The single-page app answers every other path; its router decides (SPEC §2 unknown path → /).
    return reply.type('text/html; charset=utf-8').header('cache-control', HTML_CACHE).send(seite);
  });
}

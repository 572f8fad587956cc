import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const WEB_SRC = path.resolve(import.meta.dirname, '../src');
const VERTRAG_SRC = path.resolve(import.meta.dirname, '../../contract/src');

// Type-only imports vanish from the bundle; following them would pull the schemas into a group.
const STATISCHE_IMPORTE = /^(?:import|export) (?!type )[^;]*?from '(\.{1,2}\/[^']+)'|^import '(\.{1,2}\/[^']+\.tsx?)'/gms;

/** A module and what it imports of our own files, statically and transitively (dynamic imports excluded). */
function statischErreichbar(start: string): Set<string> {
  const gesehen = new Set<string>();
  const offen = [start];
  for (let datei = offen.pop(); datei !== undefined; datei = offen.pop()) {
    if (gesehen.has(datei)) continue;
    gesehen.add(datei);
    for (const [, ziel, nurWirkung] of readFileSync(datei, 'utf8').matchAll(STATISCHE_IMPORTE)) {
      const pfad = path.resolve(path.dirname(datei), (ziel ?? nurWirkung)!);
      if (/\.tsx?$/.test(pfad) && existsSync(pfad)) offen.push(pfad);
    }
  }
  return gesehen;
}

const DATUM = /node_modules[\\/](date-fns|@date-fns[\\/]tz)[\\/]/;
// The date picker's parse and format (with their English locale, ~40 KB) stay with the picker.
const NUR_DATUMSAUSWAHL = /date-fns[\\/](format\.|parse\.|parse[\\/]|_lib[\\/](format[\\/](formatters|longFormatters)|defaultLocale)|locale[\\/])/;
const ROUTER = /node_modules[\\/](@tanstack[\\/](react-router|router-core|history|store|react-store|react-query|query-core)|use-sync-external-store)[\\/]/;
const ZOD = /node_modules[\\/]zod[\\/]/;

/**
 * How the browser's code is cut into files. Left to itself the bundler made some 40 chunks of
 * under a kilobyte each; over HTTP/1.1 a phone opens six connections and pays a round trip per file, so
 * every file on a page's critical path costs time (Lighthouse simulates exactly that). So:
 * - `router`: what every signed-in page needs and /anmelden does not: the router, TanStack Query, the
 *   small date functions, and the contract's zod-free heads and rules (`aufrufe`).
 *   /anmelden runs before the router (src/start) and fetches this file when the visitor starts typing.
 * - one chunk per feature for the modules several of its routes share (the consumption history's chart and
 *   table with the other consumption pages); each route's own code stays in its route's chunk.
 * - `zod` and `schemas`: only forms load them. The contract comes in three parts: the first page's
 *   (`ohne-zod`, in the entry with the login page that uses it), the reading pages' (`aufrufe`) and the rest.
 * Nothing the entry imports statically goes into a group, or /anmelden would fetch it as one more file.
 * Dependencies are not pulled into a group either, or zod would land on /anmelden. A group of the shared
 * components was tried and dropped: its chunk imported the entry's modules, and the bundler then cut those
 * out of the entry into eight more files for /anmelden.
 */
export function gruppen() {
  const erstesBild = statischErreichbar(path.join(VERTRAG_SRC, 'ohne-zod.ts'));
  const lesen = statischErreichbar(path.join(VERTRAG_SRC, 'aufrufe.ts'));
  const einstieg = statischErreichbar(path.join(WEB_SRC, 'main.tsx'));
  // The public termination's texts go with the schemas, whose messages quote them: left to the bundler they
  // landed in the termination page's chunk, the two chunks imported each other, and the schemas read the
  // texts before they existed (a browser test caught it).
  const kuendigungTexte = path.join(VERTRAG_SRC, 'kuendigung-oeffentlich', 'texte.ts');
  const vertrag = VERTRAG_SRC + path.sep;
  const features = path.join(WEB_SRC, 'features') + path.sep;
  return [
    { name: 'zod', test: ZOD },
    { name: 'schemas', test: (id: string) => id.startsWith(vertrag) && (!lesen.has(id) || id === kuendigungTexte) },
    {
      name: 'router',
      test: (id: string) => ROUTER.test(id) || (DATUM.test(id) && !NUR_DATUMSAUSWAHL.test(id)) || (lesen.has(id) && !erstesBild.has(id)),
    },
    {
      name: (id: string) => (id.startsWith(features) && !einstieg.has(id) ? id.slice(features.length).split(/[\\/]/)[0]! : null),
      minShareCount: 2,
    },
  ];
}

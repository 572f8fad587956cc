import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { aufloesen, importe, istRelativ } from './importe.ts';
import { STOCKWERKE, type Stockwerk } from './stockwerke.ts';

/**
 * The boundary check: every import of every source file against the table of floors (stockwerke.ts).
 * Run by `npm run lint`; test/lint-grenzen.test.ts runs it on fixtures that break each rule.
 */
export const WURZEL = path.resolve(import.meta.dirname, '../../../..');

export interface Ort {
  stockwerk: Stockwerk;
  /** The feature's folder name on a floor of features. */
  feature?: string;
}

const passt = (ort: string, datei: string) => (ort.endsWith('/') ? datei.startsWith(ort) : datei === ort);

/** The floor of a path from the repository root: the longest place of the table that holds it. */
export function ortVon(datei: string, tabelle: readonly Stockwerk[] = STOCKWERKE): Ort | undefined {
  let bestes: { stockwerk: Stockwerk; ort: string } | undefined;
  for (const stockwerk of tabelle) for (const ort of stockwerk.orte) if (passt(ort, datei) && ort.length > (bestes?.ort.length ?? -1)) bestes = { stockwerk, ort };
  if (!bestes) return undefined;
  const rest = datei.slice(bestes.ort.length).split('/');
  return bestes.stockwerk.featureOrdner && rest.length > 1 ? { stockwerk: bestes.stockwerk, feature: rest[0]! } : { stockwerk: bestes.stockwerk };
}

/**
 * Mistakes in the table itself: unknown names, a floor or place on two rows, an arrow to a floor listed later
 * (up). Listed bottom up with every arrow pointing to an earlier row, the floors cannot form a circle.
 */
export function tabellenfehler(tabelle: readonly Stockwerk[] = STOCKWERKE): string[] {
  const fehler: string[] = [];
  const namen = tabelle.map((t) => t.name);
  const orte = tabelle.flatMap((t) => t.orte);
  const doppelt = <T>(liste: T[]) => liste.filter((x, i) => liste.indexOf(x) !== i);
  for (const name of doppelt(namen)) fehler.push(`Stockwerk ${name} steht zweimal in der Tabelle.`);
  for (const ort of doppelt(orte)) fehler.push(`Ort ${ort} gehört zwei Stockwerken.`);
  tabelle.forEach((t, i) => {
    for (const ziel of [...t.darf, ...(t.testsDarf ?? [])]) if (!namen.includes(ziel)) fehler.push(`${t.name} darf ${ziel} importieren, aber die Tabelle kennt kein Stockwerk ${ziel}.`);
    // Tests stand above everything they test, so only the floors' own arrows must point down.
    for (const ziel of t.darf) if (namen.indexOf(ziel) >= i) fehler.push(`${t.name} → ${ziel} ist ein Pfeil nach oben: ${ziel} steht nicht unter ${t.name}.`);
  });
  return fehler;
}

const PAKETORDNER = ['node_modules', 'packages/server/node_modules', 'packages/web/node_modules', 'packages/contract/node_modules', 'e2e/node_modules'];

/** Where a bare import leads: a floor of the monorepo (`@ekp/…`), an installed package (null), or nowhere. */
function paketZiel(pfad: string, tabelle: readonly Stockwerk[]): Ort | null | undefined {
  const ekp = /^@ekp\/([^/]+)/.exec(pfad);
  if (ekp) return ortVon(`packages/${ekp[1]}/`, tabelle);
  if (pfad.startsWith('node:') || builtinModules.includes(pfad.split('/')[0]!)) return null;
  const name = pfad.startsWith('@') ? pfad.split('/').slice(0, 2).join('/') : pfad.split('/')[0]!;
  return PAKETORDNER.some((o) => existsSync(path.join(WURZEL, o, name, 'package.json'))) ? null : undefined;
}

export interface Befund {
  datei: string;
  import: string;
  text: string;
}

/** Every import of `dateien` (paths from `wurzel`) that the table does not allow. */
export function befunde(wurzel: string, dateien: readonly string[], tabelle: readonly Stockwerk[] = STOCKWERKE): Befund[] {
  const ergebnis: Befund[] = [];
  for (const datei of dateien) {
    const von = ortVon(datei, tabelle);
    if (!von) {
      ergebnis.push({ datei, import: '', text: `${datei} liegt auf keinem Stockwerk der Tabelle (test/grenzen/stockwerke.ts).` });
      continue;
    }
    const istTest = /\.test\.tsx?$/.test(datei);
    for (const { pfad } of importe(path.join(wurzel, datei))) {
      let nach: Ort | null | undefined;
      if (istRelativ(pfad)) {
        const ziel = path.relative(wurzel, aufloesen(path.join(wurzel, datei), pfad)!);
        nach = ziel.startsWith('..') ? undefined : ortVon(ziel.split(path.sep).join('/'), tabelle);
      } else nach = paketZiel(pfad, tabelle);
      if (nach === null) continue;
      const melden = (text: string) => ergebnis.push({ datei, import: pfad, text });
      if (!nach) {
        melden(`${von.stockwerk.name} importiert ${pfad}, das auf keinem Stockwerk der Tabelle liegt.`);
        continue;
      }
      if (nach.stockwerk === von.stockwerk) {
        if (von.feature && nach.feature !== von.feature)
          melden(`Ein Feature importiert kein anderes Feature (${von.feature} → ${nach.feature ?? 'die Liste der Features'}): Gemeinsames gehört nach domain/, shared/ oder in den Contract.`);
        continue;
      }
      const erlaubt = [...von.stockwerk.darf, ...(istTest ? (von.stockwerk.testsDarf ?? []) : [])];
      if (!erlaubt.includes(nach.stockwerk.name))
        melden(`${von.stockwerk.name} darf ${nach.stockwerk.name} nicht importieren (${pfad}); erlaubt: ${erlaubt.join(', ') || 'nur das eigene Stockwerk'}.`);
    }
  }
  return ergebnis;
}

const QUELLORDNER = ['packages/contract/src', 'packages/server/src', 'packages/server/test', 'packages/server/bench', 'packages/web/src', 'packages/web/tools', 'e2e'];
/** Fixtures break the rules on purpose; their own tests check them. */
const AUSGENOMMEN = /(^|\/)(node_modules|dist|test-results|lint-grenzen|kreis-fixtur)(\/|$)/;

/** The repository's source files, as paths from the root. */
export function quelldateien(wurzel = WURZEL): string[] {
  const lose = ['packages/web/vite.config.ts', 'packages/web/vite.service.config.ts'].filter((d) => existsSync(path.join(wurzel, d)));
  return [
    ...QUELLORDNER.flatMap((o) =>
      readdirSync(path.join(wurzel, o), { recursive: true, withFileTypes: true })
        .filter((d) => d.isFile() && /\.tsx?$/.test(d.name) && !d.name.endsWith('.d.ts'))
        .map((d) => path.relative(wurzel, path.join(d.parentPath, d.name)).split(path.sep).join('/')),
    ),
    ...lose,
  ].filter((d) => !AUSGENOMMEN.test(d));
}

const ANFANG = '<!-- Stockwerke: geschrieben von `npm run grenzen -- --docs` aus packages/server/test/grenzen/stockwerke.ts -->';
const ENDE = '<!-- Ende der Stockwerke -->';
const code = (t: string) => '`' + t + '`';

/** The floor tables of docs/architektur.md, one per package, top floor first. */
export function stockwerkTabellen(tabelle: readonly Stockwerk[] = STOCKWERKE): string {
  const zeilen = [ANFANG, '', '| Floor | Places | Holds | May import | Its tests also |', '|---|---|---|---|---|'];
  for (const t of [...tabelle].reverse()) {
    const orte = t.orte.map((o) => code(o.replace(/^packages\//, '')) + (t.featureOrdner ? ' (one folder per feature)' : '')).join(', ');
    zeilen.push(`| ${code(t.name)} | ${orte} | ${t.haelt} | ${t.darf.map(code).join(', ') || '—'} | ${(t.testsDarf ?? []).map(code).join(', ') || '—'} |`);
  }
  return [...zeilen, '', ENDE].join('\n');
}

function dokuSchreiben(): void {
  const datei = path.join(WURZEL, 'docs/architektur.md');
  const alt = readFileSync(datei, 'utf8');
  const a = alt.indexOf(ANFANG);
  const e = alt.indexOf(ENDE);
  if (a < 0 || e < a) throw new Error(`docs/architektur.md braucht die Marken ${ANFANG} … ${ENDE}.`);
  writeFileSync(datei, alt.slice(0, a) + stockwerkTabellen() + alt.slice(e + ENDE.length));
}

if (process.argv[1] === import.meta.filename) {
  if (process.argv.includes('--docs')) dokuSchreiben();
  const fehler = [...tabellenfehler().map((text) => ({ datei: 'packages/server/test/grenzen/stockwerke.ts', import: '', text })), ...befunde(WURZEL, quelldateien())];
  for (const f of fehler) console.error(`${f.datei}: ${f.text}`);
  console.log(`Stockwerke: ${fehler.length} Verstöße in ${quelldateien().length} Dateien.`);
  process.exitCode = fehler.length > 0 ? 1 : 0;
}

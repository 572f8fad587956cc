import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { befunde, ortVon, quelldateien, stockwerkTabellen, tabellenfehler, WURZEL } from './grenzen/pruefen.ts';
import { STOCKWERKE, type Stockwerk } from './grenzen/stockwerke.ts';

/**
 * The import boundaries of the table of floors (grenzen/stockwerke.ts) hold however a path is spelled. The
 * fixtures in test/lint-grenzen mirror the repository's layout; each file whose first line says "Breaks" must be
 * refused, each "Allowed" one must pass; and every floor has a fixture that breaks its allow-list.
 */
const FIXTURES = path.join(import.meta.dirname, 'lint-grenzen');
const fixtures = readdirSync(FIXTURES, { recursive: true, withFileTypes: true })
  .filter((d) => d.isFile())
  .map((d) => path.relative(FIXTURES, path.join(d.parentPath, d.name)).split(path.sep).join('/'));
const bricht = (datei: string) => readFileSync(path.join(FIXTURES, datei), 'utf8').startsWith('// Breaks');

describe('floor boundaries', () => {
  const gefunden = befunde(FIXTURES, fixtures);
  const von = (datei: string) => gefunden.filter((b) => b.datei === datei);

  it('has a breaking fixture on every floor of the table, and fixtures that pass', () => {
    const gebrochen = new Set(fixtures.filter(bricht).map((f) => ortVon(f)?.stockwerk.name));
    expect(STOCKWERKE.map((s) => s.name).filter((n) => !gebrochen.has(n))).toEqual([]);
    expect(fixtures.filter((f) => !bricht(f)).length).toBeGreaterThanOrEqual(4);
  });

  it.each(fixtures.filter(bricht))('%s is refused', (datei) => {
    expect(von(datei).length).toBeGreaterThan(0);
  });

  it.each(fixtures.filter((f) => !bricht(f)))('%s passes', (datei) => {
    expect(von(datei)).toEqual([]);
  });

  it('holds in the repository', () => {
    expect(befunde(WURZEL, quelldateien())).toEqual([]);
  });
});

describe('the table of floors', () => {
  it('names only floors it knows and has no arrow up, so no circle', () => {
    expect(tabellenfehler()).toEqual([]);
  });

  it('refuses an arrow up, a circle and an unknown floor', () => {
    const unten: Stockwerk = { name: 'unten', orte: ['u/'], haelt: '', darf: [] };
    const oben: Stockwerk = { name: 'oben', orte: ['o/'], haelt: '', darf: ['unten'] };
    expect(tabellenfehler([unten, oben])).toEqual([]);
    expect(tabellenfehler([{ ...unten, darf: ['oben'] }, oben])).toEqual(['unten → oben ist ein Pfeil nach oben: oben steht nicht unter unten.']);
    expect(tabellenfehler([unten, { ...oben, darf: ['keller'] }])).toEqual(['oben darf keller importieren, aber die Tabelle kennt kein Stockwerk keller.']);
    expect(tabellenfehler([unten, { ...oben, orte: ['u/'] }])).toEqual(['Ort u/ gehört zwei Stockwerken.']);
  });

  it('is the floor table of docs/architektur.md', () => {
    const doku = readFileSync(path.join(WURZEL, 'docs/architektur.md'), 'utf8');
    expect(doku).toContain(stockwerkTabellen());
  });
});

import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PruefErgebnis, Pruefstand } from '@ekp/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { pruefstandSchreiben } from './barrierefreiheit-pruefstand.ts';

// The statement a build carries (dist/barrierefreiheit.json, read by the server) must be true: this machine's
// test results, else the stand kept from the last complete run, else plainly none.
const ordner: string[] = [];
afterEach(() => ordner.splice(0).forEach((o) => rmSync(o, { recursive: true, force: true })));
function neu(): string {
  const o = mkdtempSync(path.join(tmpdir(), 'ekp-a11y-'));
  ordner.push(o);
  return o;
}
const gebaut = (datei: string) => JSON.parse(readFileSync(datei, 'utf8')) as Pruefstand;
const sauber: PruefErgebnis = { art: 'axe', test: 'Start', seite: '/', zeit: '2026-11-20T09:00:00.000Z', verstoesse: [] };

describe('the built accessibility statement', () => {
  it('a fresh clone (no results of its own) carries the date and results of the kept last run', () => {
    const o = neu();
    const festgehalten = path.join(o, 'stand.json');
    const stand: Pruefstand = { letztePruefung: '2026-11-20T09:00:00.000Z', gepruefteSeiten: 39, tastaturAblaeufe: 5, offenePunkte: [] };
    writeFileSync(festgehalten, JSON.stringify(stand));
    pruefstandSchreiben(path.join(o, 'keine-ergebnisse'), path.join(o, 'dist', 'barrierefreiheit.json'), festgehalten);
    expect(gebaut(path.join(o, 'dist', 'barrierefreiheit.json'))).toEqual(stand);
  });

  it("this machine's own results win over the kept stand", () => {
    const o = neu();
    mkdirSync(path.join(o, 'ergebnisse'));
    writeFileSync(path.join(o, 'ergebnisse', 'axe-1.json'), JSON.stringify(sauber));
    const festgehalten = path.join(o, 'stand.json');
    writeFileSync(festgehalten, JSON.stringify({ letztePruefung: '2025-01-01T00:00:00.000Z', gepruefteSeiten: 1, tastaturAblaeufe: 0, offenePunkte: [] }));
    pruefstandSchreiben(path.join(o, 'ergebnisse'), path.join(o, 'dist', 'barrierefreiheit.json'), festgehalten);
    expect(gebaut(path.join(o, 'dist', 'barrierefreiheit.json'))).toMatchObject({ letztePruefung: '2026-11-20T09:00:00.000Z', gepruefteSeiten: 1 });
  });

  it('without either it says there was no check (null), never an invented one', () => {
    const o = neu();
    pruefstandSchreiben(path.join(o, 'keine'), path.join(o, 'dist', 'barrierefreiheit.json'), path.join(o, 'fehlt.json'));
    expect(gebaut(path.join(o, 'dist', 'barrierefreiheit.json'))).toEqual({ letztePruefung: null, gepruefteSeiten: 0, tastaturAblaeufe: 0, offenePunkte: [] });
  });
});

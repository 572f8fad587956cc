import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * The import boundaries of .oxlintrc.json hold however a path is spelled. The fixtures in
 * test/lint-grenzen mirror the repository's layout; each file named in its first line "Breaks" must fail the
 * lint with no-restricted-imports, each "Allowed" one must pass. They run on a copy, with the project's
 * config, because the real lint skips them.
 */
const WURZEL = path.resolve(import.meta.dirname, '../../..');
const FIXTURES = path.join(import.meta.dirname, 'lint-grenzen');
const ordner = mkdtempSync(path.join(tmpdir(), 'ekp-lint-grenzen-'));
afterAll(() => rmSync(ordner, { recursive: true, force: true }));

interface Befund {
  filename: string;
  code: string;
  message: string;
}

function linten(): Befund[] {
  cpSync(FIXTURES, ordner, { recursive: true });
  const config = JSON.parse(readFileSync(path.join(WURZEL, '.oxlintrc.json'), 'utf8')) as { ignorePatterns: string[] };
  config.ignorePatterns = config.ignorePatterns.filter((m) => !m.includes('lint-grenzen'));
  writeFileSync(path.join(ordner, '.oxlintrc.json'), JSON.stringify(config));
  let ausgabe: string;
  try {
    ausgabe = execFileSync(path.join(WURZEL, 'node_modules/.bin/oxlint'), ['--format', 'json', '-c', '.oxlintrc.json', 'packages'], { cwd: ordner, encoding: 'utf8' });
  } catch (e) {
    // oxlint exits 1 when it finds an error; its report is on stdout all the same.
    ausgabe = (e as { stdout: string }).stdout;
  }
  return (JSON.parse(ausgabe) as { diagnostics: Befund[] }).diagnostics;
}

const fixtures = readdirSync(FIXTURES, { recursive: true, withFileTypes: true })
  .filter((d) => d.isFile())
  .map((d) => path.relative(FIXTURES, path.join(d.parentPath, d.name)));
const bricht = (datei: string) => readFileSync(path.join(FIXTURES, datei), 'utf8').startsWith('// Breaks');

describe('lint boundaries', () => {
  const befunde = linten();
  const grenzfehler = (datei: string) => befunde.filter((b) => path.normalize(b.filename) === path.normalize(datei) && b.code.includes('no-restricted-imports'));

  it('has fixtures for both outcomes', () => {
    expect(fixtures.filter(bricht).length).toBeGreaterThanOrEqual(10);
    expect(fixtures.filter((f) => !bricht(f)).length).toBeGreaterThanOrEqual(2);
  });

  it.each(fixtures.filter(bricht))('%s fails the lint', (datei) => {
    expect(grenzfehler(datei).length, JSON.stringify(befunde.filter((b) => b.filename === datei))).toBeGreaterThan(0);
  });

  it.each(fixtures.filter((f) => !bricht(f)))('%s passes the boundaries', (datei) => {
    expect(grenzfehler(datei)).toEqual([]);
  });
});

import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { AxeResults, RunOptions } from 'axe-core';
import type { PruefErgebnis } from '@ekp/contract';
import { test, type Page } from '@playwright/test';
import { ERGEBNIS_VERZEICHNIS } from '../../packages/web/tools/barrierefreiheit-pruefstand.ts';

/** The axe tags every browser test checks: WCAG 2.0, 2.1 and 2.2, levels A and AA. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

const AXE_QUELLE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** Every check: the WCAG tags above; passing rules are not reported, since only the violations are read. */
const WCAG_PRUEFUNG: RunOptions = { runOnly: { type: 'tag', values: WCAG_TAGS }, resultTypes: ['violations'] };

/**
 * Axe in the page itself, loaded once per document: a screen checked again after a click (an open dialog, a
 * form's errors, a client-side route) reuses it. @axe-core/playwright evaluated axe's 550 KB twice per check
 * and ran its frame machinery for a portal without frames; a check cost 0.5–1 s of the renderer, two thirds of
 * the every-route test's browser CPU (docs/performance.md, test suite). The fixture test in
 * barrierefreiheit.spec.ts shows that a known violation is still found.
 */
export async function axe(page: Page, optionen: RunOptions = WCAG_PRUEFUNG): Promise<AxeResults> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_QUELLE);
  return page.evaluate((o) => (window as unknown as { axe: { run(kontext: Document, o: RunOptions): Promise<AxeResults> } }).axe.run(document, o), optionen);
}

const zaehler = new Map<string, number>();

/**
 * Keeps one result for the accessibility statement: one file per test and check, named by both,
 * so running a test again replaces its earlier result. `npm run build` turns the directory into the
 * statement's open items (packages/web/tools/barrierefreiheit.ts).
 */
export function ergebnisMerken(ergebnis: PruefErgebnis, verzeichnis = ERGEBNIS_VERZEICHNIS): void {
  const info = test.info();
  const n = (zaehler.get(info.testId) ?? 0) + 1;
  zaehler.set(info.testId, n);
  const name = createHash('sha256').update(`${info.file} ${info.titlePath.join(' › ')} ${n}`).digest('hex').slice(0, 24);
  mkdirSync(verzeichnis, { recursive: true });
  writeFileSync(path.join(verzeichnis, `${ergebnis.art}-${name}.json`), JSON.stringify(ergebnis));
}

/** An axe run as the statement records it: the screen's path and each violated rule with its WCAG tags. */
export function axeErgebnis(seite: string, ergebnis: AxeResults): PruefErgebnis {
  return {
    art: 'axe',
    test: test.info().titlePath.slice(1).join(' › '),
    seite,
    zeit: new Date().toISOString(),
    verstoesse: ergebnis.violations.map((v) => ({ regel: v.id, hilfe: v.help, tags: v.tags, anzahl: v.nodes.length })),
  };
}

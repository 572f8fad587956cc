import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import type { PruefErgebnis } from '@ekp/contract';
import { test, type Page } from '@playwright/test';
import { ERGEBNIS_VERZEICHNIS } from '../../packages/web/tools/barrierefreiheit-pruefstand.ts';

/** The axe tags every browser test checks: WCAG 2.0, 2.1 and 2.2, levels A and AA. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Axe as every check runs it: the WCAG tags above, in the page itself (legacy mode; the default opens a blank
 * page per check only to merge the results of frames, and the portal has none), and passing rules kept with
 * one node each, since only the violations are read. The fixture test in barrierefreiheit.spec.ts shows that
 * it still finds a known violation.
 */
export function axe(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).withTags(WCAG_TAGS).setLegacyMode();
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
export function axeErgebnis(seite: string, ergebnis: Awaited<ReturnType<AxeBuilder['analyze']>>): PruefErgebnis {
  return {
    art: 'axe',
    test: test.info().titlePath.slice(1).join(' › '),
    seite,
    zeit: new Date().toISOString(),
    verstoesse: ergebnis.violations.map((v) => ({ regel: v.id, hilfe: v.help, tags: v.tags, anzahl: v.nodes.length })),
  };
}

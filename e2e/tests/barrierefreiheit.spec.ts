import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pruefstandSchreiben } from '../../packages/web/tools/barrierefreiheit-pruefstand.ts';
import { axe, axeErgebnis, ergebnisMerken } from '../support/barrierefreiheit.ts';
import { E2E_BARRIEREFREIHEIT } from '../support/konstanten.ts';
import { fokusVerdeckt } from '../support/tastatur.ts';
import { anmelden, barrierefrei, expect, HANDY, ohneQuerscrollen, test } from '../support/test.ts';

// The statement per tenant, linked in every footer, its open items from the tests.

const LINK = { name: 'Erklärung zur Barrierefreiheit' };

test('the footer links the statement on the login page and while logged in; it names standard, status, feedback and the authority', async ({ page }) => {
  await page.goto('/anmelden');
  await page.getByRole('link', LINK).click();
  await expect(page).toHaveURL(/\/barrierefreiheit$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Erklärung zur Barrierefreiheit' })).toBeVisible();
  await expect(page.getByText(/Stadtwerke Musterstadt ist bemüht/)).toBeVisible();
  await expect(page.getByText(/EN 301 549/)).toBeVisible();
  // The status sentence: from the last test run's results, or, on a fresh clone before any, that none is known.
  await expect(page.getByTestId('konformitaet')).toHaveText(/vereinbar|nicht belegt/);
  await expect(page.getByText('Marktüberwachungsstelle der Länder für die Barrierefreiheit von Produkten und Dienstleistungen', { exact: false })).toBeVisible();
  await expect(page.getByText('39135 Magdeburg')).toBeVisible();
  await barrierefrei(page);

  // Feedback without login.
  await page.getByLabel('Ihre Nachricht').fill('Die Tabelle der Verbräuche ist mit dem Screenreader schwer zu lesen.');
  await page.getByRole('button', { name: 'Rückmeldung senden' }).click();
  await expect(page.getByText('Vielen Dank. Ihre Rückmeldung ist bei uns eingegangen.')).toBeVisible();

  await page.setViewportSize(HANDY);
  await anmelden(page, '10001');
  await page.getByRole('link', LINK).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Erklärung zur Barrierefreiheit' })).toBeVisible();
  expect(await ohneQuerscrollen(page)).toBe(true);
});

test('a known violation in a fixture becomes an open item of the statement', async ({ page }) => {
  // The same path as a real run: axe in the browser → recorded result → the build's derivation → the server.
  const ergebnisse = mkdtempSync(path.join(tmpdir(), 'ekp-a11y-'));
  await page.setContent(readFileSync(path.resolve(import.meta.dirname, '../fixtures/barrierefreiheit/bild-ohne-alt.html'), 'utf8'));
  ergebnisMerken(axeErgebnis('/fixture/bild-ohne-alt', await axe(page)), ergebnisse);
  ergebnisMerken({ art: 'tastatur', test: 'Fixture-Ablauf ohne Tastaturbedienung', zeit: new Date().toISOString(), bestanden: false }, ergebnisse);
  pruefstandSchreiben(ergebnisse, path.resolve(import.meta.dirname, '../..', E2E_BARRIEREFREIHEIT));
  rmSync(ergebnisse, { recursive: true, force: true });

  await page.goto('/barrierefreiheit');
  await expect(page.getByTestId('konformitaet')).toHaveText('Dieses Kundenportal ist mit den Anforderungen teilweise vereinbar. Die unten genannten Punkte sind noch offen.');
  const punkte = page.getByRole('region', { name: 'Nicht barrierefreie Inhalte' }).getByRole('listitem');
  await expect(punkte.filter({ hasText: 'WCAG 1.1.1 Nicht-Text-Inhalt' })).toContainText('/fixture/bild-ohne-alt');
  await expect(punkte.filter({ hasText: 'WCAG 2.1.1 Tastatur' })).toContainText('Fixture-Ablauf ohne Tastaturbedienung');
  await expect(page.getByText(/Letzte Prüfung: \d\d\.\d\d\.\d{4} \(1 Bildschirm, 1 Tastatur-Ablauf\)/)).toBeVisible();
});

test('the keyboard tests\' focus check notices a sticky bar that covers the focused element (WCAG 2.4.11)', async ({ page }) => {
  await page.setContent(`<!doctype html><html lang="de"><body style="margin:0">
    <div style="position:fixed;top:0;left:0;right:0;height:80px;background:#fff;z-index:10">Leiste</div>
    <button id="frei" style="margin-top:120px">Frei</button>
    <button id="verdeckt" style="position:absolute;top:20px">Verdeckt</button></body></html>`);
  await page.locator('#frei').focus();
  expect(await fokusVerdeckt(page)).toBeNull();
  await page.locator('#verdeckt').focus();
  expect(await fokusVerdeckt(page)).toMatch(/^BUTTON#verdeckt verdeckt von DIV/);
});

test('a build without any test result says so plainly and claims no open items it does not know', async ({ page }) => {
  // What a build writes when neither this machine's results nor a kept stand exist (the build's own derivation).
  const leer = mkdtempSync(path.join(tmpdir(), 'ekp-a11y-'));
  pruefstandSchreiben(leer, path.resolve(import.meta.dirname, '../..', E2E_BARRIEREFREIHEIT), path.join(leer, 'kein-stand.json'));
  rmSync(leer, { recursive: true, force: true });
  await page.goto('/barrierefreiheit');
  await expect(page.getByTestId('konformitaet')).toHaveText('Für diesen Stand des Portals ist nicht belegt, wie weit er die Anforderungen erfüllt: Mit ihm wurde keine automatische Prüfung ausgeführt.');
  await expect(page.getByText('Letzte Prüfung: keine.')).toBeVisible();
  await expect(page.getByText(/unten genannten Punkte/)).toHaveCount(0);
  await barrierefrei(page);
});

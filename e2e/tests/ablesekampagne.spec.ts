import { readFileSync } from 'node:fs';
import path from 'node:path';
import { E2E_KAMPAGNE } from '../support/konstanten.ts';
import { anmelden, barrierefrei, expect, HANDY, ohneQuerscrollen, sitzungUebernehmen, test } from '../support/test.ts';

// The reading campaign without login: the letter's code (QR link or typed), the values, the receipt.
// Contracts of e2e/fixtures/ablesekampagne.json; their codes come from the printer's CSV the server's start wrote.

interface Zeile {
  vertragsnummer: string;
  code: string;
  link: string;
}

function brief(vertrag: string): Zeile {
  const [kopf, ...zeilen] = readFileSync(path.resolve(import.meta.dirname, '../..', E2E_KAMPAGNE.datei), 'utf8').trim().split('\n');
  expect(kopf).toBe('kundennummer;vertragsnummer;zaehlernummer;code;link');
  const felder = zeilen.map((z) => z.split(';')).find((f) => f[1] === vertrag)!;
  return { vertragsnummer: felder[1]!, code: felder[3]!, link: felder[4]! };
}

test.use({ viewport: HANDY });

test('the QR link opens the meter without typing; the reading arrives and shows in the signed-in list with its origin', async ({ page }) => {
  const { code, link } = brief('4700100101');
  expect(link).toMatch(/\/zaehlerstand#code=[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
  const anfragen: string[] = [];
  page.on('request', (r) => anfragen.push(r.url()));
  await page.goto(`/zaehlerstand#code=${code}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Zählerstand melden' })).toBeVisible();
  // Only what the letter shows: the masked meter number and the dates, no name.
  await expect(page.getByText('1EMH••••1234')).toBeVisible();
  await expect(page.getByText('15.11.2026')).toBeVisible();
  await expect(page.getByText('30.11.2026')).toBeVisible();
  await expect(page.getByText('Stichtag', { exact: false }).first()).toBeVisible();
  await expect(page.getByText('Stina')).toHaveCount(0);
  // The fragment is gone from the address bar, and no request carried the code in its URL.
  expect(new URL(page.url()).hash).toBe('');
  expect(anfragen.filter((u) => u.includes(code) || u.includes(code.replace(/-/g, '')))).toEqual([]);
  expect(await ohneQuerscrollen(page)).toBe(true);
  await barrierefrei(page);

  await page.getByLabel('Zählerstand Bezug in kWh').fill('8270,5');
  await page.getByRole('button', { name: 'Zählerstand senden' }).click();
  await expect(page.getByText('Vielen Dank – Ihr Zählerstand ist eingegangen')).toBeVisible();
  await expect(page.getByText(/^Z-20261118-[2-9A-Z]{6}$/)).toBeVisible();
  await barrierefrei(page);

  await sitzungUebernehmen(page, '47001');
  await page.goto('/vertrag/4700100101/ablesungen');
  await expect(page.getByRole('cell', { name: 'Selbstablesung (ohne Anmeldung)' }).first()).toBeVisible();
});

test('a typing error in the code is told, then an unusual value is sent with “Trotzdem senden”', async ({ page }) => {
  const { code } = brief('4700100102');
  await page.goto('/anmelden');
  await page.getByRole('link', { name: 'Zählerstand ohne Anmeldung melden' }).click();
  await expect(page).toHaveURL(/\/zaehlerstand$/);
  const feld = page.getByLabel('Code aus dem Ablesebrief');
  await feld.fill('ABCD-EFGH');
  await page.getByRole('button', { name: 'Weiter' }).click();
  await expect(page.getByText('Der Code besteht aus 12 Buchstaben und Ziffern, z. B. ABCD-EFGH-JKMN.')).toBeVisible();
  const vertippt = `${code.slice(0, -1)}${code.endsWith('7') ? '8' : '7'}`;
  await feld.fill(vertippt);
  await page.getByRole('button', { name: 'Weiter' }).click();
  await expect(page.getByText('Dieser Code ist uns nicht bekannt oder abgelaufen.')).toBeVisible();
  await expect(feld).toBeFocused();
  expect(await ohneQuerscrollen(page)).toBe(true);
  await barrierefrei(page);

  // Typed in lower case without dashes, as people copy a code.
  await feld.fill(code.toLowerCase().replace(/-/g, ''));
  await page.getByRole('button', { name: 'Weiter' }).click();
  await expect(page.getByLabel('Zählerstand HT in kWh')).toBeVisible();
  await page.getByLabel('Zählerstand HT in kWh').fill('55000');
  await page.getByLabel('Zählerstand NT in kWh').fill('2250');
  await page.getByRole('button', { name: 'Zählerstand senden' }).click();
  await expect(page.getByText('Der Wert ist deutlich höher als nach Ihrem bisherigen Verbrauch zu erwarten.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Trotzdem senden' })).toBeVisible();
  await barrierefrei(page);
  await page.getByRole('button', { name: 'Trotzdem senden' }).click();
  await expect(page.getByText('Vielen Dank – Ihr Zählerstand ist eingegangen')).toBeVisible();
  await barrierefrei(page);
});

test('a signed-in customer sees the open campaign reading as a task on the home page and reaches its form', async ({ page }) => {
  await anmelden(page, '47001');
  const aufgaben = page.getByRole('region', { name: 'Ihre Aufgaben' });
  const aufgabe = aufgaben.getByRole('link', { name: 'Zählerstand zum 15.11.2026 bis 30.11.2026 melden Vertrag 4700100103' });
  await expect(aufgabe).toBeVisible();
  expect(await ohneQuerscrollen(page)).toBe(true);
  await barrierefrei(page);
  await aufgabe.click();
  await expect(page).toHaveURL(/\/vertrag\/4700100103\/ablesung$/);
});

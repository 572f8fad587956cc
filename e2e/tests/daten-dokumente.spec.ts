import { readFile } from 'node:fs/promises';
import { barrierefrei, expect, HANDY, ohneQuerscrollen, sitzungUebernehmen, test } from '../support/test.ts';

test('lists all documents and downloads a real PDF, at 360 px', async ({ page }) => {
  await page.setViewportSize(HANDY);
  await sitzungUebernehmen(page, '60005');
  await page.goto('/dokumente');
  await expect(page.getByRole('heading', { name: 'Alle Dokumente' })).toBeVisible();
  // The bill's description equals its category: it is titled by the category, never by its file name.
  await expect(page.locator('.dokument-titel').filter({ hasText: /^Rechnung$/ })).toBeVisible();
  await expect(page.getByText('Jahresabrechnung_2025.pdf')).toHaveCount(0);
  await expect(page.getByText('Willkommensschreiben')).toBeVisible();
  await expect(page.getByText(/Rechnung · 20\.01\.2026 · \d+,\d\d kB · Vertrag 6000500001/)).toBeVisible();
  await barrierefrei(page);
  expect(await ohneQuerscrollen(page)).toBe(true);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Rechnung herunterladen' }).click();
  const datei = await download;
  expect(datei.suggestedFilename()).toBe('Jahresabrechnung_2025.pdf');
  const inhalt = await readFile((await datei.path())!);
  expect(inhalt.subarray(0, 5).toString()).toBe('%PDF-');
});

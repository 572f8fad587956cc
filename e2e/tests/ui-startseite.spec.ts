import { barrierefrei, anmelden, expect, HANDY, ohneQuerscrollen, test } from '../support/test.ts';
import { verschiebung, verschiebungMessen } from '../support/layout.ts';

// The home page shows one card per contract above SPEC's six actions. Customer 14002
// (e2e/fixtures/ui.json) is used by no other spec, so its latest reading stays put.

test('a card per contract: supply, address, status, tariff per month, latest reading, link to the contract', async ({ page }) => {
  await page.setViewportSize(HANDY);
  // The card's first line travels in the page's batch (POST /api/stapel); the instalment's answer is one of its reads.
  const ABSCHLAG = '/1400200101/abschlag';
  const abschlag = page
    .waitForResponse((r) => r.url().endsWith('/api/stapel') && ((r.request().postDataJSON() as { aufrufe: string[] }).aufrufe ?? []).includes(ABSCHLAG))
    .then(async (r) => {
      const aufrufe = (r.request().postDataJSON() as { aufrufe: string[] }).aufrufe;
      const { antworten } = (await r.json()) as { antworten: Array<{ status: number }> };
      return { status: () => antworten[aufrufe.indexOf(ABSCHLAG)]!.status };
    });
  await anmelden(page, '14002');
  const karte = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: /Gas · Gasweg 14, 12345 Musterstadt/ }) });
  await expect(karte).toContainText('Aktiv');
  await expect(karte).toContainText('Erdgas Komfort');
  await expect(karte).toContainText('13,90 €/Monat');
  await expect(karte).toContainText('4100,500 m³ am 01.11.2025');
  await expect(karte.getByRole('link', { name: 'Zählerstand erfassen für Vertrag 1400200101' })).toBeVisible();
  // SPEC §1's six actions stay below the cards.
  await expect(page.getByRole('link', { name: 'Passwort ändern' })).toBeVisible();
  // Its contract has no instalment (the server answers 404): the card says nothing about one.
  expect((await abschlag).status()).toBe(404);
  await expect(karte.getByText('Abschlag')).toHaveCount(0);
  await expect(karte.getByRole('link', { name: /Abschlag ändern/ })).toHaveCount(0);
  await barrierefrei(page);
  expect(await ohneQuerscrollen(page)).toBe(true);
  await karte.getByRole('link', { name: /Gas · Gasweg 14/ }).click();
  await expect(page).toHaveURL(/\/vertrag\/1400200101\/detail$/);
});

test('a dynamic tariff: price now, the cheapest hours, twelve months of consumption, the latest document', async ({ page }) => {
  await anmelden(page, '10001');
  const karte = page.locator('.startseite-karte').filter({ hasText: 'Vertragsnummer5000100101' });
  // The headline is what the customer pays now, all in; the exchange price is its component.
  await expect(karte).toContainText(/Preis jetzt\s*\d+,\d{2} ct\/kWh \(alles inklusive, davon Börsenpreis -?\d+,\d{2} ct\/kWh\)/);
  await expect(karte).not.toContainText('Börsenpreis jetzt');
  // One cheapest answer, on the all-in price: the window, not a second ranking of the bare exchange price.
  await expect(karte).toContainText(/Günstigste 2 Stunden\s*(Heute|Morgen) am günstigsten: \d\d:\d\d–\d\d:\d\d Uhr/);
  await expect(karte).not.toContainText('Günstigste Stunden');
  await expect(karte.locator('.sparkline rect')).toHaveCount(12);
  await expect(karte.locator('.sparkline figcaption')).toContainText(/Verbrauch Dez 2025 bis Nov 2026: [\d.]+,\d{2} kWh/);
  await expect(karte).toContainText('Letztes Dokument');
  await barrierefrei(page);
});

// The home card's instalment: it names amount and rhythm and leads to the change.
// Demo customer 10001's HT/NT contract pays 330 € quarterly; no spec changes that instalment.
test('the current instalment with its rhythm and a link to change it', async ({ page }) => {
  await page.setViewportSize(HANDY);
  await anmelden(page, '10001');
  const karte = page.locator('.startseite-karte').filter({ hasText: 'Vertragsnummer5000100103' });
  await expect(karte).toContainText(/Abschlag\s*Aktuell 330,00 € \(nächste Abbuchung \d\d\.\d\d\.\d{4}\), vierteljährlich/);
  await barrierefrei(page);
  expect(await ohneQuerscrollen(page)).toBe(true);
  await karte.getByRole('link', { name: 'Abschlag ändern für Vertrag 5000100103' }).click();
  await expect(page).toHaveURL(/\/vertrag\/5000100103\/abschlag$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Abschlag ändern' })).toBeVisible();
});

// The home page fills in without moving (Lighthouse counted a layout shift of 0.6–0.8 while the
// cards grew part by part). The browser's own layout-shift entries of the whole visit, on a phone.
test('the home page does not move while its cards load', async ({ page }) => {
  await page.setViewportSize(HANDY);
  await verschiebungMessen(page);
  await anmelden(page, '10001');
  await expect(page.locator('.startseite-karte')).toHaveCount(3);
  await page.reload();
  await expect(page.locator('.startseite-karte .sparkline')).toHaveCount(1);
  await expect(page.getByRole('link', { name: 'Passwort ändern' })).toBeVisible();
  expect(await verschiebung(page)).toBeLessThan(0.05);
});

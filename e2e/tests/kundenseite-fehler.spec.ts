import type { Page } from '@playwright/test';
import { barrierefrei, expect, HANDY, sitzungUebernehmen, test } from '../support/test.ts';

// Every call of the home page, the price page and the history that fails (500) says so with "Erneut
// versuchen"; nothing falls back silently. Demo customer 10001: 5000100101 has the dynamic tariff.
test.describe.configure({ timeout: 60_000 });
const DYN = '5000100101';

const FEHLER = { data: 'Interner Fehler' };

/**
 * Answers 500 to the calls whose path (below /api) matches, until the returned function is called: sent alone,
 * or as a read inside the page's batch (POST /api/stapel), where that read's answer becomes the 500.
 */
async function kaputt(page: Page, muster: RegExp): Promise<() => Promise<void>> {
  const route = (url: URL) => url.pathname.startsWith('/api/') && url.pathname !== '/api/stapel' && muster.test(url.pathname.slice(4));
  await page.route(route, (r) => r.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify(FEHLER) }));
  const stapel = '**/api/stapel';
  await page.route(stapel, async (r) => {
    const aufrufe = (r.request().postDataJSON() as { aufrufe: string[] }).aufrufe;
    try {
      const echt = await r.fetch();
      const { antworten } = (await echt.json()) as { antworten: Array<{ status: number; daten?: unknown }> };
      const ersetzt = antworten.map((a, i) => (muster.test(aufrufe[i]!.split('?')[0]!) ? { status: 500, daten: FEHLER } : a));
      await r.fulfill({ response: echt, json: { antworten: ersetzt } });
    } catch (e) {
      // The page dropped this batch while it was on its way (a query cancelled as its card re-rendered), or the
      // test ended meanwhile (Playwright then rejects the route's fetch with "Test ended"; seen once in CI):
      // there is nobody left to answer. Anything else is an error of the test.
      if (!/disposed|Test ended/.test(String(e))) throw e;
    }
  });
  // The page's only routes are these two. `unroute` would stop the interception at once, so that a batch still
  // inside its handler was let through and the handler's fulfill failed ("Route is already handled!", seen in
  // CI); waiting lets such a batch finish with its 500 first.
  return () => page.unrouteAll({ behavior: 'wait' });
}

const HOME_AUFRUFE: Array<[string, RegExp, boolean]> = [
  // [what, path below /api, behind "mehr"]
  ['der Vertrag', new RegExp(`^/${DYN}$`), false],
  ['der Tarif', new RegExp(`^/${DYN}/aktueller_tarif$`), false],
  ['der Abschlag', new RegExp(`^/${DYN}/abschlag$`), false],
  ['die Ablesungen', new RegExp(`^/${DYN}/ablesungen$`), true],
  ['die Dokumente', new RegExp(`^/dokument/${DYN}$`), true],
  ['die Prognose', new RegExp(`^/${DYN}/prognose$`), true],
  ['die zwölf Monate', new RegExp(`^/${DYN}/historie$`), true],
  ['die Börsenpreise', /^\/preiszeitreihe$/, true],
  ['das günstigste Fenster', new RegExp(`^/${DYN}/guenstigstes-fenster$`), true],
];

for (const [was, muster, mehr] of HOME_AUFRUFE) {
  test(`home page at 360 px: when ${was} fails, the card says so and retries`, async ({ page }) => {
    await page.setViewportSize(HANDY);
    await sitzungUebernehmen(page, '10001');
    const heilen = await kaputt(page, muster);
    await page.goto('/');
    // The tiles stand regardless.
    await expect(page.getByRole('link', { name: 'Passwort ändern' })).toBeVisible();
    const karte = page.locator('.startseite-karte').filter({ hasText: DYN });
    if (mehr) await karte.locator('.startseite-mehr > summary').click();
    const erneut = karte.getByRole('button', { name: /^Erneut versuchen/ });
    await expect(erneut).toBeVisible();
    await barrierefrei(page);
    await heilen();
    await erneut.click();
    await expect(karte.getByRole('button', { name: /^Erneut versuchen/ })).toHaveCount(0);
  });
}

test('home page: when the customer call fails, the page says so and retries; the tiles stand', async ({ page }) => {
  await sitzungUebernehmen(page, '10001');
  const heilen = await kaputt(page, /^\/anschlussnutzer$/);
  await page.goto('/');
  const erneut = page.getByRole('button', { name: 'Erneut versuchen' });
  await expect(erneut).toBeVisible();
  await heilen();
  await erneut.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Willkommen, Max Mustermann' })).toBeVisible();
});

test('home page: the price now failing is said on the card, not replaced by the exchange price', async ({ page }) => {
  await page.setViewportSize(HANDY);
  await sitzungUebernehmen(page, '10001');
  await kaputt(page, new RegExp(`^/${DYN}/allin-preise$`));
  await page.goto('/');
  const karte = page.locator('.startseite-karte').filter({ hasText: DYN });
  await expect(karte.locator('.startseite-karte-oben')).toContainText(/Preis jetzt\s*Konnte nicht geladen werden\./);
  await expect(karte.locator('.startseite-karte-oben').getByRole('button', { name: /^Erneut versuchen/ })).toBeVisible();
  await barrierefrei(page);
});

test('price page at 360 px: a failed all-in call is said and the exchange price labelled as the fallback', async ({ page }) => {
  await page.setViewportSize(HANDY);
  await sitzungUebernehmen(page, '10001');
  const heilen = await kaputt(page, new RegExp(`^/${DYN}/allin-preise$`));
  await page.goto(`/vertrag/${DYN}/preiszeitreihe`);
  await expect(page.getByText('Ihr Endpreis (alles inklusive) konnte nicht geladen werden.')).toBeVisible();
  await expect(page.getByText(/nur den Börsenpreis, ohne Aufschlag, Netzentgelt, Umlagen und Steuern/)).toBeVisible();
  await barrierefrei(page);
  await heilen();
  await page.getByRole('button', { name: 'Erneut versuchen' }).click();
  await expect(page.locator('.preis-jetzt')).toContainText('alles inklusive');
  await expect(page.getByText('Ihr Endpreis (alles inklusive) konnte nicht geladen werden.')).toHaveCount(0);
});

test('price page: the exchange prices and the cheapest window failing each say so', async ({ page }) => {
  await sitzungUebernehmen(page, '10001');
  await kaputt(page, /^\/preiszeitreihe$|guenstigstes-fenster$/);
  await page.goto(`/vertrag/${DYN}/preiszeitreihe`);
  await expect(page.getByRole('region', { name: 'Günstigstes Zeitfenster' }).getByRole('button', { name: 'Erneut versuchen' })).toBeVisible();
  await page.getByRole('radio', { name: 'Börsenpreis' }).check();
  await expect(page.getByRole('button', { name: 'Erneut versuchen' })).toHaveCount(2);
  await barrierefrei(page);
});

test('history at 1280 px: a failed call says so and retries', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await sitzungUebernehmen(page, '10001');
  const heilen = await kaputt(page, new RegExp(`^/${DYN}/historie$`));
  await page.goto(`/vertrag/${DYN}/verbrauchshistorie`);
  const erneut = page.getByRole('button', { name: 'Erneut versuchen' });
  await expect(erneut).toBeVisible({ timeout: 20_000 });
  await barrierefrei(page);
  await heilen();
  await erneut.click();
  await expect(page.getByRole('figure')).toBeVisible({ timeout: 20_000 });
});

test('history at 360 px: a failed tariff call (the feed-in rate) says so and retries', async ({ page }) => {
  await page.setViewportSize(HANDY);
  await sitzungUebernehmen(page, '10001');
  const heilen = await kaputt(page, new RegExp(`^/${DYN}/aktueller_tarif$`));
  await page.goto(`/vertrag/${DYN}/verbrauchshistorie`);
  const erneut = page.getByRole('button', { name: 'Erneut versuchen' });
  await expect(page.getByText('Ihr Tarif (für die Einspeisevergütung) konnte nicht geladen werden.')).toBeVisible({ timeout: 20_000 });
  await barrierefrei(page);
  await heilen();
  await erneut.click();
  await expect(page.getByText('Ihr Tarif (für die Einspeisevergütung) konnte nicht geladen werden.')).toHaveCount(0);
});

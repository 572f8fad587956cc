import { kontoTexte } from '@ekp/contract';
import { barrierefrei, expect, HANDY, ohneQuerscrollen, sitzungUebernehmen, test } from '../support/test.ts';

// The customer side, finished: a home page that does not wait for its slowest call, push hidden where it is
// off, a bank form that waits for its check, the recommendation taken in one step, the price chart's "jetzt".
test.describe.configure({ timeout: 60_000 });

test('home page at 360 px: the tiles stand at once, a card waits only for its own contract, two screens with the details folded', async ({ page }) => {
  await page.setViewportSize(HANDY);
  await sitzungUebernehmen(page, '10001');
  // The dynamic contract's calls are held: the other cards and the tiles must not wait for them.
  let freigeben!: () => void;
  const gehalten = new Promise<void>((r) => (freigeben = r));
  const haengt = (url: URL) => url.pathname.startsWith('/api/5000100101');
  await page.route(haengt, async (r) => {
    await gehalten;
    await r.fallback();
  });
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Passwort ändern' })).toBeVisible();
  await expect(page.locator('.startseite-karte').filter({ hasText: '5000100103' })).toContainText('Abschlag');
  const platzhalter = page.locator('.startseite-skelett');
  await expect(platzhalter).toHaveCount(1);
  await expect(platzhalter).toHaveAttribute('aria-busy', 'true');
  const vorher = (await platzhalter.boundingBox())!;
  await barrierefrei(page);
  freigeben();
  await expect(platzhalter).toHaveCount(0);
  const karte = page.locator('.startseite-karte').filter({ hasText: '5000100101' });
  await expect(karte).toContainText('Preis jetzt');
  // The card took the placeholder's place: what stands below it did not move by more than a line.
  expect(Math.abs((await karte.boundingBox())!.y - vorher.y)).toBeLessThan(1);
  // Details behind "mehr", closed: tasks and cards within two phone screens.
  await expect(page.locator('.startseite-mehr[open]')).toHaveCount(0);
  const ende = await page.evaluate(() => Math.max(...[...document.querySelectorAll('.startseite-karte, .startseite-kompakt')].map((e) => e.getBoundingClientRect().bottom + window.scrollY)));
  expect(ende).toBeLessThanOrEqual(2 * HANDY.height);
  expect(await ohneQuerscrollen(page)).toBe(true);
  await karte.locator('.startseite-mehr > summary').click();
  await expect(karte.getByText('Letzte Ablesung')).toBeVisible();
  await expect(karte).toContainText(/Jahresabrechnung \d\d\.\d\d\.\d{4}\s*Voraussichtlich [\d.]+ € (Guthaben|Nachzahlung) \((zwischen [\d.]+ € Guthaben und [\d.]+ € Nachzahlung|[\d.]+–[\d.]+ € (Guthaben|Nachzahlung)|[\d.]+ € (Guthaben|Nachzahlung))\)/);
  await barrierefrei(page);
});

test('home page at 1280 px: a fixed tariff names its working price as net; documents by title', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await sitzungUebernehmen(page, '10001');
  await page.goto('/');
  const karte = page.locator('.startseite-karte').filter({ hasText: '5000100103' });
  await expect(karte).toContainText(/Arbeitspreis\s*[\d,]+ ct\/kWh netto/);
  await karte.locator('.startseite-mehr > summary').click();
  await expect(karte).toContainText(/Letztes Dokument\s*[^\n]+ vom \d\d\.\d\d\.\d{4}/);
  await expect(karte).not.toContainText('.pdf');
  await barrierefrei(page);
});

test('push off (no VAPID key): the preferences offer no push box', async ({ page }) => {
  await sitzungUebernehmen(page, '10001');
  // The server's real answer with the key taken out, as a server without EKP_VAPID_* on PostgreSQL answers.
  await page.route('**/api/benachrichtigungen/einstellungen', async (r) => {
    const antwort = await r.fetch();
    await r.fulfill({ response: antwort, json: { ...(await antwort.json()), pushSchluessel: null } });
  });
  await page.goto('/benachrichtigungen');
  await expect(page.getByRole('checkbox', { name: 'Im Portal' }).first()).toBeVisible();
  await expect(page.getByRole('checkbox', { name: /Push auf diesem Gerät/ })).toHaveCount(0);
  await barrierefrei(page);
});

test('push on (the embedded default makes a key): every event offers push', async ({ page }) => {
  await sitzungUebernehmen(page, '10001');
  await page.goto('/benachrichtigungen');
  await expect(page.getByRole('checkbox', { name: /Push auf diesem Gerät/ }).first()).toBeVisible();
});

test('bank form at 360 px: "Speichern" during the IBAN check waits for it instead of refusing', async ({ page }) => {
  await page.setViewportSize(HANDY);
  await sitzungUebernehmen(page, '60003');
  // A slow check: the submit comes while it runs.
  await page.route('**/api/bankverbindung/pruefe**', async (r) => {
    await new Promise((w) => setTimeout(w, 1500));
    await r.fallback();
  });
  await page.goto('/bankverbindung/editieren');
  await page.getByLabel('Kontoinhaber').fill('Berta Bank');
  await page.getByLabel('IBAN').fill('0250 0105 1701 3707 5030');
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Die IBAN wird noch geprüft; danach wird gespeichert …')).toBeVisible();
  // After the check the form goes on by itself: only the missing password is left, no "muss geprüft sein".
  await expect(page.getByText(kontoTexte.passwortFehlt)).toBeVisible();
  await expect(page.getByText('Die IBAN ist gültig.')).toBeVisible();
  await expect(page.getByText('Die IBAN muss erfolgreich geprüft sein, bevor Sie speichern.')).toHaveCount(0);
  await barrierefrei(page);
});

test('Abschlag at 360 px: "Empfehlung übernehmen" fills the recommended amount', async ({ page }) => {
  await page.setViewportSize(HANDY);
  await sitzungUebernehmen(page, '13203');
  await page.goto('/vertrag/1320300001/abschlag');
  await page.getByRole('button', { name: /^Empfehlung übernehmen/ }).click();
  await expect(page.getByLabel('Neuer Abschlag in Euro')).toHaveValue('85');
  await expect(page.getByLabel('Neuer Abschlag in Euro')).toBeFocused();
  await expect(page.getByRole('button', { name: 'Abschlag ändern' })).toBeEnabled();
  await barrierefrei(page);
  expect(await ohneQuerscrollen(page)).toBe(true);
});

test('price page at 360 and 1280 px: the chart marks "jetzt"', async ({ page }) => {
  await sitzungUebernehmen(page, '10001');
  for (const groesse of [HANDY, { width: 1280, height: 800 }]) {
    await page.setViewportSize(groesse);
    await page.goto('/vertrag/5000100101/preiszeitreihe');
    const jetzt = page.locator('.diagramm-jetzt');
    await expect(jetzt).toHaveCount(1);
    await expect(jetzt).toContainText('jetzt');
    expect(await ohneQuerscrollen(page)).toBe(true);
    await barrierefrei(page);
  }
});

test('PV customer at 360 px: the history shows what the feed-in earns at the tariff\'s feed-in rate', async ({ page }) => {
  await page.setViewportSize(HANDY);
  await sitzungUebernehmen(page, '10006');
  // The demo's PV contract (packages/server/src/demo/messwerte.ts).
  await page.goto('/vertrag/5000600601/verbrauchshistorie?modus=daily');
  // 0,0786 EUR/kWh (the demo roof's rate) on the month's feed-in.
  const summe = page.locator('.historie-summe');
  await expect(summe).toContainText(/eingespeist [\d.]+,\d+ kWh \(Vergütung [\d.]+,\d{2} €\)/, { timeout: 20_000 });
  const [kwh, euro] = [...((await summe.textContent())!.matchAll(/eingespeist ([\d.]+,\d+) kWh \(Vergütung ([\d.]+,\d{2}) €/g))][0]!.slice(1).map((z) => Number(z.replace(/\./g, '').replace(',', '.')));
  expect(Math.abs(kwh! * 0.0786 - euro!)).toBeLessThan(0.01);
  expect(await ohneQuerscrollen(page)).toBe(true);
  await barrierefrei(page);
});

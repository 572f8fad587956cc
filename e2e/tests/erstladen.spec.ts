import type { Page } from '@playwright/test';
import { PASSWORT } from '../support/konstanten.ts';
import { anmelden, expect, test } from '../support/test.ts';

// The first load on a phone. The tenant comes with the page, nothing comes from elsewhere,
// and the app runs under a strict CSP without inline scripts (the edge issue's policy).
const STRENGE_CSP = "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; object-src 'none'; base-uri 'self'";

test('the login screen paints with the tenant theme before any API call', async ({ page }) => {
  const api: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/api/')) api.push(r.url());
  });
  await page.goto('/anmelden');
  await expect(page.getByRole('heading', { level: 1, name: 'Anmelden' })).toBeVisible();
  expect(api).toEqual([]);
  const primaer = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--primaer').trim());
  expect(primaer).toBe('#0b5394');
  // Title and favicon are in the HTML as sent, not added by script.
  const html = await (await page.request.get('/anmelden')).text();
  expect(html).toContain('<title>Stadtwerke Musterstadt</title>');
  expect(html).toMatch(/<link rel="icon" href="data:image\/svg\+xml;base64,/);
});

test('login and the landing page load nothing from another origin and run under a strict CSP', async ({ page, baseURL }) => {
  const verstoesse: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && /Content Security Policy/i.test(m.text())) verstoesse.push(m.text());
  });
  const fremd: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.protocol !== 'data:' && url.origin !== new URL(baseURL!).origin) fremd.push(r.url());
  });
  // Every HTML answer gets the strict policy, whoever (this branch or the edge issue's) serves it.
  await page.route('**/*', async (route) => {
    if (route.request().resourceType() !== 'document') return route.continue();
    const antwort = await route.fetch();
    await route.fulfill({ response: antwort, headers: { ...antwort.headers(), 'content-security-policy': STRENGE_CSP } });
  });
  await anmelden(page, '19001');
  expect(fremd).toEqual([]);
  expect(verstoesse).toEqual([]);
});

test('hashed assets are cached for a year, the page itself is revalidated', async ({ page }) => {
  const antwort = await page.request.get('/anmelden', { headers: { 'accept-encoding': 'br, gzip' } });
  expect(antwort.headers()['cache-control']).toBe('no-cache');
  const skript = /<script type="module" crossorigin src="([^"]+)"/.exec(await antwort.text())?.[1];
  expect(skript).toMatch(/^\/assets\/index-[\w-]+\.js$/);
  const asset = await page.request.get(skript!, { headers: { 'accept-encoding': 'br, gzip' } });
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(asset.headers()['content-encoding']).toBe('br');
});

// The login page is the entry alone; the router comes when the visitor starts using it.
const ROUTER = /\/assets\/router-[\w-]+\.js$/;

test('the login page works without the router, which arrives while the customer types', async ({ page }) => {
  const skripte: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') skripte.push(new URL(r.url()).pathname);
  });
  await page.goto('/anmelden');
  await expect(page.getByRole('heading', { level: 1, name: 'Anmelden' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(skripte.filter((s) => ROUTER.test(s))).toEqual([]);
  await page.evaluate(() => Object.assign(window, { ohneNeuladen: true }));

  const router = page.waitForRequest((r) => ROUTER.test(new URL(r.url()).pathname));
  await page.getByLabel('Kundennummer').fill('19001');
  await router;
  await anmeldenAufDieserSeite(page);
  expect(await page.evaluate(() => 'ohneNeuladen' in window)).toBe(true);
});

test('a link on the login page opens its screen without loading the page again, and back returns', async ({ page }) => {
  await page.goto('/anmelden');
  await page.evaluate(() => Object.assign(window, { ohneNeuladen: true }));
  await page.getByRole('link', { name: 'Passwort vergessen?' }).click();
  await expect(page).toHaveURL('/passwort/vergessen');
  await expect(page.getByRole('heading', { level: 1, name: 'Passwort vergessen' })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL('/anmelden');
  await expect(page.getByRole('heading', { level: 1, name: 'Anmelden' })).toBeVisible();
  await page.getByRole('link', { name: 'Verträge hier kündigen' }).click();
  await expect(page).toHaveURL('/kuendigung');
  expect(await page.evaluate(() => 'ohneNeuladen' in window)).toBe(true);
});

test('a login in another tab takes the waiting login page home', async ({ page, context }) => {
  await page.goto('/anmelden');
  await expect(page.getByRole('heading', { level: 1, name: 'Anmelden' })).toBeVisible();
  const zweiter = await context.newPage();
  await anmelden(zweiter, '19001');
  await expect(page.getByRole('heading', { level: 1, name: /Willkommen/ })).toBeVisible();
  await expect(page).toHaveURL('/');
});

// The greeting (the home page's LCP) needs GET /anschlussnutzer; a first load asks for it from the
// entry, while the router's chunk is still on its way. The chunk is held back until the call has been seen,
// so the order is checked without timing anything.
test('the home page asks for the customer before the router has arrived', async ({ page }) => {
  await anmelden(page, '10001');
  let freigeben = () => {};
  const freigabe = new Promise<void>((r) => (freigeben = r));
  await page.route(ROUTER, async (route) => {
    await freigabe;
    await route.continue();
  });
  const kunde = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/anschlussnutzer');
  await page.reload();
  await kunde;
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);
  freigeben();
  await expect(page.getByRole('heading', { level: 1, name: /Willkommen/ })).toBeVisible();
});

async function anmeldenAufDieserSeite(page: Page): Promise<void> {
  await page.getByLabel('Passwort', { exact: true }).fill(PASSWORT);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Willkommen/ })).toBeVisible();
  await expect(page).toHaveURL('/');
}

import { anmelden, expect, test } from '../support/test.ts';

// Issue 11: the first load on a phone. The tenant comes with the page, nothing comes from elsewhere,
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

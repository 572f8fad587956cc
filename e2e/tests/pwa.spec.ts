import { anmelden, barrierefrei, expect, test } from '../support/test.ts';

// Installable per tenant; a worker that caches the shell only, an offline page. The update prompt is in
// allein/pwa-aktualisierung.spec.ts.
test.use({ serviceWorkers: 'allow' });

async function workerBereit(page: import('@playwright/test').Page): Promise<string> {
  return page.evaluate(async () => (await navigator.serviceWorker.ready).active!.scriptURL);
}

test('every page links the tenant\'s manifest; it is valid and its icon derives from the logo', async ({ page, request }) => {
  await page.goto('/anmelden');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#0b5394');
  const antwort = await request.get('/manifest.webmanifest');
  expect(antwort.headers()['content-type']).toContain('application/manifest+json');
  const manifest = await antwort.json();
  expect(manifest).toMatchObject({ name: 'Stadtwerke Musterstadt', short_name: 'SWM', start_url: '/', scope: '/', display: 'standalone', theme_color: '#0b5394', lang: 'de-DE' });
  const symbole = manifest.icons as Array<{ src: string; sizes: string; type: string; purpose: string }>;
  expect(symbole.filter((i) => i.type === 'image/png').map((i) => `${i.sizes} ${i.purpose}`).sort()).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
  const mandant = await (await request.get('/api/mandant')).json();
  for (const symbol of symbole) {
    const bild = await request.get(symbol.src);
    expect(bild.headers()['content-type']).toContain(symbol.type);
    if (symbol.type === 'image/svg+xml') expect(await bild.text()).toContain(mandant.logo);
    else {
      // A real PNG of the declared size: signature, then IHDR's width and height.
      const png = await bild.body();
      expect(png.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
      expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`).toBe(symbol.sizes);
    }
  }
  // iOS: the apple-touch-icon, linked from the page, 180 px.
  await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute('href', '/apple-touch-icon.png');
  const apple = await (await request.get('/apple-touch-icon.png')).body();
  expect([apple.readUInt32BE(16), apple.readUInt32BE(20)]).toEqual([180, 180]);
  // Another tenant, another manifest.
  const nordlicht = await (await request.get('/manifest.webmanifest', { headers: { host: `nordlicht.localhost:${new URL(page.url()).port}` } })).json();
  expect(nordlicht.name).not.toBe('Stadtwerke Musterstadt');
});

test('the worker registers after load, caches no API answer, and offline a German page stands in', async ({ page, context }) => {
  await anmelden(page, '10001');
  expect(await workerBereit(page)).toMatch(/\/sw\.js$/);
  await page.goto('/vertraege');
  await expect(page.getByRole('heading', { level: 1, name: 'Verträge' })).toBeVisible();
  const gecacht = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) for (const r of await (await caches.open(name)).keys()) urls.push(new URL(r.url).pathname);
    return urls;
  });
  expect(gecacht).toContain('/offline.html');
  expect(gecacht.some((u) => u.startsWith('/assets/'))).toBe(true);
  expect(gecacht.filter((u) => u.startsWith('/api'))).toEqual([]);
  expect(gecacht.filter((u) => !u.startsWith('/assets/') && u !== '/offline.html')).toEqual([]);

  await context.setOffline(true);
  await page.goto('/daten/uebersicht');
  await expect(page.getByRole('heading', { level: 1, name: 'Keine Internetverbindung' })).toBeVisible();
  await barrierefrei(page);
  await context.setOffline(false);
  await page.getByRole('link', { name: 'Erneut versuchen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Willkommen/ })).toBeVisible();
});

import { anmelden, barrierefrei, expect, HANDY, ohneQuerscrollen, sitzungUebernehmen, test } from '../support/test.ts';

// At 360 px, axe clean. Demo customer 10001: dynamic contract 5000100101 with two years of
// quarter hours and the demo's price components (netz-2026, §14a Modul 3), HT/NT contract 5000100103 with
// readings only; the demo catalogue has a fixed, an HT/NT and a dynamic product. "Now" is 2026-11-18 10:00.

test('home card: the cheapest two hours and the forecast of the annual bill', async ({ page }) => {
  await page.setViewportSize(HANDY);
  await anmelden(page, '10001');
  const karte = page.locator('.startseite-karte').filter({ hasText: 'Vertragsnummer5000100101' });
  await expect(karte).toContainText(/Günstigste 2 Stunden\s*(Heute|Morgen) am günstigsten: \d\d:\d\d–\d\d:\d\d Uhr/);
  // The range reads best case first: "(70–114 € Nachzahlung)" or "(zwischen 190 € Guthaben und 173 € Nachzahlung)".
  await expect(karte).toContainText(/Jahresabrechnung \d\d\.\d\d\.\d{4}\s*Voraussichtlich [\d.]+ € (Guthaben|Nachzahlung) \((zwischen [\d.]+ € Guthaben und [\d.]+ € Nachzahlung|[\d.]+(–[\d.]+)? € (Guthaben|Nachzahlung))\)/);
  await karte.locator('.startseite-mehr > summary').click();
  await expect(karte.getByRole('link', { name: 'Tarife vergleichen für Vertrag 5000100101' })).toBeVisible();
  await barrierefrei(page);
  expect(await ohneQuerscrollen(page)).toBe(true);
});

test('price page: all-in series with the breakdown of a chosen quarter hour, the exchange price selectable, the cheapest window by duration', async ({ page }) => {
  await page.setViewportSize(HANDY);
  await sitzungUebernehmen(page, '10001');
  await page.goto('/vertrag/5000100101/preiszeitreihe');
  await expect(page.getByRole('heading', { level: 1, name: 'Preiszeitreihe' })).toBeVisible();
  await expect(page.getByText('Endpreise vom 17.11.2026 bis 18.11.2026')).toBeVisible();
  await expect(page.getByRole('figure')).toHaveCount(1);

  const teile = page.getByRole('region', { name: 'Zusammensetzung des Preises' });
  // The current quarter hour first: 10:00 on 18.11. is standard load time in Q4.
  await expect(teile.getByLabel('Viertelstunde')).toHaveValue(/\d+/);
  await expect(teile).toContainText('Netzentgelt (Standardlastzeit)8,50 ct/kWh');
  await expect(teile).toContainText('Stromsteuer2,05 ct/kWh');
  // 18:00 is the high-load window (17–20 h in Q4): 11,90 ct grid fee.
  await teile.getByLabel('Viertelstunde').selectOption({ label: '18.11.2026 18:00 Uhr' });
  await expect(teile).toContainText('Netzentgelt (Hochlastzeit)11,90 ct/kWh');
  await expect(teile).toContainText(/Endpreis[\d,]+ ct\/kWh/);
  await barrierefrei(page);
  expect(await ohneQuerscrollen(page)).toBe(true);

  const fenster = page.getByRole('region', { name: 'Günstigstes Zeitfenster' });
  await expect(fenster).toContainText(/am günstigsten: \d\d:\d\d–\d\d:\d\d Uhr, im Mittel [\d,]+ ct\/kWh/);
  await fenster.getByLabel('Dauer').selectOption('4');
  await expect(fenster).toContainText(/Am günstigsten|am günstigsten/);
  await barrierefrei(page);

  await page.getByRole('radio', { name: 'Börsenpreis' }).check();
  await expect(page.getByText('Börsenpreise vom 17.11.2026 bis 18.11.2026')).toBeVisible();
  await expect(page.getByText(/^Niedrigster Preis -?[\d,]+ ct\/kWh/)).toBeVisible();
});

test('tariff comparison on the customer’s own quarter hours: costs, the verdict, the method, the offer link', async ({ page }) => {
  await page.setViewportSize(HANDY);
  await sitzungUebernehmen(page, '10001');
  await page.goto('/vertrag/5000100101/tarifvergleich');
  await expect(page.getByRole('heading', { level: 1, name: 'Tarifvergleich' })).toBeVisible();
  await expect(page.getByText(/Was hätten Sie vom 01\.11\.2025 bis 31\.10\.2026 mit unseren Tarifen gezahlt\? Grundlage: Ihre Viertelstundenwerte/)).toBeVisible();
  const tabelle = page.getByRole('table', { name: 'Kosten je Tarif im Vergleichszeitraum' });
  await expect(tabelle.getByRole('row')).toHaveCount(4);
  await expect(tabelle.getByRole('row', { name: /Strom Fix 24/ })).toContainText(/[\d.]+,\d\d €/);
  await expect(tabelle.getByRole('link', { name: /Strom Fix 24/ })).toHaveAttribute('href', 'https://www.stadtwerke-musterstadt.example/strom/tarife');
  await expect(page.getByRole('region', { name: 'So rechnen wir' })).toContainText('nur dann günstiger, wenn der Unterschied größer ist als diese Unsicherheit');
  await barrierefrei(page);
  expect(await ohneQuerscrollen(page)).toBe(true);
});

test('tariff comparison without quarter hours: readings with the standard load profile, the dynamic product not compared and why', async ({ page }) => {
  await page.setViewportSize(HANDY);
  await sitzungUebernehmen(page, '10001');
  await page.goto('/vertrag/5000100103/tarifvergleich');
  await expect(page.getByText(/Grundlage: Ihre Zählerstände, verteilt nach dem BDEW-Standardlastprofil/)).toBeVisible();
  const dynamisch = page.getByRole('row', { name: /Strom Dynamisch/ });
  await expect(dynamisch).toContainText('nicht verglichen');
  await expect(dynamisch).toContainText('Dynamische Tarife vergleichen wir nur mit Ihren eigenen Viertelstundenwerten.');
  await barrierefrei(page);
  expect(await ohneQuerscrollen(page)).toBe(true);
});

test('Abschlag page: the forecast range in words, with the figures behind it', async ({ page }) => {
  await page.setViewportSize(HANDY);
  await sitzungUebernehmen(page, '10001');
  await page.goto('/vertrag/5000100103/abschlag');
  const prognose = page.getByRole('region', { name: 'Prognose Ihrer Jahresabrechnung' });
  await expect(prognose).toContainText(/Voraussichtlich [\d.]+ € (Guthaben|Nachzahlung) \((zwischen [\d.]+ € Guthaben und [\d.]+ € Nachzahlung|[\d.]+(–[\d.]+)? € (Guthaben|Nachzahlung))\), inkl\. 19 % USt\. zur Abrechnung am \d\d\.\d\d\.\d{4}\./);
  await expect(prognose).toContainText(/Verbrauchetwa [\d.]+ kWh \(zwischen [\d.]+ kWh und [\d.]+ kWh\)/);
  await expect(prognose).toContainText('Standardlastprofil H25 des BDEW');
  await expect(page.getByRole('region', { name: 'So berechnen wir die Empfehlung' })).toContainText('(mittlerer Wert unserer Prognose)');
  await barrierefrei(page);
  expect(await ohneQuerscrollen(page)).toBe(true);
});

test('one basis at 360 px: the home card and the Abschlag page show the same forecast, whose cost is the recommendation’s yearly cost', async ({ page }) => {
  await page.setViewportSize(HANDY);
  await anmelden(page, '10001');
  // The home card of the HT/NT contract: its forecast line, read as the customer reads it.
  const karte = page.locator('.startseite-karte').filter({ hasText: 'Vertrag 5000100103' });
  await karte.locator('.startseite-mehr > summary').click();
  const kartenZeile = karte.locator('dd').filter({ hasText: /^Voraussichtlich / });
  await expect(kartenZeile).toContainText('inkl. 19 % USt.');
  const aufDerKarte = (await kartenZeile.textContent())!.trim();
  await barrierefrei(page);
  expect(await ohneQuerscrollen(page)).toBe(true);

  await page.goto('/vertrag/5000100103/abschlag');
  const box = page.getByRole('region', { name: 'Prognose Ihrer Jahresabrechnung' });
  // The same words and figures on both screens.
  await expect(box.locator('strong')).toHaveText(aufDerKarte);
  const zeile = page.getByText(/^Erwartete Kosten der nächsten 12 Monate: /);
  await expect(zeile).toBeVisible();
  const jahreskosten = Number(/Monate: ([\d.]+,\d\d) €/.exec((await zeile.textContent()) ?? '')![1]!.replace(/\./g, '').replace(',', '.'));
  const ganz = `${Math.round(jahreskosten).toLocaleString('de-DE')} €`;
  // The forecast box's cost is the recommendation's yearly cost (whole euros), gross and labelled so.
  await expect(box.getByText(new RegExp(`^etwa ${ganz.replace('.', '\\.')} inkl\\. 19 % USt\\. \\(zwischen`))).toBeVisible();
  await barrierefrei(page);
  expect(await ohneQuerscrollen(page)).toBe(true);
});

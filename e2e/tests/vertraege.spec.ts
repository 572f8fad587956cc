import { anmelden, barrierefrei, expect, HANDY, ohneQuerscrollen, sitzungUebernehmen, test } from '../support/test.ts';

// Customers from e2e/fixtures/vertraege.json; "now" is Wednesday 2026-11-18.

test('the overview shows a card per contract with its status, tariff and the cancel button only for active ones', async ({ page }) => {
  await anmelden(page, '30001');
  await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Verträge' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Verträge' })).toBeVisible();

  const karte = (nummer: string) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: `Vertrag ${nummer}` }) });
  await expect(karte('3000100001').getByText('Aktiv', { exact: true })).toBeVisible();
  await expect(karte('3000100002').getByText('Aktiv', { exact: true })).toBeVisible();
  await expect(karte('3000100003').getByText('Beendet (inaktiv)')).toBeVisible();
  await expect(karte('3000100004').getByText('Storniert (inaktiv)')).toBeVisible();
  await expect(karte('3000100005').getByText('Beauftragt', { exact: true })).toBeVisible();
  await expect(karte('3000100006').getByText('Gekündigt', { exact: true })).toBeVisible();

  // Supply type, dates, address and tariff details in SPEC §9's formats.
  const klassik = karte('3000100001');
  await expect(klassik.getByText('Strom', { exact: true })).toBeVisible();
  await expect(klassik.getByText('01.03.2021')).toBeVisible();
  await expect(klassik.getByText('Tarifweg 1, 12345 Musterstadt')).toBeVisible();
  await expect(klassik.getByText('Strom Klassik 2024')).toBeVisible();
  await expect(klassik.getByText('Grundpreis (netto)')).toBeVisible();
  await expect(klassik.getByText('10,80 €')).toBeVisible();
  await expect(klassik.getByText('30,49 ct/kWh')).toBeVisible();
  await expect(karte('3000100002').getByText('Arbeitspreis (brutto)')).toBeVisible();
  // A dynamic tariff shows no fixed energy price beside the all-in price of the home card.
  await expect(karte('3000100002')).toContainText('je Viertelstunde nach Börsenpreis, alles inklusive');
  await expect(karte('3000100006').getByText('30.04.2027 (gewünscht)')).toBeVisible();
  await expect(karte('3000100004').getByText('Es ist kein Tarif für diesen Vertrag in unserem System hinterlegt')).toBeVisible();

  await expect(page.getByRole('link', { name: /^Vertrag kündigen/ })).toHaveCount(2);
  await expect(klassik.getByRole('link', { name: /^Vertrag kündigen/ })).toBeVisible();
  await expect(karte('3000100006').getByRole('link', { name: /^Vertrag kündigen/ })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /^Vertragsdetails/ })).toHaveCount(6);
  await barrierefrei(page);

  await page.setViewportSize(HANDY);
  expect(await ohneQuerscrollen(page)).toBe(true);
});

test('a customer without contracts gets the info banner', async ({ page }) => {
  await sitzungUebernehmen(page, '30004');
  await page.goto('/vertraege');
  await expect(page.getByText('Es wurden keine Verträge im System gefunden.')).toBeVisible();
  await barrierefrei(page);
});

test('the detail of a non-dynamic contract: sections, netto prices, tariff-history button, back', async ({ page }) => {
  await sitzungUebernehmen(page, '30001');
  await page.goto('/vertraege');
  await page.getByRole('link', { name: 'Vertragsdetails zu Vertrag 3000100001' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Vertragsdetails' })).toBeVisible();

  const vertrag = page.getByRole('region', { name: 'Vertrag', exact: true });
  await expect(vertrag.getByText('3000100001')).toBeVisible();
  await expect(vertrag.getByText('Lieferantenwechsel')).toBeVisible();
  const tarif = page.getByRole('region', { name: 'Aktueller Tarif' });
  await expect(tarif.getByText('Strom Klassik 2024')).toBeVisible();
  await expect(tarif.getByText('Alles inklusive (netto)')).toBeVisible();
  await expect(tarif.getByText('Arbeitspreis (netto)', { exact: true })).toBeVisible();
  await expect(tarif.getByText('31.12.2026')).toBeVisible();
  for (const titel of ['Ablesung', 'Verbrauch', 'Abweichende Rechnungsadresse', 'Abweichende Bankverbindung']) {
    await expect(page.getByRole('heading', { level: 2, name: titel })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: 'Tarifhistorie' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Preiszeitreihe' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Verbrauchshistorie' })).toHaveCount(0);
  await barrierefrei(page);

  await page.getByRole('button', { name: 'Zurück' }).click();
  await expect(page).toHaveURL(/\/vertraege$/);
});

test('the detail of a dynamic contract: brutto for a household, price-series and history buttons, no tariff history', async ({ page }) => {
  await sitzungUebernehmen(page, '30001');
  await page.goto('/vertrag/3000100002/detail');
  const tarif = page.getByRole('region', { name: 'Aktueller Tarif' });
  await expect(tarif.getByText('Strom Dynamisch')).toBeVisible();
  await expect(tarif.getByText('Grundpreis (brutto)')).toBeVisible();
  await expect(tarif.getByText('13,90 €')).toBeVisible();
  await expect(tarif.getByText('28,74 ct/kWh')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Preiszeitreihe' })).toHaveAttribute('href', '/vertrag/3000100002/preiszeitreihe');
  await expect(page.getByRole('link', { name: 'Verbrauchshistorie' })).toHaveAttribute('href', '/vertrag/3000100002/verbrauchshistorie');
  await expect(page.getByRole('link', { name: 'Tarifhistorie' })).toHaveCount(0);
  await barrierefrei(page);
  await page.setViewportSize(HANDY);
  expect(await ohneQuerscrollen(page)).toBe(true);
});

test('another customer’s contract id shows the detail error, not the contract', async ({ page }) => {
  await sitzungUebernehmen(page, '30001');
  await page.goto('/vertrag/3000200001/detail');
  await expect(page.getByText('Beim Laden des Vertrags ist ein Fehler aufgetreten.')).toBeVisible();
  await expect(page.getByText('Zweiter Weg')).toHaveCount(0);
});

test('the tariff history splits current, future and past tariffs', async ({ page }) => {
  await sitzungUebernehmen(page, '30001');
  await page.goto('/vertrag/3000100001/detail');
  await page.getByRole('link', { name: 'Tarifhistorie' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tarifhistorie' })).toBeVisible();

  const abschnitt = (name: string) => page.getByRole('region', { name });
  await expect(abschnitt('Aktueller Tarif').getByRole('heading', { level: 3 })).toHaveText(['Strom Klassik 2024']);
  await expect(abschnitt('Zukünftige Tarife').getByRole('heading', { level: 3 })).toHaveText(['Strom Klassik 2027']);
  await expect(abschnitt('Vorangegangene Tarife').getByRole('heading', { level: 3 })).toHaveText(['Strom Start']);
  // A past tariff without gueltigVon shows the contract's lieferbeginn.
  await expect(abschnitt('Vorangegangene Tarife').getByText('01.03.2021')).toBeVisible();
  await expect(abschnitt('Zukünftige Tarife').getByText('11,20 €')).toBeVisible();
  await barrierefrei(page);

  await page.setViewportSize(HANDY);
  expect(await ohneQuerscrollen(page)).toBe(true);
  await page.getByRole('button', { name: 'Zurück' }).click();
  await expect(page).toHaveURL(/\/vertrag\/3000100001\/detail$/);
});

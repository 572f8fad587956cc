import { anmelden, barrierefrei, expect, HANDY, ohneQuerscrollen, test } from '../support/test.ts';
import { E2E_PORT } from '../support/konstanten.ts';

// SPEC §1: the second tenant, picked by host name, with its own branding.
const NORDLICHT = `http://nordlicht.localhost:${E2E_PORT}`;

test('nordlicht.localhost shows the second tenant: name, logo, colour, header, footer, navigation on login', async ({ page }) => {
  await page.goto(`${NORDLICHT}/anmelden`);
  await expect(page.getByRole('banner')).toHaveText('Nordlicht Energie GmbH');
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Nordlicht Energie GmbH' })).toBeVisible();
  // SPEC §1 flag: the navigation shows on the login screen, with the logo but no member links.
  const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
  await expect(nav.getByRole('img', { name: 'Logo der Nordlicht Energie GmbH' })).toBeVisible();
  await expect(nav.getByRole('button', { name: 'Abmelden' })).toHaveCount(0);
  await expect(page.locator('.feld-praefix')).toHaveText('NL');
  // No terms and no credential text are configured for this tenant.
  await expect(page.getByRole('checkbox')).toHaveCount(0);
  await expect(page.getByRole('banner')).toHaveCSS('background-color', 'rgb(14, 102, 85)');
  await expect(page.getByRole('link', { name: 'Passwort vergessen?' })).toHaveCSS('color', 'rgb(14, 102, 85)');
  await expect(page).toHaveTitle(/Nordlicht Energie GmbH/);
  await barrierefrei(page);

  await page.goto('/anmelden');
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('navigation')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Passwort vergessen?' })).toHaveCSS('color', 'rgb(11, 83, 148)');
});

test('a nordlicht customer logs in on its host only, and its change-password screen carries the tenant class', async ({ page }) => {
  await page.setViewportSize(HANDY);
  await page.goto(`${NORDLICHT}/anmelden`);
  await page.getByLabel('Kundennummer').fill('19901');
  await page.getByLabel('Passwort', { exact: true }).fill('Morgenrot-Laterne-26');
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Willkommen, Nele Nordlicht' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('img', { name: 'Logo der Nordlicht Energie GmbH' })).toBeVisible();
  await barrierefrei(page);
  expect(await ohneQuerscrollen(page)).toBe(true);
  await page.getByRole('link', { name: 'Passwort ändern' }).click();
  await expect(page.locator('.seite')).toHaveClass(/mandant-nordlicht/);
  await barrierefrei(page);
  expect(await ohneQuerscrollen(page)).toBe(true);
});

test('the default tenant does not know nordlicht customers', async ({ page }) => {
  await page.goto('/anmelden');
  await page.getByLabel('Kundennummer').fill('19902');
  await page.getByLabel('Passwort', { exact: true }).fill('Morgenrot-Laterne-26');
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page).toHaveURL('/anmelden');
});

test('the home page of the default tenant is accessible and fits 360 px', async ({ page }) => {
  await page.setViewportSize(HANDY);
  await anmelden(page, '19001');
  await barrierefrei(page);
  expect(await ohneQuerscrollen(page)).toBe(true);
});

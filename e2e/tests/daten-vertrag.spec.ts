import type { Page } from '@playwright/test';
import { anmelden, barrierefrei, expect, HANDY, ohneQuerscrollen, sitzungUebernehmen, test } from '../support/test.ts';

async function beendenUndLoeschen(page: Page, pfad: string, art: 'Rechnungsadresse' | 'Bankverbindung', aktuell: string, zukuenftig: string) {
  await page.goto(pfad);
  const eintrag = (text: string) => page.getByRole('listitem').filter({ hasText: text });
  await expect(eintrag(aktuell)).toBeVisible();
  await barrierefrei(page);
  expect(await ohneQuerscrollen(page)).toBe(true);

  // Escape answers "Nein": nothing changes.
  await eintrag(aktuell).getByRole('button', { name: /^Beenden/ }).click();
  const dialog = page.getByRole('dialog', { name: `${art} beenden` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Nein' })).toBeFocused();
  await barrierefrei(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(eintrag(aktuell).getByRole('button', { name: /^Beenden/ })).toBeVisible();

  await eintrag(aktuell).getByRole('button', { name: /^Beenden/ }).click();
  await dialog.getByRole('button', { name: 'Ja' }).click();
  await expect(eintrag(aktuell)).toContainText('18.11.2026');
  await expect(eintrag(aktuell).getByRole('button')).toHaveCount(0);

  await eintrag(zukuenftig).getByRole('button', { name: /^Löschen/ }).click();
  await page.getByRole('dialog', { name: `${art} löschen` }).getByRole('button', { name: 'Ja' }).click();
  await expect(eintrag(zukuenftig)).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0);
}

test('ends the current and deletes the future contract billing address through the dialog', async ({ page }) => {
  await page.setViewportSize(HANDY);
  await anmelden(page, '60004');
  await beendenUndLoeschen(page, '/vertrag/6000400001/rechnungsadressen', 'Rechnungsadresse', 'Altweg', 'Neuweg');
});

test('ends the current and deletes the future contract bank account through the dialog', async ({ page }) => {
  await anmelden(page, '60004');
  await beendenUndLoeschen(page, '/vertrag/6000400001/bankverbindungen', 'Bankverbindung', 'DE02 1203 0000 0000 2020 51', 'DE02 5001 0517 0137 0750 30');
  await page.getByRole('link', { name: 'Neue Bankverbindung anlegen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bankverbindung zum Vertrag 6000400001 hinzufügen' })).toBeVisible();
  await barrierefrei(page);
});

test('the overview names the contract-specific entries', async ({ page }) => {
  await sitzungUebernehmen(page, '60004');
  await page.goto('/daten/uebersicht');
  await expect(page.getByText('Für einzelne Verträge sind abweichende Rechnungsadressen hinterlegt.', { exact: false })).toBeVisible();
  await page.goto('/vertrag/6000400001/rechnungsadresse/editieren');
  await expect(page.getByLabel('Nachname')).toHaveValue(/Adresse|Vertrag/);
  await barrierefrei(page);
});

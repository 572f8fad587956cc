import { readFile } from 'node:fs/promises';
import { kampagnenTexte as t } from '@ekp/contract';
import { konsoleAnmelden } from '../support/konsole.ts';
import { barrierefrei, expect, HANDY, ohneQuerscrollen, test } from '../support/test.ts';

// The console's page "Ablesekampagnen" for the campaign the e2e server starts (Stichtag 15.11.2026, three
// contracts of fixtures/ablesekampagne.json). The phone reading goes to 4700100103, which
// ablesekampagne.spec.ts leaves alone; its two contracts may or may not be reported when this runs.
test.describe.configure({ timeout: 90_000 });
const VERTRAG = '4700100103';

test.describe('1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('progress, filter, CSV for the post, the reminder and a reading by phone', async ({ page }) => {
    await konsoleAnmelden(page);
    await page.getByRole('link', { name: t.titel }).click();
    await expect(page.getByRole('heading', { level: 1, name: t.titel })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: `${t.stand}: Stichtag 15.11.2026, Frist 30.11.2026` })).toBeVisible();
    await expect(page.getByRole('definition').first()).toHaveText('3');
    expect(await ohneQuerscrollen(page)).toBe(true);
    await barrierefrei(page);

    await page.getByLabel(t.suche).fill(VERTRAG);
    await page.getByRole('button', { name: t.filtern }).click();
    const zeilen = page.getByRole('table').last().getByRole('row');
    await expect(zeilen).toHaveCount(2);
    await expect(zeilen.nth(1)).toContainText('Stichtag');

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: t.csv }).click()]);
    const csv = (await readFile((await download.path())!, 'utf8')).split('\r\n');
    expect(csv[0]).toBe(t.csvKopf);
    expect(csv[1]).toMatch(new RegExp(`^47001;Stina Stichtag;Stichtagsweg;7;12345;Musterstadt;${VERTRAG};1EMH00479012;15\\.11\\.2026;30\\.11\\.2026;ja;`));

    await page.getByRole('button', { name: t.erinnern }).click();
    const frage = page.getByRole('alertdialog', { name: t.erinnern });
    await expect(frage).toBeVisible();
    await expect(frage.getByRole('button', { name: t.erinnernBestaetigen })).toBeFocused();
    await barrierefrei(page);
    await frage.getByRole('button', { name: t.erinnernBestaetigen }).click();
    await expect(page.getByRole('status')).toContainText(/Erinnerung für \d+ offene Verträge mit Kundenkonto gesendet/);
    await expect(zeilen.nth(1)).toContainText('18.11.2026');

    await page.getByRole('button', { name: `${t.telefon}: ${t.vertrag} ${VERTRAG}` }).click();
    const dialog = page.getByRole('alertdialog', { name: t.telefonTitel(VERTRAG) });
    await expect(dialog.getByLabel(t.ablesedatum)).toBeFocused();
    await expect(dialog.getByLabel(t.ablesedatum)).toHaveValue('2026-11-15');
    await dialog.getByLabel(/kWh/).fill('20000');
    await dialog.getByRole('button', { name: t.speichern }).click();
    await expect(dialog.getByText('Der Wert ist deutlich höher als nach Ihrem bisherigen Verbrauch zu erwarten.')).toBeVisible();
    await expect(dialog.getByLabel(/kWh/)).toBeFocused();
    await barrierefrei(page);
    await dialog.getByLabel(/kWh/).fill('8270,5');
    await dialog.getByRole('button', { name: t.speichern }).click();
    await expect(page.getByRole('status')).toHaveText(/^Zählerstand gespeichert\. Eingangsnummer Z-20261118-[2-9A-Z]{6}\.$/);
    await expect(page.getByText(t.keineOffenen)).toBeVisible();
    await expect(page.getByRole('definition').nth(5)).toHaveText('1');
    await barrierefrei(page);
  });
});

test.describe('360 px', () => {
  test.use({ viewport: HANDY });

  test('the page fits the phone: no page scroll, tables scroll in their frames', async ({ page }) => {
    await konsoleAnmelden(page, '/service/ablesekampagnen');
    await expect(page.getByRole('heading', { level: 1, name: t.titel })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: /^Offene Verträge/ })).toBeVisible();
    // The open list is loaded (its table, or the line that there is none) before the width is measured.
    await expect(page.getByRole('table', { name: t.offeneTitel }).or(page.getByText(t.keineOffenen))).toBeVisible();
    expect(await ohneQuerscrollen(page)).toBe(true);
    await barrierefrei(page);
  });
});

import { serviceTexte } from '@ekp/contract';
import { konsoleAnmelden } from '../support/konsole.ts';
import { PASSWORT } from '../support/konstanten.ts';
import { expect, test } from '../support/test.ts';

// The inbox for a working day by keyboard: on a row's button j/k and the arrow keys move between rows, and
// Enter opens the row's detail panel. Two contact requests of the marktdaten fixture's customer 28001 (no other
// inbox test looks at them) make sure there are rows to move between.
const t = serviceTexte.vorgaenge;
test.use({ viewport: { width: 1280, height: 900 } });
test.describe.configure({ timeout: 90_000 });

test('j/k and the arrow keys move between inbox rows, Enter opens the detail panel', async ({ page }) => {
  const login = await page.request.post('/api/anschlussnutzer/login', { headers: { kundennummer: '28001', passwort: PASSWORT } });
  const kopf = { kundennummer: '28001', token: login.headers().token! };
  for (const wann of ['vormittags', 'nachmittags']) {
    const r = await page.request.post('/api/anschlussnutzer/kontaktanfrage', { headers: kopf, data: { betreff: 'Abschlagsänderung', text: `Bitte rufen Sie mich ${wann} zurück, es geht um meinen Abschlag.` } });
    expect(r.status(), await r.text()).toBe(200);
  }
  await konsoleAnmelden(page, '/service/vorgaenge');
  await page.getByLabel(t.art).selectOption('kontaktanfrage');
  await page.getByRole('button', { name: 'Filtern' }).click();
  const knoepfe = page.locator('tbody .vorgang-oeffnen');
  await expect.poll(() => knoepfe.count()).toBeGreaterThanOrEqual(2);

  await knoepfe.nth(0).focus();
  await page.keyboard.press('j');
  await expect(knoepfe.nth(1)).toBeFocused();
  await page.keyboard.press('k');
  await expect(knoepfe.nth(0)).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(knoepfe.nth(1)).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(knoepfe.nth(0)).toBeFocused();
  // At the first row k stays there; the page does not scroll instead.
  await page.keyboard.press('k');
  await expect(knoepfe.nth(0)).toBeFocused();

  await page.keyboard.press('j');
  await page.keyboard.press('Enter');
  await expect(knoepfe.nth(1)).toHaveAttribute('aria-expanded', 'true');
  const detail = page.locator('#vorgang-detail');
  await expect(detail).toBeVisible();
  await expect(detail.getByRole('heading', { level: 2 })).toContainText('eingegangen');
  await expect(detail.getByLabel(t.status)).toBeVisible();
  // Enter again closes it, as a click would.
  await knoepfe.nth(1).focus();
  await page.keyboard.press('Enter');
  await expect(detail).toHaveCount(0);
});

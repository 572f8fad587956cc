import { serviceTexte } from '@ekp/contract';
import type { Page } from '@playwright/test';
import { konsoleAnmelden } from '../support/konsole.ts';
import { expect, test } from '../support/test.ts';
import { netzBeobachten, netzRuhig } from '../support/netz.ts';
import { KUNDENSEITEN } from '../support/seiten.ts';

// "Ansicht als Kunde" reads only: on every page of the customer portal no control that would send, save or
// mark is usable, each disabled one points at the banner's reason, and the server refuses a write anyway.
// The demo customer 10001 has every kind of data (contracts, readings, documents, bank and billing addresses).
test.use({ viewport: { width: 1280, height: 900 } });
test.describe.configure({ timeout: 240_000 });


/**
 * The page's controls that write and are still usable, and the disabled ones without the banner's reason.
 * A write control is a submit button or one whose name says it writes; reading ones (Anzeigen, Zurück,
 * Abbrechen, herunterladen, Kopieren, Menü) stay usable in the view.
 */
function pruefen(page: Page) {
  return page.evaluate(() => {
    const schreibt = /speichern|senden|löschen|beenden|entfernen|anfordern|einschalten|einrichten|ausschalten|hinzufügen|markieren|widerrufen|ablehnen|erlauben|kündigen|übernehmen|melden|ändern|anlegen|bestätigen|sperren/i;
    const knoepfe = Array.from(document.querySelectorAll<HTMLButtonElement | HTMLInputElement>('main button, main input[type="submit"]'));
    const name = (k: HTMLElement) => `${k.textContent ?? ''} ${k.getAttribute('aria-label') ?? ''}`.replace(/\s+/g, ' ').trim();
    const schreibend = knoepfe.filter((k) => k.type === 'submit' || schreibt.test(name(k)));
    return {
      offen: schreibend.filter((k) => !k.disabled).map(name),
      ohneGrund: schreibend.filter((k) => k.disabled && !(k.getAttribute('aria-describedby') ?? '').split(/\s+/).includes('ansicht-grund')).map(name),
      gesperrt: schreibend.length,
    };
  });
}

test('in the view no page of the portal offers a usable write control, and a POST is refused', async ({ page }) => {
  await konsoleAnmelden(page, '/service/kunden/10001');
  await page.getByRole('button', { name: serviceTexte.ansicht.starten }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Willkommen/ })).toBeVisible();
  await expect(page.locator('#ansicht-grund')).toHaveText(serviceTexte.ansicht.nurLesen);

  let gesperrt = 0;
  netzBeobachten(page);
  for (const pfad of KUNDENSEITEN) {
    await test.step(pfad, async () => {
      await page.goto(pfad);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await netzRuhig(page);
      await expect(page.locator('.ladeanzeige')).toHaveCount(0);
      await expect(page.getByRole('region', { name: serviceTexte.ansicht.starten })).toContainText('nur lesen');
      const befund = await pruefen(page);
      expect(befund.offen, `${pfad}: usable write controls`).toEqual([]);
      expect(befund.ohneGrund, `${pfad}: disabled without the reason`).toEqual([]);
      gesperrt += befund.gesperrt;
    });
  }
  // The walk did meet write controls (forms on a dozen pages), so an empty finding is not an empty page.
  expect(gesperrt).toBeGreaterThan(15);

  // The server refuses a write with the view's token whatever the page shows.
  const { token } = JSON.parse((await page.evaluate(() => sessionStorage.getItem('ekp-token')))!);
  const post = await page.request.post('/api/anschlussnutzer/kontaktanfrage', { headers: { kundennummer: '10001', token }, data: { betreff: 'Test', text: 'Eine Nachricht, die nie ankommen darf.' } });
  expect(post.status()).toBe(403);
  expect(await post.json()).toEqual({ data: serviceTexte.ansicht.nurLesen });
});

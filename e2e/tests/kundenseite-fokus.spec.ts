import { anmelden, barrierefrei, expect, HANDY, test } from '../support/test.ts';

// After every route change focus stands on the new page's heading: a screen reader announces where the
// customer now is, and Tab continues from there instead of from the top of the document (focus on BODY).
// Demo customer 10001; each entry of the menu at 1280 and at 360 px (behind "Menü" there).
const EINTRAEGE: Array<[string, RegExp]> = [
  ['Übersicht', /\/daten\/uebersicht$/],
  ['Dokumente', /\/dokumente$/],
  ['Verträge', /\/vertraege$/],
  ['Kontaktanfrage', /\/kontaktanfrage$/],
  ['Freigaben', /\/freigaben$/],
  ['Start', /\/$/],
];

for (const [breite, groesse] of [
  ['1280', { width: 1280, height: 800 }],
  ['360', HANDY],
] as const) {
  test(`at ${breite} px each menu entry moves focus to its page's heading`, async ({ page }) => {
    test.setTimeout(60_000);
    await page.setViewportSize(groesse);
    await anmelden(page, '10001');
    const navigation = page.getByRole('navigation', { name: 'Hauptnavigation' });
    for (const [eintrag, pfad] of EINTRAEGE) {
      if (breite === '360') await navigation.getByRole('button', { name: 'Menü' }).click();
      await navigation.getByRole('link', { name: eintrag, exact: true }).click();
      await expect(page).toHaveURL(pfad);
      await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    }
    await barrierefrei(page);
  });
}

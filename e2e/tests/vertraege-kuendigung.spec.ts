import { anmelden, barrierefrei, expect, HANDY, ohneQuerscrollen, sitzungUebernehmen, test } from '../support/test.ts';

// "Now" is Wednesday 2026-11-18 (Buß- und Bettag in Sachsen): the earliest termination date is Friday 2026-11-20.

test('a whole termination through the date picker ends with the success banner and the new status', async ({ page }) => {
  await page.setViewportSize(HANDY);
  await sitzungUebernehmen(page, '30003');
  await page.goto('/vertraege');
  await page.getByRole('link', { name: 'Vertrag kündigen 3000300001' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Vertrag kündigen' })).toBeVisible();

  const absenden = page.getByRole('button', { name: 'Kündigung absenden' });
  await expect(absenden).toBeDisabled();
  await page.getByLabel('Kündigungsgrund').selectOption({ label: 'Anbieterwechsel' });
  await expect(absenden).toBeDisabled();

  // Opens on focus; days before the earliest date are disabled.
  const datum = page.getByRole('combobox', { name: 'Kündigungsdatum' });
  await datum.focus();
  const kalender = page.getByRole('dialog', { name: 'Kalender: Kündigungsdatum' });
  await expect(kalender).toBeVisible();
  await expect(kalender.getByRole('grid', { name: 'November 2026' })).toBeVisible();
  await expect(kalender.getByRole('button', { name: /19\. November 2026/ })).toBeDisabled();
  await expect(kalender.getByRole('button', { name: /20\. November 2026/ })).toBeEnabled();
  await barrierefrei(page);
  expect(await ohneQuerscrollen(page)).toBe(true);

  // Escape closes it; the button opens it again.
  await page.keyboard.press('Escape');
  await expect(kalender).toBeHidden();
  await page.getByRole('button', { name: 'Kalender für Kündigungsdatum öffnen' }).click();
  await expect(kalender).toBeVisible();
  await kalender.getByRole('button', { name: /20\. November 2026/ }).click();
  await expect(kalender).toBeHidden();
  await expect(datum).toHaveValue('20. November 2026');

  await page.getByLabel('Details (optional)').fill('Wir wechseln zum Anbieter unserer Filiale.');
  await expect(page.getByLabel('Details (optional)')).toHaveAttribute('rows', '5');
  await expect(absenden).toBeEnabled();
  await barrierefrei(page);
  await absenden.click();

  await expect(page).toHaveURL(/\/vertraege$/);
  await expect(
    page.getByText('Die Kündigung Ihres Vertrages 3000300001 wurde veranlasst. Sobald die Kündigung abgewickelt wurde erhalten Sie auch die Kündigungsbestätigung.'),
  ).toBeVisible();
  const karte = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Vertrag 3000300001' }) });
  await expect(karte.getByText('Gekündigt', { exact: true })).toBeVisible();
  await expect(karte.getByText('20.11.2026 (gewünscht)')).toBeVisible();
  await expect(karte.getByRole('link', { name: /^Vertrag kündigen/ })).toHaveCount(0);
  await barrierefrei(page);
  expect(await ohneQuerscrollen(page)).toBe(true);
});

test('the date picker works by keyboard alone and is 350px wide', async ({ page }) => {
  await sitzungUebernehmen(page, '30001');
  await page.goto('/vertrag/3000100001/kuendigen');
  // The field before the date: the chosen option of "Kündigen zum".
  await page.getByRole('group', { name: 'Kündigen zum' }).getByRole('radio', { checked: true }).focus();
  await page.keyboard.press('Tab');
  const datum = page.getByRole('combobox', { name: 'Kündigungsdatum' });
  await expect(datum).toBeFocused();
  const kalender = page.getByRole('dialog', { name: 'Kalender: Kündigungsdatum' });
  await expect(kalender).toBeVisible();
  expect((await kalender.boundingBox())?.width).toBe(350);
  await page.keyboard.press('ArrowDown');
  await expect(kalender.getByRole('button', { name: /20\. November 2026/ })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(kalender).toBeHidden();
  await expect(datum).toHaveValue('23. November 2026');
  await expect(datum).toBeFocused();

  // A click outside closes it as well.
  await page.getByRole('button', { name: 'Kalender für Kündigungsdatum öffnen' }).click();
  await expect(kalender).toBeVisible();
  await page.getByRole('heading', { level: 1 }).click();
  await expect(kalender).toBeHidden();
});

test('a termination the server refuses ends with the error banner', async ({ page, context }) => {
  await anmelden(page, '30002');
  // Two tabs on the same contract: the first cancels it, so the second's different termination is refused (409).
  const zweiter = await context.newPage();
  await zweiter.clock.install({ time: new Date('2026-11-18T10:00:00+01:00') });
  for (const p of [page, zweiter]) {
    await p.goto('/vertrag/3000200001/kuendigen');
    await expect(p.getByRole('button', { name: 'Kündigung absenden' })).toBeVisible();
  }

  await page.getByLabel('Kündigungsgrund').selectOption({ label: 'Auszug' });
  await page.getByRole('combobox', { name: 'Kündigungsdatum' }).fill('30.11.2026');
  await page.getByRole('button', { name: 'Kündigung absenden' }).click();
  await expect(page.getByText(/Die Kündigung Ihres Vertrages 3000200001 wurde veranlasst/)).toBeVisible();

  await zweiter.getByLabel('Kündigungsgrund').selectOption({ label: 'Sonderkündigung' });
  await zweiter.getByRole('combobox', { name: 'Kündigungsdatum' }).fill('2026-12-15');
  await zweiter.getByRole('button', { name: 'Kündigung absenden' }).click();
  await expect(zweiter).toHaveURL(/\/vertraege$/);
  await expect(
    zweiter.getByText('Bei der Einreichung der Kündigung Ihres Vertrages 3000200001 ist etwas schief gelaufen. Bitte versuchen Sie es später erneut.'),
  ).toBeVisible();
  await expect(zweiter.getByRole('listitem').getByText('30.11.2026 (gewünscht)')).toBeVisible();
  await barrierefrei(zweiter);
});

import { anmelden, expect, test } from '../support/test.ts';
import { PASSWORT } from '../support/konstanten.ts';

// SPEC §2 route guard and SPEC §4 session: expiry, guard redirects, cross-tab logout.

test('without a session every member route and unknown path leads to the login', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL('/anmelden');
  await page.goto('/aendere/passwort');
  await expect(page).toHaveURL('/anmelden');
  await page.goto('/passwort/aendern');
  await expect(page).toHaveURL('/anmelden');
  // SPEC §2: an unknown path redirects to /, whose guard then asks for a login.
  await page.goto('/gibt/es/nicht');
  await expect(page).toHaveURL('/anmelden');
  // The anonymous screens stay reachable.
  await page.goto('/passwort/vergessen');
  await expect(page).toHaveURL('/passwort/vergessen');
  await page.goto('/portal/gesperrt');
  await expect(page).toHaveURL('/portal/gesperrt');
});

test('with a session the anonymous screens lead home, unknown paths too; the reset page stays open', async ({ page }) => {
  await anmelden(page, '19001');
  await page.goto('/anmelden');
  await expect(page).toHaveURL('/');
  await page.goto('/passwort/vergessen');
  await expect(page).toHaveURL('/');
  await page.goto('/gibt/es/nicht');
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1, name: /Willkommen/ })).toBeVisible();
  // SPEC §2: the password reset route needs no login and is the exception to rule 4.
  await page.goto('/passwort/erneuern?token=abc');
  await expect(page).toHaveURL(/\/passwort\/erneuern/);
  await expect(page.getByRole('heading', { level: 1, name: 'Passwort erneuern' })).toBeVisible();
});

test('in the forced-change state only the change-password screens are reachable', async ({ page }) => {
  await page.goto('/anmelden');
  await page.getByLabel('Kundennummer').fill('19008');
  await page.getByLabel('Passwort', { exact: true }).fill(PASSWORT);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page).toHaveURL('/aendere/passwort');
  for (const pfad of ['/', '/anmelden', '/passwort/vergessen', '/portal/gesperrt', '/gibt/es/nicht']) {
    await page.goto(pfad);
    await expect(page).toHaveURL('/aendere/passwort');
  }
  await page.goto('/passwort/aendern');
  await expect(page).toHaveURL('/passwort/aendern');
  // The screen must be up (and its expiry timer armed) before the clock moves.
  await expect(page.getByRole('heading', { level: 1, name: 'Passwort ändern' })).toBeVisible();
  // SPEC §9: after 300 seconds the forced state is gone and the login is back.
  await page.clock.fastForward('05:01');
  await expect(page).toHaveURL('/anmelden');
});

test('an expired session sends the user back to the login', async ({ page }) => {
  await anmelden(page, '19006');
  // Every answer slides the expiry; wait for the last one before moving the clock. The heading is not the last: the
  // home page's cards load after it, and on a busy server (the scheduler's pass at its start) one of them answered
  // after the clock had moved and gave the session its 15 minutes again.
  await expect(page.getByRole('heading', { level: 1, name: 'Willkommen, Alma Ablauf' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.clock.fastForward('14:00');
  await expect(page).toHaveURL('/');
  await page.clock.fastForward('01:10');
  // The login says why.
  await expect(page).toHaveURL('/anmelden?abgelaufen=1');
  await expect(page.getByText('Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.')).toBeVisible();
  await page.goto('/');
  await expect(page).toHaveURL('/anmelden?abgelaufen=1');
});

test('after an expired session the login leads back to the page the customer was on', async ({ page }) => {
  await anmelden(page, '19006');
  await page.goto('/vertraege');
  await expect(page.getByRole('heading', { level: 1, name: 'Verträge' })).toBeVisible();
  await page.evaluate(() => {
    const s = JSON.parse(localStorage.getItem('ekp-token')!);
    localStorage.setItem('ekp-token', JSON.stringify({ ...s, ablaufdatum: new Date(Date.now() - 1000).toISOString() }));
  });
  await page.goto('/dokumente');
  await expect(page).toHaveURL('/anmelden?abgelaufen=1&ziel=%2Fdokumente');
  await expect(page.getByText('Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.')).toBeVisible();
  await page.getByLabel('Kundennummer').fill('19006');
  await page.getByLabel('Passwort', { exact: true }).fill(PASSWORT);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page).toHaveURL('/dokumente');
});

test('a session the server no longer knows (every call 401) names the expiry and leads back to the deep link', async ({ page }) => {
  await anmelden(page, '19006');
  await page.route('**/api/**', (r) => r.fulfill({ status: 401, contentType: 'application/json', body: JSON.stringify({ data: 'Nicht angemeldet' }) }));
  await page.goto('/vertraege');
  await expect(page).toHaveURL('/anmelden?abgelaufen=1&ziel=%2Fvertraege');
  await expect(page.getByText('Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.')).toBeVisible();
  await page.unroute('**/api/**');
  await page.getByLabel('Kundennummer').fill('19006');
  await page.getByLabel('Passwort', { exact: true }).fill(PASSWORT);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page).toHaveURL('/vertraege');
  await expect(page.getByRole('heading', { level: 1, name: 'Verträge' })).toBeFocused();
});

test('a deep link without any session leads back to its page after the login; only paths of the portal', async ({ page }) => {
  await page.goto('/vertraege');
  await expect(page).toHaveURL('/anmelden?ziel=%2Fvertraege');
  await page.getByLabel('Kundennummer').fill('19006');
  await page.getByLabel('Passwort', { exact: true }).fill(PASSWORT);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page).toHaveURL('/vertraege');
  await page.getByRole('button', { name: 'Abmelden' }).click();
  await page.goto('/anmelden?ziel=https%3A%2F%2Fexample.org%2F');
  await page.getByLabel('Kundennummer').fill('19006');
  await page.getByLabel('Passwort', { exact: true }).fill(PASSWORT);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page).toHaveURL('/');
});

test('a manipulated expiry in localStorage counts as logged out', async ({ page }) => {
  await anmelden(page, '19006');
  await page.evaluate(() => {
    const s = JSON.parse(localStorage.getItem('ekp-token')!);
    localStorage.setItem('ekp-token', JSON.stringify({ ...s, ablaufdatum: new Date(Date.now() - 1000).toISOString() }));
  });
  await page.goto('/');
  await expect(page).toHaveURL('/anmelden?abgelaufen=1');
});

test('logging out in one tab sends the other tab to the login', async ({ page, context }) => {
  await anmelden(page, '19005');
  const zweite = await context.newPage();
  await zweite.goto('/');
  await expect(zweite.getByRole('heading', { level: 1, name: 'Willkommen, Tanja Tabwechsel' })).toBeVisible();
  await page.getByRole('button', { name: 'Abmelden' }).click();
  await expect(page).toHaveURL('/anmelden');
  await expect(zweite).toHaveURL('/anmelden');
  await expect(zweite.getByRole('heading', { level: 1, name: 'Anmelden' })).toBeVisible();
});

test('logging in in one tab is mirrored into the other tab', async ({ page, context }) => {
  await page.goto('/anmelden');
  const zweite = await context.newPage();
  await zweite.goto('/anmelden');
  await anmelden(page, '19005');
  await expect(zweite).toHaveURL('/');
});

import { anmelden, expect, test } from '../support/test.ts';

// In a real browser: the Content-Security-Policy (script-src 'self', no inline script, no
// eval) lets the whole app and the API documentation run, and it is the policy every answer carries.

test('the app runs under its CSP: login, contracts, charts and the API page without a violation', async ({ page }) => {
  const verstoesse: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) verstoesse.push(m.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => console.error(`Content Security Policy: ${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber} on ${document.location.pathname}`));
  });
  const antwort = await page.goto('/anmelden');
  const csp = antwort!.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("script-src 'self'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(antwort!.headers()['referrer-policy']).toBe('no-referrer');
  await anmelden(page, '50001');
  await page.goto('/vertrag/5005000101/verbrauch');
  await expect(page.getByRole('figure')).toHaveCount(2);
  await page.goto('/api/docs/ui');
  await expect(page.getByText('ekp – Kundenportal API').first()).toBeVisible();
  await expect(page.getByText('/api/anschlussnutzer/login').first()).toBeVisible();
  expect(verstoesse).toEqual([]);
});

import type { Page } from '@playwright/test';
import { pushEmpfaengerStarten } from '../../packages/server/test/push-empfaenger.ts';
import { anmelden, barrierefrei, expect, HANDY, ohneQuerscrollen, test } from '../support/test.ts';
import { E2E_PUSH_PORT } from '../support/konstanten.ts';

// A confirmed Abschlag change reaches a device by web push (a local push service stands in for the
// browser vendor's) and shows in the centre behind the bell; the preferences are honoured.
// Customer 33002 (e2e/fixtures/tastatur.json): instalment 80 €, range 60–170 €.

let empfaenger: Awaited<ReturnType<typeof pushEmpfaengerStarten>>;
test.beforeAll(async () => (empfaenger = await pushEmpfaengerStarten(E2E_PUSH_PORT)));
test.afterAll(() => empfaenger.schliessen());

/** What the browser's pushManager.subscribe() would hand over, pointed at the local push service. */
async function geraetAnmelden(page: Page, pfad: string): Promise<number> {
  return page.evaluate(
    async ({ endpoint, keys }) => {
      const s = JSON.parse(localStorage.getItem('ekp-token')!);
      const r = await fetch('/api/benachrichtigungen/push', { method: 'POST', headers: { 'content-type': 'application/json', token: s.token, kundennummer: s.kundennummer }, body: JSON.stringify({ endpoint, keys, geraet: 'Testtelefon' }) });
      return r.status;
    },
    { endpoint: `${empfaenger.url}${pfad}`, keys: empfaenger.schluessel },
  );
}

async function abschlagAendern(page: Page, betrag: string): Promise<void> {
  await page.goto('/vertrag/3300200001/abschlag');
  await page.getByLabel('Neuer Abschlag in Euro').fill(betrag);
  await page.getByRole('button', { name: 'Abschlag ändern' }).click();
  await expect(page.getByText(`Ihr neuer Abschlag von ${betrag},00 € gilt ab dem 20.12.2026.`)).toBeVisible();
}

test('a push arrives at the push service, the bell counts it, the centre shows it and marks it read; turning push off is honoured', async ({ page }) => {
  test.setTimeout(60_000);
  await page.setViewportSize(HANDY);
  await anmelden(page, '33002');
  await expect(page.getByRole('link', { name: 'Benachrichtigungen', exact: true })).toBeVisible();
  expect(await geraetAnmelden(page, '/geraet-33002')).toBe(201);

  await abschlagAendern(page, '95');
  await expect.poll(() => empfaenger.empfangen.filter((p) => p.pfad === '/geraet-33002').length, { timeout: 20_000 }).toBe(1);
  // Nothing personal beyond a title and a link; the id is the opaque Topic (the same on a copy sent again).
  const push = empfaenger.empfangen[0]!;
  expect(push.inhalt).toEqual({ titel: 'Abschlagsänderung bestätigt', link: '/vertrag/3300200001/abschlag', id: push.kopf.topic });
  expect(push.kopf.topic).toMatch(/^[A-Za-z0-9_-]{32}$/);

  await page.goto('/');
  const glocke = page.getByRole('link', { name: 'Benachrichtigungen, 1 ungelesen' });
  await expect(glocke).toBeVisible();
  await glocke.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Benachrichtigungen' })).toBeVisible();
  const eintrag = page.getByRole('listitem').filter({ hasText: 'Abschlagsänderung bestätigt' });
  await expect(eintrag).toContainText('Ihr neuer Abschlag von 95,00 € für Vertrag 3300200001 gilt ab dem 20.12.2026.');
  await expect(page.getByText('Testtelefon, hinzugefügt am')).toBeVisible();
  await barrierefrei(page);
  expect(await ohneQuerscrollen(page)).toBe(true);
  await eintrag.getByRole('button', { name: /Als gelesen markieren/ }).click();
  await expect(page.getByRole('link', { name: 'Benachrichtigungen', exact: true })).toBeVisible();

  // Preferences: no push for this event any more; the centre still gets it.
  const gruppe = page.getByRole('group', { name: 'Abschlagsänderung bestätigt' });
  await gruppe.getByRole('checkbox', { name: /Push/ }).uncheck();
  await page.getByRole('button', { name: 'Einstellungen speichern' }).click();
  await expect(page.getByText('Ihre Einstellungen wurden gespeichert.')).toBeVisible();
  await abschlagAendern(page, '96');
  await page.goto('/benachrichtigungen');
  await expect(page.getByRole('listitem').filter({ hasText: '96,00 €' })).toBeVisible();
  // The delivery loop was kicked with the change; give it time to (not) send.
  await page.waitForTimeout(2000);
  expect(empfaenger.empfangen.filter((p) => p.pfad === '/geraet-33002')).toHaveLength(1);

  // The device can be removed.
  await page.getByRole('button', { name: 'Entfernen: Testtelefon' }).click();
  await expect(page.getByText('Noch kein Gerät erhält Push-Benachrichtigungen.')).toBeVisible();
});

import { expect, type Locator, type Page } from '@playwright/test';

/**
 * WCAG 2.4.11 (focus not obscured): the focused element's centre is the element itself (or its label or a
 * child), not something laid over it such as a sticky bar or the message bar. Returns a description of
 * what covers it, or null.
 */
export async function fokusVerdeckt(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!(el instanceof HTMLElement) || el === document.body) return null;
    const r = el.getBoundingClientRect();
    if (r.width === 0 || r.height === 0) return null;
    const x = Math.min(Math.max(r.left + r.width / 2, 0), innerWidth - 1);
    const y = Math.min(Math.max(r.top + r.height / 2, 0), innerHeight - 1);
    if (r.bottom < 0 || r.top > innerHeight) return `${el.tagName} außerhalb des Bildschirms`;
    const oben = document.elementFromPoint(x, y);
    if (!oben || oben === el || el.contains(oben) || oben.contains(el)) return null;
    const labels = 'labels' in el ? [...((el as HTMLInputElement).labels ?? [])] : [];
    if (labels.some((l) => l === oben || l.contains(oben))) return null;
    return `${el.tagName}#${el.id} verdeckt von ${oben.tagName}.${oben.className}`;
  });
}

/** Presses Tab (or Shift+Tab) until `ziel` has the focus, checking at every stop that the focus is not obscured. */
export async function tabBis(page: Page, ziel: Locator, { rueckwaerts = false, hoechstens = 80 } = {}): Promise<void> {
  // A user tabs through a page they can see: wait until the target is rendered, or a link focused while the page
  // still loads is pushed below the screen by the content that arrives (a layout shift, not a focus defect).
  await ziel.waitFor({ state: 'attached' });
  for (let i = 0; i < hoechstens; i++) {
    await page.keyboard.press(rueckwaerts ? 'Shift+Tab' : 'Tab');
    expect(await fokusVerdeckt(page)).toBeNull();
    if (await ziel.evaluate((e) => e === document.activeElement).catch(() => false)) return;
  }
  throw new Error(`Mit der Tabulatortaste nicht erreichbar: ${ziel.toString()}`);
}

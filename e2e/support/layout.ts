import type { Locator, Page } from '@playwright/test';

/**
 * Words that the layout breaks across two lines (e.g. "Versorgungsa|rt", "01.11.202|4") inside the
 * matched elements: each word of each visible text node is measured as a range; a word whose boxes sit
 * on more than one line is broken. Returns the broken words, so a failure names them.
 */
export async function gebrocheneWoerter(bereich: Locator): Promise<string[]> {
  return bereich.evaluateAll((elemente) => {
    const gebrochen: string[] = [];
    for (const element of elemente) {
      const laeufer = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let knoten = laeufer.nextNode(); knoten; knoten = laeufer.nextNode()) {
        const text = knoten.textContent ?? '';
        for (const treffer of text.matchAll(/\S+/g)) {
          const wort = document.createRange();
          wort.setStart(knoten, treffer.index);
          wort.setEnd(knoten, treffer.index + treffer[0].length);
          const zeilen = new Set([...wort.getClientRects()].filter((r) => r.width > 1).map((r) => Math.round(r.top)));
          if (zeilen.size > 1) gebrochen.push(treffer[0]);
        }
      }
    }
    return gebrochen;
  });
}

/** Interactive elements in the area smaller than 44 × 44 px (WCAG 2.5.5), as "text (w×h)". */
export async function kleineZiele(page: Page, selektor: string): Promise<string[]> {
  return page.locator(selektor).evaluateAll((elemente) =>
    elemente
      .map((e) => ({ text: (e.textContent ?? '').trim(), r: e.getBoundingClientRect() }))
      .filter(({ r }) => r.width > 0 && (r.width < 44 || r.height < 44))
      .map(({ text, r }) => `${text} (${Math.round(r.width)}×${Math.round(r.height)})`),
  );
}

/**
 * Starts summing the page's layout shifts (the browser's own entries, not after input) before it loads;
 * `verschiebung` reads the sum. Call before the first goto.
 */
export async function verschiebungMessen(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { verschiebung: number };
    w.verschiebung = 0;
    new PerformanceObserver((liste) => {
      for (const e of liste.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) if (!e.hadRecentInput) w.verschiebung += e.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

export function verschiebung(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { verschiebung: number }).verschiebung);
}

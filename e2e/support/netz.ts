import type { Page, Request } from '@playwright/test';

interface Zustand {
  /** A set, not a count: a request that started before `netzBeobachten` ends without having been counted. */
  offen: Set<Request>;
  /** Date.now() of the last request that started or ended. */
  zuletzt: number;
}
const zustaende = new WeakMap<Page, Zustand>();

/** Counts the page's open requests from now on; call it before the navigations `netzRuhig` should cover. */
export function netzBeobachten(page: Page): void {
  if (zustaende.has(page)) return;
  const z: Zustand = { offen: new Set(), zuletzt: Date.now() };
  zustaende.set(page, z);
  page.on('request', (r) => {
    z.offen.add(r);
    z.zuletzt = Date.now();
  });
  const ende = (r: Request) => {
    z.offen.delete(r);
    z.zuletzt = Date.now();
  };
  page.on('requestfinished', ende);
  page.on('requestfailed', ende);
}

/**
 * Resolves once no request of the page is open and none started or ended for `stilleMs`: Playwright's
 * `networkidle` with a shorter quiet time. That one waits 500 ms after the last request, which on the
 * every-page walks (about 100 pages per run) was most of their time.
 */
export async function netzRuhig(page: Page, stilleMs = 150, zeitMs = 10_000): Promise<void> {
  const z = zustaende.get(page);
  if (!z) throw new Error('netzRuhig: erst netzBeobachten(page) aufrufen');
  const bis = Date.now() + zeitMs;
  while (z.offen.size > 0 || Date.now() - z.zuletzt < stilleMs) {
    if (Date.now() > bis) throw new Error(`netzRuhig: nach ${zeitMs} ms noch offen: ${[...z.offen].map((r) => r.url()).join(', ') || 'nichts, aber nie still'}`);
    await new Promise((weiter) => setTimeout(weiter, 25));
  }
}

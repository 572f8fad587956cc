import { OHNE_VORLADEN } from '../shared/pwa/ohne-vorladen.ts';
import { sitzung } from '../shared/sitzung/sitzung.ts';
import { appLaden } from './wechsel.tsx';

export const ANMELDEN = '/anmelden';

/**
 * Whether the first screen is the login page, which runs before the router: no session (SPEC §2 rules 1
 * and 2 do not apply then, the portal is never blocked) and /anmelden, or / that rule 3 sends there.
 */
export function anmeldenOhneRouter(): boolean {
  const pfad = window.location.pathname;
  if (sitzung.zustand() !== 'abgemeldet' || (pfad !== ANMELDEN && pfad !== '/')) return false;
  // A session that ran out is named on the login, as the router's guard does it.
  if (pfad === '/') window.history.replaceState(null, '', ANMELDEN + (sitzung.abgelaufen() ? '?abgelaufen=1' : '') + window.location.hash);
  return true;
}

/**
 * The router is fetched as soon as the visitor starts using the page (a tap, a key, a field getting focus),
 * so it is there when the password has been checked, without weighing on the first paint. Not from the update
 * prompt: its click hands over to the new service worker, which Chromium activates only once the old one has
 * finished every fetch it is serving; a preload started by that click would hold the update back.
 */
export function routerVorladenBeiEingabe(): void {
  const arten = ['pointerdown', 'keydown', 'focusin'] as const;
  const vorladen = (ereignis: Event) => {
    if (ereignis.target instanceof Element && ereignis.target.closest(`[${OHNE_VORLADEN}]`)) return;
    for (const art of arten) document.removeEventListener(art, vorladen, { capture: true });
    void appLaden().catch(() => undefined);
  };
  for (const art of arten) document.addEventListener(art, vorladen, { capture: true, passive: true });
}

/**
 * A login in another tab: the router takes over and its guards send this tab home. After this tab's own
 * login the form's navigation decides where to go; it runs first (a microtask), this one a task later.
 */
export function beiAnmeldungZurApp(zurApp: () => Promise<void>): void {
  const abbestellen = sitzung.abonnieren(() => {
    if (sitzung.zustand() === 'abgemeldet') return;
    abbestellen();
    setTimeout(() => void zurApp().catch(() => window.location.reload()), 0);
  });
}

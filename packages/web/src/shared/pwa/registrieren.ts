// The service worker is registered after the page has loaded, from this lazily loaded module, so
// the login page's critical path carries none of it. A new deployment's worker waits until the customer
// agrees in the update prompt, then takes over and the page reloads once.

import { OHNE_VORLADEN } from './ohne-vorladen.ts';

const HINWEIS_ID = 'ekp-aktualisierung';

function hinweisZeigen(zustimmen: () => void): void {
  if (document.getElementById(HINWEIS_ID)) return;
  // Plain DOM at the top of the page, not a fixed overlay: it never covers the focused element (WCAG 2.4.11).
  const leiste = document.createElement('div');
  leiste.id = HINWEIS_ID;
  leiste.className = 'meldung meldung-info aktualisierung';
  leiste.setAttribute('role', 'status');
  leiste.setAttribute(OHNE_VORLADEN, '');
  const text = document.createElement('p');
  text.textContent = 'Eine neue Version des Kundenportals ist verfügbar.';
  const knopf = document.createElement('button');
  knopf.type = 'button';
  knopf.className = 'knopf';
  knopf.textContent = 'Jetzt aktualisieren';
  // The browser hands over only once the old worker has served every fetch in flight: the bar says it is on its way.
  knopf.addEventListener('click', () => {
    if (knopf.getAttribute('aria-disabled') === 'true') return;
    text.textContent = 'Die neue Version wird geladen …';
    knopf.setAttribute('aria-disabled', 'true');
    zustimmen();
  });
  leiste.append(text, knopf);
  document.body.prepend(leiste);
}

export async function serviceWorkerRegistrieren(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const registrierung = await navigator.serviceWorker.register('/sw.js', { scope: '/' });
  let zugestimmt = false;
  let neuGeladen = false;
  const neuLaden = () => {
    if (neuGeladen) return;
    neuGeladen = true;
    window.location.reload();
  };
  // The worker waiting at the moment of the click, not the one the prompt was shown for: a later deployment may have
  // replaced that one. None waiting: another tab agreed and the new version already controls this page.
  const zustimmen = () => {
    zugestimmt = true;
    const wartend = registrierung.waiting;
    if (wartend) wartend.postMessage('ekp-aktualisieren');
    else neuLaden();
  };
  // An update is a worker waiting behind the one that controls this page; the very first install needs no prompt.
  // Checked on every state change and again when this page comes under control: on a first visit the new worker
  // may be installed before the first one has claimed the page.
  const pruefen = () => {
    if (!zugestimmt && registrierung.waiting && navigator.serviceWorker.controller) hinweisZeigen(zustimmen);
  };
  const beobachten = (w: ServiceWorker | null) => w?.addEventListener('statechange', pruefen);
  beobachten(registrierung.installing);
  beobachten(registrierung.waiting);
  pruefen();
  registrierung.addEventListener('updatefound', () => beobachten(registrierung.installing));
  // Only the change the customer agreed to reloads the page; the first worker's claim does not.
  navigator.serviceWorker.addEventListener('controllerchange', () => (zugestimmt ? neuLaden() : pruefen()));
  // A tab left open for days still learns of a deployment: ask again hourly and when the tab comes back.
  setInterval(() => void registrierung.update().catch(() => undefined), 60 * 60 * 1000);
  document.addEventListener('visibilitychange', () => document.visibilityState === 'visible' && void registrierung.update().catch(() => undefined));
}

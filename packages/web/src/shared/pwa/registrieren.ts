// The service worker is registered after the page has loaded, from this lazily loaded module, so
// the login page's critical path carries none of it. A new deployment's worker waits until the customer
// agrees in the update prompt, then takes over and the page reloads once.

const HINWEIS_ID = 'ekp-aktualisierung';

function hinweisZeigen(wartend: ServiceWorker): void {
  if (document.getElementById(HINWEIS_ID)) return;
  // Plain DOM at the top of the page, not a fixed overlay: it never covers the focused element (WCAG 2.4.11).
  const leiste = document.createElement('div');
  leiste.id = HINWEIS_ID;
  leiste.className = 'meldung meldung-info aktualisierung';
  leiste.setAttribute('role', 'status');
  const text = document.createElement('p');
  text.textContent = 'Eine neue Version des Kundenportals ist verfügbar.';
  const knopf = document.createElement('button');
  knopf.type = 'button';
  knopf.className = 'knopf';
  knopf.textContent = 'Jetzt aktualisieren';
  knopf.addEventListener('click', () => wartend.postMessage('ekp-aktualisieren'));
  leiste.append(text, knopf);
  document.body.prepend(leiste);
}

export async function serviceWorkerRegistrieren(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const registrierung = await navigator.serviceWorker.register('/sw.js', { scope: '/' });
  // Only a worker that replaces a running one is an update; the very first install needs no prompt.
  const beobachten = (w: ServiceWorker | null) => {
    if (!w) return;
    const pruefen = () => w.state === 'installed' && navigator.serviceWorker.controller && hinweisZeigen(w);
    pruefen();
    w.addEventListener('statechange', pruefen);
  };
  beobachten(registrierung.waiting);
  registrierung.addEventListener('updatefound', () => beobachten(registrierung.installing));
  let neuGeladen = false;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (neuGeladen || !document.getElementById(HINWEIS_ID)) return;
    neuGeladen = true;
    window.location.reload();
  });
  // A tab left open for days still learns of a deployment: ask again hourly and when the tab comes back.
  setInterval(() => void registrierung.update().catch(() => undefined), 60 * 60 * 1000);
  document.addEventListener('visibilitychange', () => document.visibilityState === 'visible' && void registrierung.update().catch(() => undefined));
}

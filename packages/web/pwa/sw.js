// The portal's service worker. It caches only the app shell and the static build files, never an
// API answer (personal data): requests to /api or to another origin (a tenant's absolute API base) are not
// even looked at. Pages come from the network; offline, the German offline page stands in.
// The build (tools/service-worker.ts) fills in VERSION and SHELL; a new deployment is a new VERSION.
const VERSION = '__VERSION__';
const SHELL = __SHELL__;
const CACHE = `ekp-${VERSION}`;
const OFFLINE = '/offline.html';

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll([OFFLINE, ...SHELL])));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((namen) => Promise.all(namen.filter((n) => n.startsWith('ekp-') && n !== CACHE).map((n) => caches.delete(n))))
      .then(() => self.clients.claim()),
  );
});

// The page's update prompt asks the waiting worker to take over once the customer agrees.
self.addEventListener('message', (event) => {
  if (event.data === 'ekp-aktualisieren') self.skipWaiting();
});

self.addEventListener('fetch', (event) => {
  const anfrage = event.request;
  if (anfrage.method !== 'GET') return;
  const url = new URL(anfrage.url);
  if (url.origin !== self.location.origin || url.pathname === '/api' || url.pathname.startsWith('/api/')) return;
  if (anfrage.mode === 'navigate') {
    event.respondWith(fetch(anfrage).catch(() => caches.match(OFFLINE)));
    return;
  }
  // Hashed build files never change under their name: cache first, and keep what was fetched.
  if (url.pathname.startsWith('/assets/')) {
    event.respondWith(
      caches.match(anfrage).then(
        (treffer) =>
          treffer ||
          fetch(anfrage).then((antwort) => {
            if (antwort.ok) {
              const kopie = antwort.clone();
              event.waitUntil(caches.open(CACHE).then((cache) => cache.put(anfrage, kopie)));
            }
            return antwort;
          }),
      ),
    );
  }
});

// A push carries a title, a link and an opaque id (the same on every copy of one event for one
// customer, docs/benachrichtigungen.md). A copy sent again after a server crash must not make a second
// notification: the id is the tag (a copy still on screen is replaced silently), and the ids shown in the
// last days are kept, so a copy of one the customer already dismissed is not shown again.
const GEZEIGT = 'benachrichtigungen-gezeigt';
const GEZEIGT_TAGE = 7;

async function schonGezeigt(id) {
  const cache = await caches.open(GEZEIGT);
  const schluessel = `/__gezeigt/${encodeURIComponent(id)}`;
  const treffer = await cache.match(schluessel);
  if (treffer && Date.now() - Number(await treffer.text()) < GEZEIGT_TAGE * 86_400_000) return true;
  await cache.put(schluessel, new Response(String(Date.now())));
  // Forget old ids now and then, so the list stays small.
  for (const alt of await cache.keys()) {
    const zeit = Number(await (await cache.match(alt)).text());
    if (Date.now() - zeit >= GEZEIGT_TAGE * 86_400_000) await cache.delete(alt);
  }
  return false;
}

async function zeigen(daten) {
  const tag = daten.id ? `ekp-${daten.id}` : `${daten.titel} ${daten.link}`;
  const optionen = { tag, data: { link: daten.link }, lang: 'de' };
  if (daten.id && (await schonGezeigt(daten.id))) {
    const offen = await self.registration.getNotifications({ tag });
    // Still on screen: replace it without a sound (browsers expect every push to show something).
    // Dismissed: the customer has seen it; showing it again is the duplicate this avoids.
    if (offen.length > 0) await self.registration.showNotification(daten.titel, { ...optionen, silent: true });
    return;
  }
  await self.registration.showNotification(daten.titel, optionen);
}

self.addEventListener('push', (event) => {
  let daten = { titel: 'Neue Benachrichtigung', link: '/benachrichtigungen', id: '' };
  try {
    daten = { ...daten, ...event.data.json() };
  } catch {
    // An empty or unreadable push still tells the customer to look.
  }
  event.waitUntil(zeigen(daten));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const ziel = new URL(event.notification.data?.link ?? '/', self.location.origin);
  if (ziel.origin !== self.location.origin) return;
  event.waitUntil(self.clients.openWindow(ziel.href));
});

// Issue 33: the portal's service worker. It caches only the app shell and the static build files, never an
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

// Issue 33: a push carries only a title and a link. The tag is the title and link, so a copy sent twice
// (after a crash) replaces the first notification instead of adding a second one.
self.addEventListener('push', (event) => {
  let daten = { titel: 'Neue Benachrichtigung', link: '/benachrichtigungen' };
  try {
    daten = { ...daten, ...event.data.json() };
  } catch {
    // An empty or unreadable push still tells the customer to look.
  }
  event.waitUntil(self.registration.showNotification(daten.titel, { tag: `${daten.titel} ${daten.link}`, data: { link: daten.link }, lang: 'de' }));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const ziel = new URL(event.notification.data?.link ?? '/', self.location.origin);
  if (ziel.origin !== self.location.origin) return;
  event.waitUntil(self.clients.openWindow(ziel.href));
});

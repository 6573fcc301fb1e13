// The app's service worker. scripts/build-service-worker.mjs writes it to dist/web/sw.js after
// `vite build`, preceded by the two constants it reads: SHELL_VERSION (a hash of every precached
// file, so each build gets its own cache and replaces the last) and SHELL_FILES (the URLs to precache).
/* global SHELL_VERSION, SHELL_FILES */

const CACHE_PREFIX = 'lz-shell-';
const CACHE = `${CACHE_PREFIX}${SHELL_VERSION}`;
const INDEX = '/index.html';

self.addEventListener('install', (event) => {
  // A new build takes over at once: its index.html and chunks are precached together, so a page it
  // serves never asks for a chunk of another build.
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(SHELL_FILES))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(
          keys
            .filter((key) => key.startsWith(CACHE_PREFIX) && key !== CACHE)
            .map((key) => caches.delete(key)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  // The API (and the dev outbox) stays network only: answers are private and current, and a write
  // made offline must fail as a network error so the app keeps the draft.
  if (url.origin !== self.location.origin || /^\/(api|dev)(\/|$)/.test(url.pathname)) return;

  if (request.mode === 'navigate') {
    // Network first, so an online visit always gets the current build; the precached page when the
    // network is gone. The cached page is not refreshed from here: it must match the cached chunks.
    event.respondWith(
      fetch(request).catch(
        async () => (await caches.match(INDEX, { cacheName: CACHE })) ?? Response.error(),
      ),
    );
    return;
  }

  // Hashed assets never change under their name, and the other shell files belong to this build.
  event.respondWith(
    caches.match(request, { cacheName: CACHE }).then((cached) => cached ?? fetch(request)),
  );
});

// Web Push: the reminders and the settings' test message. The server sends JSON with a title, a
// text and the page to open; anything else is shown as the app's name, so a push is never silent.
self.addEventListener('push', (event) => {
  let message = {};
  try {
    message = event.data ? event.data.json() : {};
  } catch {
    message = {};
  }
  const title =
    typeof message.title === 'string' && message.title ? message.title : 'Leistungszone';
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof message.body === 'string' ? message.body : '',
      icon: '/icons/icon-192.png',
      lang: 'de',
      data: { url: sameOriginUrl(message.url) },
    }),
  );
});

/** The page a notification opens: only one of this app, the start page otherwise. */
function sameOriginUrl(value) {
  try {
    const url = new URL(typeof value === 'string' ? value : '/', self.location.origin);
    return url.origin === self.location.origin ? url.href : self.location.origin;
  } catch {
    return self.location.origin;
  }
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = sameOriginUrl(event.notification.data?.url);
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      // An open window of the app goes to the page; otherwise (or when it cannot) a new one opens.
      const open = windows.find((w) => new URL(w.url).origin === self.location.origin);
      if (!open) return self.clients.openWindow(target);
      return open
        .focus()
        .then((w) => w.navigate(target))
        .catch(() => self.clients.openWindow(target));
    }),
  );
});

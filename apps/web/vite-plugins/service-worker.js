/* global __CACHE_NAME__, __PRECACHE__ */
/**
 * Aurelix's service worker (issue 15). It keeps the app shell and the hashed build assets, so a
 * returning visitor loads the app from disk and the app still opens offline. It never answers an
 * API call, a Socket.IO request or anything outside /assets/ from its cache: prices, balances and
 * orders always come from the server. The build (vite-plugins/pwa.ts) fills in the cache name and
 * the shell's files.
 */
const CACHE = __CACHE_NAME__;
const PRECACHE = __PRECACHE__;
const SHELL = '/index.html';

self.addEventListener('install', (event) => {
  // The first visit has just fetched these files, so they mostly come from the HTTP cache.
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(PRECACHE))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    Promise.all([
      caches
        .keys()
        .then((names) => Promise.all(names.filter((n) => n.startsWith('aurelix-') && n !== CACHE).map((n) => caches.delete(n)))),
      // The browser starts a page's request while this worker wakes up, instead of after.
      self.registration.navigationPreload?.enable(),
    ]),
  );
});

/** A hashed file never changes: the cache answers first, and the network fills what it lacks. */
async function hashedAsset(request) {
  const cache = await caches.open(CACHE);
  const hit = await cache.match(request);
  if (hit) return hit;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

/** Pages come from the network (a new release shows at once); the cached shell only when offline. */
async function page(event) {
  try {
    return (await event.preloadResponse) || (await fetch(event.request));
  } catch (error) {
    const shell = await caches.match(SHELL);
    if (shell) return shell;
    throw error;
  }
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (url.pathname.startsWith('/api/') || url.pathname.startsWith('/socket.io')) return;
  if (request.mode === 'navigate') event.respondWith(page(event));
  else if (url.pathname.startsWith('/assets/')) event.respondWith(hashedAsset(request));
});

/**
 * Registers /sw.js (the build writes it: vite-plugins/pwa.ts) once the page has loaded, so its
 * precache does not compete with the first paint. Not in development (Vite serves no sw.js) and
 * not for automated browsers (navigator.webdriver), so e2e tests keep seeing every request the
 * app makes; bench/web opts in to measure what a person gets.
 */
export function registerServiceWorker(nav: Navigator = navigator, win: Window = window): void {
  if (!import.meta.env.PROD || !('serviceWorker' in nav) || nav.webdriver) return;
  const register = () => void nav.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined);
  if (win.document.readyState === 'complete') register();
  else win.addEventListener('load', register, { once: true });
}

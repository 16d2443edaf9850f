/**
 * Registers /sw.js (the build writes it: vite-plugins/pwa.ts) once the page has loaded and the
 * browser is idle, so its start and precache do not compete with the first paint and data. Not in
 * development (Vite serves no sw.js) and not for automated browsers (navigator.webdriver), so e2e
 * tests keep seeing every request the app makes; bench/web opts in to measure what a person gets.
 */
export function registerServiceWorker(nav: Navigator = navigator, win: Window = window): void {
  if (!import.meta.env.PROD || !('serviceWorker' in nav) || nav.webdriver) return;
  const register = () => void nav.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined);
  // Starting a worker and filling its cache takes CPU the page still needs for its first data
  // (bench/web measured the trading page's live chart later with an eager registration): wait
  // until the browser is idle after load.
  // Safari has no requestIdleCallback.
  const idle = (win as Partial<Pick<Window, 'requestIdleCallback'>>).requestIdleCallback?.bind(win);
  const whenIdle = () => (idle ? idle(register, { timeout: 10_000 }) : win.setTimeout(register, 2_000));
  if (win.document.readyState === 'complete') whenIdle();
  else win.addEventListener('load', whenIdle, { once: true });
}

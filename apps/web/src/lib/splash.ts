/** SPEC 9: the splash screen hides 500 ms after start. */
export const SPLASH_MS = 500;

export function hideSplash(delayMs = SPLASH_MS): void {
  const splash = document.getElementById('splash');
  if (!splash) return;
  window.setTimeout(() => {
    splash.classList.add('is-hidden');
    window.setTimeout(() => splash.remove(), 300);
  }, delayMs);
}

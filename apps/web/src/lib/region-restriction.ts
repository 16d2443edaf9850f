import { useSyncExternalStore } from 'react';

/**
 * Whether the server refused us for our region (HTTP 403 REGION_RESTRICTED). Once set it stays set
 * for the page's life: the dialog it opens cannot be closed (SPEC 8).
 */
let restricted = false;
const listeners = new Set<() => void>();

export function markRegionRestricted(): void {
  if (restricted) return;
  restricted = true;
  for (const listener of listeners) listener();
}

export function isRegionRestricted(): boolean {
  return restricted;
}

/** Test helper: a fresh page. */
export function resetRegionRestriction(): void {
  restricted = false;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useRegionRestricted(): boolean {
  return useSyncExternalStore(subscribe, isRegionRestricted, isRegionRestricted);
}

/** 'Exit app': go back in history, or close the window when there is nowhere to go back to. */
export function exitApp(): void {
  if (window.history.length > 1) window.history.back();
  else window.close();
}

/**
 * Local storage that never throws: private modes and full quotas must not break the app.
 * The keys are part of the app's contract (e2e tests and support staff set them by hand).
 */
export const STORAGE_KEYS = {
  token: 'token',
  userInfo: 'userInfo',
  lang: 'lang',
  pricingCurrency: 'pricingCurrency',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

export function readStorage(key: StorageKey): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: StorageKey, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Storage unavailable: the value lives for this page only.
  }
}

export function removeStorage(key: StorageKey): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Nothing to remove.
  }
}

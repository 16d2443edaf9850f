import { useSyncExternalStore } from 'react';

/** A phone-width screen (the trading pages' one-column layout starts here). */
export const PHONE_QUERY = '(max-width: 767px)';

/**
 * Whether a media query matches now, following it as the window changes. False where there is no
 * matchMedia (the test environment draws the desktop layout unless a test asks otherwise).
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (changed) => {
      const list = window.matchMedia?.(query);
      list?.addEventListener?.('change', changed);
      return () => list?.removeEventListener?.('change', changed);
    },
    () => window.matchMedia?.(query).matches ?? false,
    () => false,
  );
}

import { useSyncExternalStore } from 'react';
import type { Brand } from '@aurelix/shared/schemas/platform';
import { DEFAULT_BRAND } from '../styles/tokens';

/**
 * The operator's brand (white-label): name, logo and colours from plat_config. The app sets it once
 * the config arrives; everything that shows the name or the colours reads it here.
 */
let brand: Brand = DEFAULT_BRAND;
const listeners = new Set<() => void>();

export function setBrand(next: Brand): void {
  if (
    next.name === brand.name &&
    next.logo === brand.logo &&
    next.accent === brand.accent &&
    next.up === brand.up &&
    next.down === brand.down
  ) {
    return;
  }
  brand = next;
  for (const listener of listeners) listener();
}

export function getBrand(): Brand {
  return brand;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useBrand(): Brand {
  return useSyncExternalStore(subscribe, getBrand, getBrand);
}

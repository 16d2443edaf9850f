import { useSyncExternalStore } from 'react';
import {
  DEFAULT_PRICING_CURRENCY,
  PRICING_CURRENCIES,
  type PricingCurrencyCode,
} from '@aurelix/shared/locales';
import { readStorage, STORAGE_KEYS, writeStorage } from './storage';

/** The pricing (display) currency of SPEC 3, persisted across reloads; USD by default. */
export interface PricingCurrency {
  code: PricingCurrencyCode;
  mark: string;
}

function resolve(code: string | null): PricingCurrency {
  const found =
    PRICING_CURRENCIES.find((c) => c.name === code) ??
    PRICING_CURRENCIES.find((c) => c.name === DEFAULT_PRICING_CURRENCY)!;
  return { code: found.name, mark: found.mark };
}

let current = resolve(readStorage(STORAGE_KEYS.pricingCurrency));
const listeners = new Set<() => void>();

export function getPricingCurrency(): PricingCurrency {
  return current;
}

export function setPricingCurrency(code: PricingCurrencyCode): void {
  writeStorage(STORAGE_KEYS.pricingCurrency, code);
  current = resolve(code);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function usePricingCurrency(): PricingCurrency {
  return useSyncExternalStore(subscribe, getPricingCurrency, getPricingCurrency);
}

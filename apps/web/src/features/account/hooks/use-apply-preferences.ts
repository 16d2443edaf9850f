import { useEffect } from 'react';
import { PRICING_CURRENCIES, resolveLocale, type PricingCurrencyCode } from '@aurelix/shared/locales';
import { changeLocale, currentLocale } from '../../../i18n/i18n';
import { getPricingCurrency, setPricingCurrency } from '../../../lib/preferences';
import type { UserInfo } from '../../../lib/session';

/** Makes the user's saved language and pricing currency the app's (header menus follow). */
export function applyPreferences(user: Pick<UserInfo, 'lang' | 'pricing_currency'>): void {
  const lang = resolveLocale(user.lang);
  if (lang !== currentLocale()) void changeLocale(lang);
  const currency = PRICING_CURRENCIES.find((c) => c.name === user.pricing_currency)?.name as
    | PricingCurrencyCode
    | undefined;
  if (currency && currency !== getPricingCurrency().code) setPricingCurrency(currency);
}

const appliedFor = new Set<string>();

/** Applies the saved preferences once per session (after login), not on every render. */
export function useApplyPreferences(token: string | null, user: UserInfo | null): void {
  useEffect(() => {
    if (!token || !user || appliedFor.has(token)) return;
    appliedFor.add(token);
    applyPreferences(user);
  }, [token, user]);
}

import { PRICING_CURRENCIES, resolveLocale, type PricingCurrencyCode } from '@aurelix/shared/locales';
import { changeLocale, currentLocale } from '../i18n/i18n';
import { getPricingCurrency, setPricingCurrency } from './preferences';
import type { UserInfo } from './session';

/**
 * Makes the user's saved language and pricing currency the app's (header menus follow): after
 * login (auth) and after saving the settings (account), so it lives here rather than in either.
 */
export function applyPreferences(user: Pick<UserInfo, 'lang' | 'pricing_currency'>): void {
  const lang = resolveLocale(user.lang);
  if (lang !== currentLocale()) void changeLocale(lang);
  const currency = PRICING_CURRENCIES.find((c) => c.name === user.pricing_currency)?.name as
    | PricingCurrencyCode
    | undefined;
  if (currency && currency !== getPricingCurrency().code) setPricingCurrency(currency);
}

import type { QueryClient } from '@tanstack/react-query';
import type { Locale, PricingCurrencyCode } from '@aurelix/shared/locales';
import { postSettings } from '../../features/account/api/account-api';
import { changeLocale } from '../../i18n/i18n';
import { setPricingCurrency } from '../../lib/preferences';
import { queryKeys } from '../../lib/query-keys';
import { getSession, isLoggedIn, setUserInfo } from '../../lib/session';

/**
 * A language or pricing currency picked in the header (or the drawer): the app switches at once, and
 * for a signed-in user the choice is saved to the account too, so /api/center/index and the next
 * login on another device agree with what the user chose. A failed save has been toasted by the
 * API client; the local choice stays.
 */
async function saveToAccount(queryClient: QueryClient, body: { lang?: Locale; pricing_currency?: PricingCurrencyCode }) {
  if (!isLoggedIn(getSession())) return;
  try {
    setUserInfo(await postSettings(body));
    void queryClient.invalidateQueries({ queryKey: queryKeys.userInfo.all });
  } catch {
    /* shown by the API client */
  }
}

/**
 * Saved before the switch: when the page shows the new language the account already has it, so a
 * tab closed right after (or the next login elsewhere) cannot bring back the old one.
 */
export async function chooseLanguage(queryClient: QueryClient, lang: Locale): Promise<void> {
  await saveToAccount(queryClient, { lang });
  await changeLocale(lang);
}

export async function chooseCurrency(queryClient: QueryClient, code: PricingCurrencyCode): Promise<void> {
  setPricingCurrency(code);
  await saveToAccount(queryClient, { pricing_currency: code });
}

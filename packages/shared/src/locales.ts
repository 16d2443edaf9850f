/** The 10 locales of SPEC 1, in the spec's order; the first is the default. Ids from SPEC 3 (zh_CN is 1, ARCHITECTURE 12). */
export const LOCALES = [
  { lang: 'en_US', value: 2, name: 'English', flag: '🇺🇸' },
  { lang: 'ja_JP', value: 3, name: '日本語', flag: '🇯🇵' },
  { lang: 'ko_KR', value: 4, name: '한국어', flag: '🇰🇷' },
  { lang: 'zh_TW', value: 5, name: '繁體中文', flag: '🇹🇼' },
  { lang: 'zh_CN', value: 1, name: '简体中文', flag: '🇨🇳' },
  { lang: 'ru_RU', value: 6, name: 'Русский', flag: '🇷🇺' },
  { lang: 'tr_TR', value: 7, name: 'Türkçe', flag: '🇹🇷' },
  { lang: 'fr_FR', value: 8, name: 'Français', flag: '🇫🇷' },
  { lang: 'es_ES', value: 9, name: 'Español', flag: '🇪🇸' },
  { lang: 'de_DE', value: 10, name: 'Deutsch', flag: '🇩🇪' },
] as const;

export type Locale = (typeof LOCALES)[number]['lang'];
export const LOCALE_CODES = LOCALES.map((l) => l.lang) as Locale[];
export const DEFAULT_LOCALE: Locale = 'en_US';

/** Picks a supported locale from a `lang` header value; anything unknown falls back to en_US. */
export function resolveLocale(value: unknown): Locale {
  if (typeof value !== 'string') return DEFAULT_LOCALE;
  const normalized = value.replace('-', '_');
  return (LOCALE_CODES as string[]).includes(normalized) ? (normalized as Locale) : DEFAULT_LOCALE;
}

/** Pricing (legal) currencies of SPEC 3: id, code, symbol. USD is the default display currency. */
export const PRICING_CURRENCIES = [
  { value: 2, name: 'USD', mark: '$' },
  { value: 3, name: 'JPY', mark: '¥' },
  { value: 4, name: 'KRW', mark: '₩' },
  { value: 5, name: 'HKD', mark: 'HK$' },
  { value: 6, name: 'RUB', mark: '₽' },
  { value: 7, name: 'EUR', mark: '€' },
  { value: 8, name: 'GBP', mark: '£' },
  { value: 9, name: 'TRY', mark: '₺' },
] as const;

export type PricingCurrencyCode = (typeof PRICING_CURRENCIES)[number]['name'];
export const DEFAULT_PRICING_CURRENCY: PricingCurrencyCode = 'USD';

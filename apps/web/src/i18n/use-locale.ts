import { useTranslation } from 'react-i18next';
import { resolveLocale, type Locale } from '@aurelix/shared/locales';
import { toBcp47 } from './i18n';

/** The current app locale and its BCP 47 form for Intl; re-renders on a language change. */
export function useLocale(): { locale: Locale; intl: string } {
  const { i18n } = useTranslation();
  const locale = resolveLocale(i18n.language);
  return { locale, intl: toBcp47(locale) };
}

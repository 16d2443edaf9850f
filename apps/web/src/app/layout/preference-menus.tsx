import { DownOutlined, GlobalOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  LOCALES,
  PRICING_CURRENCIES,
  resolveLocale,
  type Locale,
  type PricingCurrencyCode,
} from '@aurelix/shared/locales';
import { FlagIcon } from '../../components/ui/flag-icon';
import { MenuButton } from '../../components/ui/menu-button';
import { useLocale } from '../../i18n/use-locale';
import { usePricingCurrency } from '../../lib/preferences';
import { usePlatConfig } from '../../lib/reference-data';
import { chooseCurrency, chooseLanguage } from './save-preferences';
import styles from './header.module.css';

/** Languages offered: the config's list, limited to the 10 the app has messages for. */
export function useLanguageOptions() {
  const config = usePlatConfig();
  const fromConfig = config.data?.languages.filter((l) => LOCALES.some((known) => known.lang === l.lang));
  return (fromConfig?.length ? fromConfig : LOCALES).map((l) => ({
    lang: resolveLocale(l.lang),
    name: l.name,
    flag: l.flag,
  }));
}

/** Pricing currencies offered: the config's legal_currencies, else the 8 of SPEC 3. */
export function useCurrencyOptions() {
  const config = usePlatConfig();
  const known = config.data?.legal_currencies.filter((c) =>
    PRICING_CURRENCIES.some((p) => p.name === c.name),
  );
  return (known?.length ? known : PRICING_CURRENCIES).map((c) => ({
    code: c.name as PricingCurrencyCode,
    mark: c.mark,
  }));
}

export function LanguageLabel({ lang, name, flag }: { lang: Locale; name: string; flag?: string }) {
  return (
    <span className={styles.option}>
      <FlagIcon locale={lang} fallback={flag} />
      <span lang={lang.replace('_', '-')}>{name}</span>
    </span>
  );
}

export function LanguageMenu() {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const options = useLanguageOptions();
  const queryClient = useQueryClient();
  return (
    <MenuButton<Locale>
      label={t('aria.language')}
      testId="lang-menu"
      triggerClassName={styles.iconButton}
      trigger={<GlobalOutlined aria-hidden />}
      selected={locale}
      items={options.map((o) => ({ key: o.lang, label: <LanguageLabel {...o} /> }))}
      onSelect={(key) => void chooseLanguage(queryClient, key)}
    />
  );
}

export function CurrencyMenu() {
  const { t } = useTranslation();
  const current = usePricingCurrency();
  const options = useCurrencyOptions();
  const queryClient = useQueryClient();
  return (
    <MenuButton<PricingCurrencyCode>
      label={`${t('aria.currency')}: ${current.code}`}
      testId="currency-menu"
      triggerClassName={styles.textButton}
      trigger={
        <>
          <span>{current.code}</span>
          <DownOutlined className={styles.caret} aria-hidden />
        </>
      }
      selected={current.code}
      items={options.map((o) => ({
        key: o.code,
        label: (
          <span className={styles.option}>
            <span className={styles.currencyMark}>{o.mark}</span>
            {o.code}
          </span>
        ),
      }))}
      onSelect={(code) => void chooseCurrency(queryClient, code)}
    />
  );
}

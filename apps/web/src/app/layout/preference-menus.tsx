import { Dropdown } from 'antd';
import { DownOutlined, GlobalOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  LOCALES,
  PRICING_CURRENCIES,
  resolveLocale,
  type Locale,
  type PricingCurrencyCode,
} from '@aurelix/shared/locales';
import { FlagIcon } from '../../components/ui/flag-icon';
import { changeLocale } from '../../i18n/i18n';
import { useLocale } from '../../i18n/use-locale';
import { setPricingCurrency, usePricingCurrency } from '../../lib/preferences';
import { usePlatConfig } from '../../features/platform/api/get-plat-config';
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
  return (
    <Dropdown
      trigger={['click']}
      placement="bottomRight"
      menu={{
        selectable: true,
        selectedKeys: [locale],
        items: options.map((o) => ({ key: o.lang, label: <LanguageLabel {...o} /> })),
        onClick: ({ key }) => void changeLocale(key as Locale),
      }}
    >
      <button
        type="button"
        className={styles.iconButton}
        aria-label={t('aria.language')}
        data-testid="lang-menu"
      >
        <GlobalOutlined />
      </button>
    </Dropdown>
  );
}

export function CurrencyMenu() {
  const { t } = useTranslation();
  const current = usePricingCurrency();
  const options = useCurrencyOptions();
  return (
    <Dropdown
      trigger={['click']}
      placement="bottomRight"
      menu={{
        selectable: true,
        selectedKeys: [current.code],
        items: options.map((o) => ({
          key: o.code,
          label: (
            <span className={styles.option}>
              <span className={styles.currencyMark}>{o.mark}</span>
              {o.code}
            </span>
          ),
        })),
        onClick: ({ key }) => setPricingCurrency(key as PricingCurrencyCode),
      }}
    >
      <button
        type="button"
        className={styles.textButton}
        aria-label={`${t('aria.currency')}: ${current.code}`}
        data-testid="currency-menu"
      >
        <span>{current.code}</span>
        <DownOutlined className={styles.caret} />
      </button>
    </Dropdown>
  );
}

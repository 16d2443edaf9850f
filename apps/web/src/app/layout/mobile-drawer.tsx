import { Drawer, Menu, type MenuProps } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import {
  BellOutlined,
  FileTextOutlined,
  GlobalOutlined,
  MoneyCollectOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import type { Locale, PricingCurrencyCode } from '@aurelix/shared/locales';
import { useLocale } from '../../i18n/use-locale';
import { usePricingCurrency } from '../../lib/preferences';
import { isLoggedIn, useSession } from '../../lib/session';
import { AccountPanel, VisitorPanel } from '../../features/auth/components/account-menu';
import { AppDownloadQr } from '../../features/platform/components/app-download-qr';
import { InstallAppButton } from '../../features/platform/components/install-app-button';
import { MAIN_LINKS, ORDER_GROUPS, WALLET_GROUPS, type NavGroup } from './nav-items';
import { LanguageLabel, useCurrencyOptions, useLanguageOptions } from './preference-menus';
import { chooseCurrency, chooseLanguage } from './save-preferences';
import styles from './header.module.css';

/** The header on phones and narrow windows: every entry of the desktop header in one panel. */
export function MobileDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { locale } = useLocale();
  const currency = usePricingCurrency();
  const queryClient = useQueryClient();
  const session = useSession();
  const languages = useLanguageOptions();
  const currencies = useCurrencyOptions();

  const link = (to: string, label: string) => (
    <Link to={to} onClick={onClose}>
      {label}
    </Link>
  );
  const groupItems = (groups: NavGroup[]) =>
    groups.map((g) => ({
      type: 'group' as const,
      key: g.label,
      label: t(g.label),
      children: g.items.map((i) => ({ key: i.to, label: link(i.to, t(i.label)) })),
    }));

  const items: MenuProps['items'] = [
    ...MAIN_LINKS.map((l) => ({ key: l.to, label: link(l.to, t(l.label)) })),
    { type: 'divider' },
    { key: 'wallet', icon: <WalletOutlined aria-hidden />, label: t('nav.wallet'), children: groupItems(WALLET_GROUPS) },
    { key: 'orders', icon: <FileTextOutlined aria-hidden />, label: t('nav.orders'), children: groupItems(ORDER_GROUPS) },
    { key: '/inform', icon: <BellOutlined aria-hidden />, label: link('/inform', t('aria.notifications')) },
    { type: 'divider' },
    {
      key: 'language',
      icon: <GlobalOutlined aria-hidden />,
      label: t('aria.language'),
      children: languages.map((l) => ({ key: `lang:${l.lang}`, label: <LanguageLabel {...l} /> })),
    },
    {
      key: 'currency',
      icon: <MoneyCollectOutlined aria-hidden />,
      label: `${t('aria.currency')} · ${currency.code}`,
      children: currencies.map((c) => ({ key: `ccy:${c.code}`, label: `${c.mark} ${c.code}` })),
    },
  ];

  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key.startsWith('lang:')) void chooseLanguage(queryClient, key.slice(5) as Locale);
    else if (key.startsWith('ccy:')) void chooseCurrency(queryClient, key.slice(4) as PricingCurrencyCode);
  };

  return (
    <Drawer
      open={open}
      onClose={onClose}
      placement="right"
      size={320}
      title={null}
      closable={false}
      styles={{ body: { padding: 0 } }}
    >
      <div className={styles.drawerTop}>
        {isLoggedIn(session) ? <AccountPanel onNavigate={onClose} /> : <VisitorPanel onNavigate={onClose} />}
      </div>
      <Menu
        mode="inline"
        selectable
        selectedKeys={[pathname, `lang:${locale}`, `ccy:${currency.code}`]}
        items={items}
        onClick={onClick}
        className={styles.drawerMenu}
      />
      <div className={styles.drawerDownload}>
        <p className={styles.drawerHeading}>{t('download.scan')}</p>
        <AppDownloadQr size={96} />
        <InstallAppButton />
      </div>
    </Drawer>
  );
}

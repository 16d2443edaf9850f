import { useLayoutEffect, useRef, useState } from 'react';
import { MenuOutlined, QrcodeOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { BrandLogo } from '../../components/ui/brand-logo';
import { useBrand } from '../../lib/brand';
import { isMainLinkActive, MAIN_LINKS, ORDER_GROUPS, WALLET_GROUPS } from './nav-items';
import { CurrencyMenu, LanguageMenu } from './preference-menus';
import { Account, Bell, DownloadPopover, Drawer, NavMenu } from './shell-parts';
import styles from './header.module.css';

/**
 * Whether the trading links fit beside the actions. Measured rather than guessed, because
 * 'Купить криптовалюту' needs far more room than 'Buy Crypto'.
 */
function useNavFits(language: string) {
  const navRef = useRef<HTMLElement>(null);
  const [fits, setFits] = useState(true);
  useLayoutEffect(() => {
    const nav = navRef.current;
    if (!nav) return;
    const check = () => setFits(nav.scrollWidth <= nav.clientWidth + 1);
    check();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(check);
    observer.observe(nav);
    return () => observer.disconnect();
  }, [language]);
  return { navRef, fits };
}

/** SPEC 2's header. When the trading links do not fit (or below 1200 px) they move into the drawer; below 768 px everything does. */
export function Header() {
  const { t, i18n } = useTranslation();
  const { pathname } = useLocation();
  const brand = useBrand();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerUsed, setDrawerUsed] = useState(false);
  const { navRef, fits } = useNavFits(i18n.language);
  return (
    <header className={fits ? styles.header : `${styles.header} ${styles.navCollapsed}`}>
      <div className={styles.bar}>
        <Link to="/home" className={styles.brand} aria-label={t('aria.home', { brand: brand.name })}>
          <BrandLogo size={28} />
          <span className={styles.brandName}>{brand.name}</span>
        </Link>

        <nav
          ref={navRef}
          className={styles.nav}
          aria-label={t('aria.mainNav')}
          aria-hidden={!fits || undefined}
        >
          {MAIN_LINKS.map((link) => {
            const active = isMainLinkActive(link.to, pathname);
            return (
              <Link
                key={link.to}
                to={link.to}
                aria-current={active ? 'page' : undefined}
                className={active ? `${styles.navLink} ${styles.navActive}` : styles.navLink}
              >
                {t(link.label)}
              </Link>
            );
          })}
        </nav>

        <div className={styles.actions}>
          <div className={styles.desktopOnly}>
            <NavMenu label={t('nav.wallet')} groups={WALLET_GROUPS} />
            <NavMenu label={t('nav.orders')} groups={ORDER_GROUPS} />
          </div>
          <div className={styles.account}>
            <Account />
          </div>
          <div className={styles.phoneOnly}>
            <Account compact />
          </div>
          <div className={styles.desktopOnly}>
            <span className={styles.divider} aria-hidden="true" />
            <Bell className={styles.iconButton} />
            <DownloadPopover placement="bottomRight">
              <button type="button" className={styles.iconButton} aria-label={t('aria.download')}>
                <QrcodeOutlined aria-hidden />
              </button>
            </DownloadPopover>
            <LanguageMenu />
            <CurrencyMenu />
          </div>
          <button
            type="button"
            className={`${styles.iconButton} ${styles.menuButton}`}
            aria-label={t('aria.openMenu')}
            aria-expanded={drawerOpen}
            onClick={() => {
              setDrawerUsed(true);
              setDrawerOpen(true);
            }}
          >
            <MenuOutlined aria-hidden />
          </button>
        </div>
      </div>
      {/* The drawer (antd Drawer and Menu) is drawn when first opened: most visits never open it. */}
      {drawerUsed && <Drawer open={drawerOpen} onClose={() => setDrawerOpen(false)} />}
    </header>
  );
}

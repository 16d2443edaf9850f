import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { PageSkeleton } from '../../../components/ui/page-skeleton';
import { WALLET_MENU } from '../utils/accounts';
import styles from './wallet-layout.module.css';

/**
 * The frame of the wallet screens: the accounts and history menu at the side on wide screens, as a
 * scrolling strip above the screen on narrow ones.
 */
export function WalletLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <div className={styles.area} data-testid="wallet-area">
      <nav className={styles.menu} aria-label={t('nav.wallet')} data-testid="wallet-menu">
        {WALLET_MENU.map((group) => (
          <div key={group.label} className={styles.group}>
            <div className={styles.groupLabel}>{t(group.label)}</div>
            <ul>
              {group.entries.map((entry) => {
                const active = pathname === entry.to;
                return (
                  <li key={entry.to}>
                    <Link
                      to={entry.to}
                      className={active ? `${styles.item} ${styles.active}` : styles.item}
                      aria-current={active ? 'page' : undefined}
                      data-testid={`wallet-menu-${entry.to.slice('/wallet/'.length)}`}
                    >
                      {t(entry.label)}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </div>
        ))}
      </nav>
      <section className={styles.content}>
        <Suspense fallback={<PageSkeleton />}>
          <Outlet />
        </Suspense>
      </section>
    </div>
  );
}

export default WalletLayout;

import { Suspense } from 'react';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router-dom';
import { PageSkeleton } from '../../components/ui/page-skeleton';
import styles from './admin-layout.module.css';

/** Every back-office screen, in the order an operator's day usually visits them. */
export const ADMIN_SECTIONS: { to: string; label: ParseKeys }[] = [
  { to: '/admin/identity', label: 'nav.admin.identity' },
  { to: '/admin/withdrawals', label: 'nav.admin.withdrawals' },
  { to: '/admin/futures', label: 'nav.uContract' },
  { to: '/admin/second', label: 'nav.secContract' },
  { to: '/admin/p2p', label: 'nav.admin.p2p' },
  { to: '/admin/ico', label: 'nav.ico' },
  { to: '/admin/audit-log', label: 'audit-log.nav' },
];

/** The admin pages with a tab row over them, so an operator moves between them without typing URLs. */
export default function AdminLayout() {
  const { t } = useTranslation();
  return (
    <>
      <nav className={styles.bar} aria-label={t('nav.admin.sections')} data-testid="admin-sections">
        <div className={styles.tabs}>
          {ADMIN_SECTIONS.map((s) => (
            <NavLink key={s.to} to={s.to} className={({ isActive }) => (isActive ? `${styles.tab} ${styles.active}` : styles.tab)}>
              {t(s.label)}
            </NavLink>
          ))}
        </div>
      </nav>
      {/* The tabs stay while the next admin page's code loads. */}
      <Suspense fallback={<PageSkeleton />}>
        <Outlet />
      </Suspense>
    </>
  );
}

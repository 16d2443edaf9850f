import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { PageSkeleton } from '../../../components/ui/page-skeleton';
import { useSession } from '../../../lib/session';
import { activeEntry, userMenuEntries } from './user-menu';
import styles from './user-area-layout.module.css';

/**
 * The frame of every /user/* screen: a side menu on wide screens, a scrolling tab strip on narrow
 * ones, and the screen itself. Screens of other features render here through the <Outlet/>.
 */
export function UserAreaLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { user } = useSession();
  const entries = userMenuEntries(user?.account);
  const active = activeEntry(entries, pathname);

  return (
    <div className={styles.area} data-testid="user-area">
      <nav className={styles.menu} aria-label={t('routes.user.user')} data-testid="user-menu">
        <ul>
          {entries.map((entry) => {
            const isActive = entry === active;
            return (
              <li key={entry.to}>
                <Link
                  to={entry.to}
                  className={isActive ? `${styles.item} ${styles.active}` : styles.item}
                  aria-current={isActive ? 'page' : undefined}
                  data-testid={`user-menu-${entry.to.slice('/user/'.length)}`}
                >
                  {t(entry.label)}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <section className={styles.content}>
        <Suspense fallback={<PageSkeleton />}>
          <Outlet />
        </Suspense>
      </section>
    </div>
  );
}

export default UserAreaLayout;

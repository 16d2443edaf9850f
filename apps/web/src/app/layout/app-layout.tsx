import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { PageSkeleton } from '../../components/ui/page-skeleton';
import { Footer } from './footer';
import { Header } from './header';
import styles from './app-layout.module.css';

/** antd's providers load beside the route's code; the shell paints before either (issue 30). */
const AntdRoot = lazy(() => import('../antd-root'));

/** Header, the current route (code-split, with a skeleton while it loads) and footer. */
export function AppLayout() {
  const { t } = useTranslation();
  return (
    <div className={styles.shell}>
      <a href="#main" className={styles.skip}>
        {t('common.skipToContent')}
      </a>
      <Header />
      <main id="main" className={styles.main}>
        <Suspense fallback={<PageSkeleton />}>
          <AntdRoot>
            <Suspense fallback={<PageSkeleton />}>
              <Outlet />
            </Suspense>
          </AntdRoot>
        </Suspense>
      </main>
      <Footer />
      <ScrollRestoration />
    </div>
  );
}

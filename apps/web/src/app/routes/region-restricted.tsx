import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { exitApp } from '../../lib/region-restriction';
import { useDocumentTitle } from '../../lib/use-document-title';
import styles from '../../components/ui/status-page.module.css';

/** The region-restricted screen of SPEC 2 (the API's REGION_RESTRICTED answer opens the same message as a dialog). */
export default function RegionRestrictedRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('region.title'));
  return (
    <section className={styles.page} aria-labelledby="status-title">
      <div className={styles.card}>
        <svg
          className={styles.art}
          viewBox="0 0 24 24"
          aria-hidden="true"
          style={{ width: 72, color: 'var(--accent)' }}
        >
          <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="1.4" />
          <path
            d="M2 12h20M12 2c3 3.2 3 16.8 0 20M12 2c-3 3.2-3 16.8 0 20"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.2"
          />
          <path d="M5 5l14 14" stroke="var(--down)" strokeWidth="1.8" strokeLinecap="round" />
        </svg>
        <h1 id="status-title" className={styles.title}>
          {t('region.title')}
        </h1>
        <p className={styles.detail}>{t('region.text')}</p>
        <p className={styles.text}>{t('region.detail')}</p>
        <Button type="primary" size="large" onClick={exitApp}>
          {t('region.exit')}
        </Button>
      </div>
    </section>
  );
}

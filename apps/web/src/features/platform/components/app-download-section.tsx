import { useTranslation } from 'react-i18next';
import { useBrand } from '../../../lib/brand';
import { AppDownloadQr } from './app-download-qr';
import { InstallAppButton } from './install-app-button';
import styles from './app-download-section.module.css';

/** Home's app-download block: pitch on the left, the two QR codes on the right. */
export function AppDownloadSection() {
  const { t } = useTranslation();
  const brand = useBrand();
  return (
    <section className={styles.section} aria-labelledby="download-title">
      <div className={styles.copy}>
        <h2 id="download-title" className={styles.title}>
          {t('download.title')}
        </h2>
        <p className={styles.text}>{t('download.text', { brand: brand.name })}</p>
        <InstallAppButton />
      </div>
      <AppDownloadQr size={120} />
    </section>
  );
}

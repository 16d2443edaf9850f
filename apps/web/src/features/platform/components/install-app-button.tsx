import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useBrand } from '../../../lib/brand';
import { useInstallPrompt } from '../../../lib/install-prompt';
import styles from './app-download-qr.module.css';

/**
 * Installs the web app (PWA) on this device. Shown beside the app-download QR codes only while
 * the browser offers installation (its beforeinstallprompt event); elsewhere nothing is shown.
 */
export function InstallAppButton() {
  const { t } = useTranslation();
  const brand = useBrand();
  const { canInstall, install } = useInstallPrompt();
  if (!canInstall) return null;
  return (
    <div className={styles.install}>
      <Button type="primary" block onClick={() => void install()} data-testid="install-app">
        {t('download.install')}
      </Button>
      <p className={styles.installHint}>{t('download.installHint', { brand: brand.name })}</p>
    </div>
  );
}

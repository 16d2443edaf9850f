import { lazy, Suspense } from 'react';
import { Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useBrand } from '../../../lib/brand';
import { usePlatConfig } from '../../../lib/reference-data';
import { InstallAppButton } from './install-app-button';
import styles from './app-download-qr.module.css';

/** The QR encoder loads with the first code shown, not with the header every page has. */
const QRCodeSVG = lazy(() => import('qrcode.react').then((m) => ({ default: m.QRCodeSVG })));

function AppleGlyph() {
  return (
    <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
      <path d="M16.4 12.6c0-2.5 2-3.6 2.1-3.7-1.2-1.7-3-1.9-3.6-2-1.5-.2-3 .9-3.8.9-.8 0-2-.9-3.3-.9-1.7 0-3.3 1-4.2 2.5-1.8 3.1-.5 7.7 1.3 10.2.8 1.2 1.8 2.6 3.1 2.5 1.2 0 1.7-.8 3.2-.8s1.9.8 3.2.8c1.3 0 2.2-1.2 3-2.5.9-1.4 1.3-2.8 1.3-2.8s-2.5-1-2.5-4.2zM14 5.2c.7-.8 1.1-1.9 1-3-1 0-2.1.7-2.8 1.5-.6.7-1.2 1.8-1 2.9 1 .1 2.1-.6 2.8-1.4z" />
    </svg>
  );
}

function AndroidGlyph() {
  return (
    <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
      <path d="M6 18c0 .6.4 1 1 1h1v3.5c0 .8.7 1.5 1.5 1.5s1.5-.7 1.5-1.5V19h2v3.5c0 .8.7 1.5 1.5 1.5s1.5-.7 1.5-1.5V19h1c.6 0 1-.4 1-1V8H6v10zM3.5 8C2.7 8 2 8.7 2 9.5v7c0 .8.7 1.5 1.5 1.5S5 17.3 5 16.5v-7C5 8.7 4.3 8 3.5 8zm17 0c-.8 0-1.5.7-1.5 1.5v7c0 .8.7 1.5 1.5 1.5s1.5-.7 1.5-1.5v-7c0-.8-.7-1.5-1.5-1.5zm-4.97-5.84l1.3-1.3c.2-.2.2-.51 0-.71-.2-.2-.51-.2-.71 0l-1.48 1.48A5.84 5.84 0 0 0 12 1c-.96 0-1.86.23-2.66.63L7.85.15c-.2-.2-.51-.2-.71 0-.2.2-.2.51 0 .71l1.31 1.31A5.98 5.98 0 0 0 6 7h12c0-1.99-.97-3.75-2.47-4.84zM10 5H9V4h1v1zm5 0h-1V4h1v1z" />
    </svg>
  );
}

/** The two app-download QR codes (iOS and Android) from config.download. */
export function AppDownloadQr({ size = 112 }: { size?: number }) {
  const { t } = useTranslation();
  const brand = useBrand();
  const config = usePlatConfig();
  const download = config.data?.config.download;
  const items = [
    { key: 'ios', label: t('download.ios'), url: download?.ios_download_url, glyph: <AppleGlyph /> },
    {
      key: 'android',
      label: t('download.android'),
      url: download?.android_download_url,
      glyph: <AndroidGlyph />,
    },
  ];
  return (
    <div className={styles.grid}>
      {items.map((item) => (
        <figure key={item.key} className={styles.item}>
          <div className={styles.code} style={{ width: size + 16, height: size + 16 }}>
            {item.url ? (
              <Suspense fallback={<Skeleton.Node active style={{ width: size, height: size }} />}>
                <QRCodeSVG
                  value={item.url}
                  size={size}
                  level="M"
                  bgColor="#ffffff"
                  fgColor="#0b0e13"
                  title={t('download.qrLabel', { platform: item.label })}
                  imageSettings={{ src: brand.logo, width: size * 0.2, height: size * 0.2, excavate: true }}
                />
              </Suspense>
            ) : config.isPending ? (
              <Skeleton.Node active style={{ width: size, height: size }} />
            ) : (
              <span className={styles.missing}>--</span>
            )}
          </div>
          <figcaption className={styles.caption}>
            {item.glyph}
            {item.url ? (
              <a href={item.url} target="_blank" rel="noopener noreferrer">
                {item.label}
              </a>
            ) : (
              item.label
            )}
          </figcaption>
        </figure>
      ))}
    </div>
  );
}

/** The popup content used by the header and footer: title, hint and the two codes. */
export function AppDownloadPanel() {
  const { t } = useTranslation();
  return (
    <div className={styles.panel}>
      <p className={styles.panelTitle}>{t('download.scan')}</p>
      <AppDownloadQr size={104} />
      <InstallAppButton />
    </div>
  );
}

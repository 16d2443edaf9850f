import { Button, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { exitApp, useRegionRestricted } from '../../lib/region-restriction';

/**
 * SPEC 8: HTTP 403 REGION_RESTRICTED opens a dialog that cannot be closed, with one button that
 * leaves the app.
 */
export function RegionDialog() {
  const { t } = useTranslation();
  const open = useRegionRestricted();
  return (
    <Modal
      open={open}
      closable={false}
      mask={{ closable: false }}
      keyboard={false}
      centered
      width={400}
      title={null}
      footer={null}
      zIndex={3000}
      styles={{ mask: { background: 'rgba(5, 7, 10, 0.85)', backdropFilter: 'blur(4px)' } }}
    >
      <div
        data-testid="region-dialog"
        role="alertdialog"
        aria-labelledby="region-dialog-title"
        aria-describedby="region-dialog-text"
        style={{ textAlign: 'center', padding: '12px 4px 4px' }}
      >
        <svg width="48" height="48" viewBox="0 0 24 24" aria-hidden="true" style={{ color: 'var(--accent)' }}>
          <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="1.6" />
          <path
            d="M2 12h20M12 2c3 3.2 3 16.8 0 20M12 2c-3 3.2-3 16.8 0 20"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.4"
          />
          <path d="M5 5l14 14" stroke="var(--down)" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <h2 id="region-dialog-title" style={{ margin: '12px 0 6px', fontSize: 18 }}>
          {t('region.title')}
        </h2>
        <p id="region-dialog-text" style={{ margin: '0 0 20px', color: 'var(--text-2)' }}>
          {t('region.text')}
        </p>
        <Button type="primary" block size="large" onClick={exitApp}>
          {t('region.exit')}
        </Button>
      </div>
    </Modal>
  );
}

import { CopyOutlined } from '@ant-design/icons';
import { Alert, Button, Result, Skeleton } from 'antd';
import type { NetworkItem } from '@aurelix/shared/schemas/funding';
import { QRCodeSVG } from 'qrcode.react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notify';
import { useDepositAddress } from '../api/deposits';
import styles from './funding.module.css';

async function copy(text: string, ok: string, failed: string) {
  try {
    await navigator.clipboard.writeText(text);
    notify.success(ok);
  } catch {
    notify.error(failed);
  }
}

/** The user's address on the chosen network, its QR code, the copy button and the SPEC 8 warning. */
export function DepositAddressCard({ terms }: { terms: NetworkItem }) {
  const { t } = useTranslation();
  const query = useDepositAddress(terms.currency, terms.network);
  return (
    <section className={styles.panel} aria-labelledby="deposit-address-title" data-testid="deposit-address-card">
      <h2 className={styles.panelTitle} id="deposit-address-title">{t('funding.depositAddress')}</h2>
      {query.isPending && <Skeleton active paragraph={{ rows: 4 }} />}
      {query.isError && (
        <Result status="warning" subTitle={t('errors.loadFailed')} extra={<Button onClick={() => void query.refetch()}>{t('common.retry')}</Button>} />
      )}
      {query.data && (
        <div className={styles.address}>
          <div className={styles.qr} title={t('funding.qrHint')}>
            <QRCodeSVG value={query.data.address} size={132} />
          </div>
          <div style={{ minWidth: 0, flex: '1 1 220px' }}>
            <div className={styles.addressText} data-testid="deposit-address">{query.data.address}</div>
            <Button icon={<CopyOutlined aria-hidden />} onClick={() => void copy(query.data.address, t('common.copySuccess'), t('common.copyFailed'))}>
              {t('funding.copyAddress')}
            </Button>
          </div>
        </div>
      )}
      <Alert style={{ marginTop: 16 }} type="warning" showIcon message={t('funding.networkWarning')} data-testid="network-warning" />
      <div className={styles.facts}>
        <span>{t('funding.network')}</span>
        <span>{terms.name}</span>
        <span>{t('funding.minDeposit')}</span>
        <span>{`${terms.min_deposit} ${terms.currency}`}</span>
        <span>{t('funding.confirmationsNeeded')}</span>
        <span>{t('funding.confirmationsValue', { count: terms.confirmations })}</span>
      </div>
      <p className={styles.label} style={{ margin: '12px 0 0' }}>{t('funding.minDepositHint')}</p>
    </section>
  );
}

import { useEffect, useState } from 'react';
import { Input, Modal, Segmented } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { FuturesPositionView } from '@aurelix/shared/schemas/futures';
import { useLocale } from '../../../i18n/use-locale';
import { api } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useBusySubmitGuard } from '../../../lib/submit-guard';
import { futuresKeys } from '../api/keys';
import { useFuturesAccount } from '../api/get-futures-account';
import { formatUsdt } from '../utils/format';
import styles from './futures.module.css';

interface MarginDialogProps {
  /** The isolated position whose margin changes; null keeps the dialog closed. */
  position: FuturesPositionView | null;
  onClose: () => void;
}

/** A positive amount with at most 8 decimals, as the server takes it. */
const AMOUNT = /^(?:0|[1-9]\d{0,16})(?:\.\d{1,8})?$/;

/**
 * Adds margin to an isolated position from the futures wallet, or takes some back: the server
 * refuses a removal that would leave less than the initial margin at the mark and the open loss.
 */
export function MarginDialog({ position, onClose }: MarginDialogProps) {
  const { t } = useTranslation();
  const { intl } = useLocale();
  const queryClient = useQueryClient();
  const account = useFuturesAccount(undefined, position !== null);
  const [action, setAction] = useState<'add' | 'remove'>('add');
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (position) {
      setAction('add');
      setAmount('');
      setError(null);
    }
  }, [position]);

  const { submit, busy } = useBusySubmitGuard(async () => {
    if (!position) return;
    const typed = amount.trim();
    if (!AMOUNT.test(typed) || !/[1-9]/.test(typed)) {
      setError(t('futures.margin.invalid'));
      return;
    }
    try {
      await api.post('/api/futures/position/margin', { symbol: position.symbol, side: position.side, action, amount: typed }, { schema: z.unknown() });
      notify.success(t(action === 'add' ? 'futures.margin.added' : 'futures.margin.removed'));
      onClose();
    } catch {
      /* the server's message was shown */
    } finally {
      void queryClient.invalidateQueries({ queryKey: futuresKeys.private });
    }
  });

  return (
    <Modal
      open={position !== null}
      title={t('futures.margin.title')}
      okText={t('futures.margin.submit')}
      cancelText={t('common.cancel')}
      onOk={() => submit()}
      onCancel={onClose}
      okButtonProps={{ loading: busy, ...({ 'data-testid': 'margin-ok' } as object) }}
      destroyOnHidden
    >
      {position && (
        <div className={styles.levRow} style={{ flexDirection: 'column', alignItems: 'stretch', gap: 12 }}>
          <Segmented
            block
            value={action}
            onChange={(v) => setAction(v as 'add' | 'remove')}
            options={[
              { value: 'add', label: t('futures.margin.add') },
              { value: 'remove', label: t('futures.margin.remove') },
            ]}
          />
          <p className={styles.muted}>
            {t('futures.margin.current', { margin: formatUsdt(position.margin, intl) })}
            {action === 'add' && account.data ? ` · ${t('futures.margin.available', { available: formatUsdt(account.data.available, intl) })}` : ''}
          </p>
          <Input
            value={amount}
            onChange={(e) => {
              setAmount(e.target.value);
              setError(null);
            }}
            onPressEnter={() => submit()}
            inputMode="decimal"
            suffix="USDT"
            status={error ? 'error' : undefined}
            aria-label={t('futures.margin.amount')}
            placeholder={t('futures.margin.amount')}
            data-testid="margin-amount"
          />
          {error && <p className={styles.down}>{error}</p>}
        </div>
      )}
    </Modal>
  );
}

import { useEffect, useState } from 'react';
import { InputNumber, Modal, Slider } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FuturesContractView } from '@aurelix/shared/schemas/futures';
import { useLocale } from '../../../i18n/use-locale';
import { formatFixed } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { useBusySubmitGuard } from '../../../lib/submit-guard';
import { useChangeFuturesSettings } from '../api/settings';
import { bracketCapAt } from '../utils/futures-form';
import styles from './futures.module.css';

interface LeverageDialogProps {
  contract: FuturesContractView;
  open: boolean;
  current: number;
  onClose: () => void;
}

/**
 * Leverage 1..max_leverage by slider or typing, with the bracket's notional limit at that leverage.
 * While the change is on its way the dialog stays open and cannot be dismissed: closing it then
 * would let the order form be used at a leverage that is about to change.
 */
export function LeverageDialog({ contract, open, current, onClose }: LeverageDialogProps) {
  const { t } = useTranslation();
  const { intl } = useLocale();
  const change = useChangeFuturesSettings(contract.symbol);
  const max = contract.max_leverage;
  const [value, setValue] = useState(current);
  useEffect(() => {
    if (open) setValue(current);
  }, [open, current]);
  const cap = bracketCapAt(contract, value);

  const { submit, busy: guarded } = useBusySubmitGuard(async () => {
    try {
      const held = await change.mutateAsync({ leverage: value });
      // The server's answer, not what was typed: it is what the orders will use.
      notify.success(t('futures.leverage.changed', { leverage: held.leverage }));
      onClose();
    } catch {
      /* the server's message was shown */
    }
  });
  const busy = guarded || change.isPending;

  const marks = Object.fromEntries([1, ...[0.25, 0.5, 0.75].map((f) => Math.max(1, Math.round(max * f))), max].map((v) => [v, `${v}x`]));
  return (
    <Modal
      open={open}
      title={t('futures.leverage.title')}
      okText={t('futures.form.confirmOk')}
      cancelText={t('common.cancel')}
      onOk={() => submit()}
      onCancel={() => !change.isPending && onClose()}
      okButtonProps={{ loading: busy, disabled: value === current }}
      cancelButtonProps={{ disabled: change.isPending }}
      closable={!change.isPending}
      maskClosable={!change.isPending}
      keyboard={!change.isPending}
      destroyOnHidden
    >
      <div className={styles.levRow}>
        <InputNumber
          min={1}
          max={max}
          precision={0}
          value={value}
          onChange={(v) => setValue(Math.min(max, Math.max(1, Math.round(Number(v ?? 1)))))}
          suffix="x"
          aria-label={t('futures.leverage.input')}
          data-testid="leverage-input"
        />
        <span className={styles.muted}>{t('futures.leverage.range', { max })}</span>
      </div>
      <Slider min={1} max={max} step={1} value={value} onChange={setValue} marks={marks} aria-label={t('futures.leverage.input')} />
      <p className={styles.bracket} data-testid="leverage-bracket">
        {cap === null
          ? t('futures.leverage.bracketUnlimited', { leverage: value })
          : t('futures.leverage.bracket', { leverage: value, cap: formatFixed(cap ?? '0', 0, intl) })}
      </p>
      <p className={styles.bracket}>{t('futures.leverage.note')}</p>
    </Modal>
  );
}

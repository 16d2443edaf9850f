import { useState } from 'react';
import { Checkbox, Segmented, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SpotTimeInForce } from '@aurelix/shared/schemas/spot';
import styles from './trade.module.css';

const TIFS = ['GTC', 'IOC', 'FOK'] as const;

interface OrderAdvancedProps {
  tif: SpotTimeInForce;
  onChange: (tif: SpotTimeInForce) => void;
  /** Prefix of the test ids ('buy' or 'sell'). */
  testId: string;
}

/**
 * The limit order's time in force (GTC, IOC, FOK) and post-only, folded under 'Advanced' so the
 * everyday form stays a price and a quantity. Post-only replaces the time in force (the API's tif).
 */
export function OrderAdvanced({ tif, onChange, testId }: OrderAdvancedProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(tif !== 'GTC');
  const postOnly = tif === 'POST_ONLY';
  return (
    <div className={styles.advanced}>
      <button
        type="button"
        className={styles.advancedToggle}
        aria-expanded={open}
        onClick={() => setOpen((o) => !o)}
        data-testid={`${testId}-advanced`}
      >
        {open ? '▾' : '▸'} {t('spot.form.advanced')}
      </button>
      {open && (
        <div className={styles.advancedBody}>
          <Segmented<SpotTimeInForce>
            size="small"
            block
            aria-label={t('spot.form.tif')}
            value={postOnly ? 'GTC' : tif}
            disabled={postOnly}
            onChange={onChange}
            data-testid={`${testId}-tif`}
            options={TIFS.map((value) => ({
              value,
              label: (
                <Tooltip title={t(`spot.form.tif${value}`)}>
                  <span data-testid={`${testId}-tif-${value}`}>{value}</span>
                </Tooltip>
              ),
            }))}
          />
          <Tooltip title={t('spot.form.postOnlyHint')}>
            <Checkbox checked={postOnly} onChange={(e) => onChange(e.target.checked ? 'POST_ONLY' : 'GTC')} data-testid={`${testId}-post-only`}>
              {t('spot.form.postOnly')}
            </Checkbox>
          </Tooltip>
        </div>
      )}
    </div>
  );
}

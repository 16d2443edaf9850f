import { useEffect, useState } from 'react';
import { Input, Modal, Segmented } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { FuturesContractView, FuturesOrderType, FuturesPositionView } from '@aurelix/shared/schemas/futures';
import { amountProblemText } from '../../../components/amount-problem';
import { useLocale } from '../../../i18n/use-locale';
import { formatFixed } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { useBusySubmitGuard } from '../../../lib/submit-guard';
import { decimalsOf, floorToStep, toDec } from '../../spot/utils/decimal';
import { sanitizeDecimalInput } from '../../spot/utils/format';
import { futuresKeys } from '../api/keys';
import { placeFuturesOrder } from '../api/post-futures';
import { contractRules, directionOf, toPlaceBody, validateFuturesDraft, type FuturesDraft } from '../utils/futures-form';
import spot from '../../spot/components/trade.module.css';

interface ClosePositionDialogProps {
  position: FuturesPositionView | null;
  contract: FuturesContractView | undefined;
  onClose: () => void;
}

/** The shares of the closable amount offered as buttons, as on the big exchanges' close dialogs. */
const SHARES = [25, 50, 75, 100] as const;

/** Close part or all of a position by limit or market, never more than its closable amount. */
export function ClosePositionDialog({ position, contract, onClose }: ClosePositionDialogProps) {
  const { t } = useTranslation();
  const { intl } = useLocale();
  const queryClient = useQueryClient();
  const [type, setType] = useState<FuturesOrderType>('market');
  const [price, setPrice] = useState('');
  const [quantity, setQuantity] = useState('');
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!position) return;
    // At the contract's own precision ("0.020", not the API's "0.02000000"): the tick for the price, the step for the size.
    setPrice(contract ? sanitizeDecimalInput(position.mark_price, decimalsOf(contract.tick_size)) : position.mark_price);
    setQuantity(contract ? sanitizeDecimalInput(position.closable, decimalsOf(contract.step_size)) : position.closable);
    setError(null);
  }, [position, contract]);

  const { submit, busy } = useBusySubmitGuard(async () => {
    if (!position || !contract) return;
    const draft: FuturesDraft = { direction: directionOf('close', position.side), type, price, quantity };
    const issue = validateFuturesDraft(draft, contractRules(contract), position.closable);
    if (issue) {
      const base = contract.base.toUpperCase();
      setError(
        issue.key === 'format' || issue.key === 'positive' || issue.key === 'precision'
          ? amountProblemText(t, issue.key, issue.values?.decimals ?? 0)
          : t(`futures.form.errors.${issue.key}`, {
              ...issue.values,
              closable: `${formatFixed(position.closable, decimalsOf(contract.step_size), intl)} ${base}`,
            }),
      );
      return;
    }
    try {
      await placeFuturesOrder(toPlaceBody(position.symbol, draft));
      notify.success(t('futures.positions.closeSent'));
      onClose();
    } catch {
      /* the server's message was shown */
    } finally {
      void queryClient.invalidateQueries({ queryKey: futuresKeys.private });
    }
  });

  const base = contract?.base.toUpperCase() ?? position?.symbol.split('_')[0] ?? '';
  /** `share` percent of the closable amount, rounded down to the contract's step (all of it at 100%). */
  const closeShare = (share: number) => {
    if (!position || !contract) return;
    const closable = toDec(position.closable);
    if (!closable) return;
    const part = share === 100 ? closable : floorToStep(closable.times(share).div(100), contract.step_size);
    setQuantity(part.toFixed(decimalsOf(contract.step_size)));
    setError(null);
  };
  const percent = new Intl.NumberFormat(intl, { style: 'percent' });
  return (
    <Modal
      open={position !== null}
      title={position ? t('futures.positions.closeTitle', { side: t(`futures.side.${position.side}`) }) : ''}
      okText={t('futures.positions.closeOk')}
      cancelText={t('common.cancel')}
      onOk={() => submit()}
      onCancel={onClose}
      okButtonProps={{ loading: busy, danger: true, ...({ 'data-testid': 'close-position-ok' } as object) }}
      destroyOnHidden
    >
      {position && (
        <div className={spot.orderForm} data-testid="close-position-dialog">
          <Segmented<FuturesOrderType>
            block
            value={type}
            onChange={(v) => {
              setType(v);
              setError(null);
            }}
            aria-label={t('futures.form.orderType')}
            options={[
              { value: 'limit', label: t('futures.form.limit') },
              { value: 'market', label: t('futures.form.market') },
            ]}
          />
          {type === 'limit' && (
            <label className={spot.field}>
              <span className={spot.fieldLabel}>{t('futures.form.price')}</span>
              <Input value={price} inputMode="decimal" suffix="USDT" onChange={(e) => setPrice(e.target.value)} data-testid="close-price" />
            </label>
          )}
          <label className={spot.field}>
            <span className={spot.fieldLabel}>{t('futures.form.quantity')}</span>
            <Input
              value={quantity}
              inputMode="decimal"
              suffix={base}
              onChange={(e) => {
                setQuantity(e.target.value);
                setError(null);
              }}
              data-testid="close-quantity"
            />
            {error && (
              <span className={spot.fieldError} role="alert">
                {error}
              </span>
            )}
          </label>
          <div className={spot.shares}>
            {SHARES.map((share) => (
              <button key={share} type="button" className={spot.share} onClick={() => closeShare(share)} disabled={!contract} data-testid={`close-share-${share}`}>
                {percent.format(share / 100)}
              </button>
            ))}
          </div>
          <div className={spot.availableRow}>
            <span>{t('futures.positions.closable')}</span>
            <span data-testid="close-closable">
              {formatFixed(position.closable, contract ? decimalsOf(contract.step_size) : 8, intl)} {base}
            </span>
          </div>
        </div>
      )}
    </Modal>
  );
}

import { useEffect, useRef, useState, type ReactNode } from 'react';
import Decimal from 'decimal.js';
import { Button, Input, Modal } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { PairItem } from '@aurelix/shared/schemas/platform';
import type { SpotBalances, SpotSide } from '@aurelix/shared/schemas/spot';
import { canonicalAmount } from '@aurelix/shared/schemas/amount';
import { amountProblemText } from '../../../components/amount-problem';
import { useLocale } from '../../../i18n/use-locale';
import { formatFixed } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { useBusySubmitGuard } from '../../../lib/submit-guard';
import { placeSpotStop, SPOT_STOPS_KEY } from '../api/spot-stops';
import { decimalsOf, isMultipleOf, toDec } from '../utils/decimal';
import {
  amountDecimals,
  fieldIssue,
  orderTotal,
  validateDraft,
  type DraftIssue,
  type OrderDraft,
} from '../utils/order-form';
import styles from './trade.module.css';

type StopField = 'stop' | 'price' | 'quantity';
type StopIssue = { field: StopField; text: string };

interface StopLimitFormProps {
  side: SpotSide;
  pair: PairItem;
  balances: SpotBalances | undefined;
  lastPrice: string | undefined;
}

/**
 * One side's stop-limit form (issue 16 part 4): when the last price rises or falls to the stop price,
 * a limit order at the limit price is placed. Nothing is frozen while it waits, so the balance is
 * shown but not required; the confirmation says in words what will happen.
 */
export function StopLimitForm({ side, pair, balances, lastPrice }: StopLimitFormProps) {
  const { t } = useTranslation();
  const { intl } = useLocale();
  const queryClient = useQueryClient();
  const [stop, setStop] = useState('');
  const [price, setPrice] = useState('');
  const [quantity, setQuantity] = useState('');
  const [issue, setIssue] = useState<StopIssue | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  const base = pair.left_symbol.toUpperCase();
  const quote = pair.right_symbol.toUpperCase();
  const priceDecimals = decimalsOf(pair.tick_size);
  const quoteDecimals = amountDecimals(pair);

  // The limit price starts at the last trade once, as in the limit form.
  const prefilled = useRef(false);
  useEffect(() => {
    if (prefilled.current || !lastPrice) return;
    prefilled.current = true;
    setPrice(new Decimal(lastPrice).toFixed(priceDecimals));
  }, [lastPrice, priceDecimals]);

  const draft: OrderDraft = { side, type: 'limit', price, quantity, buyBy: 'quantity', tif: 'GTC' };
  const available = side === 'buy' ? balances?.quote.available : balances?.base.available;
  const total = orderTotal(draft);
  const stopDec = toDec(stop);
  const last = toDec(lastPrice);
  const rises = stopDec && last ? stopDec.gt(last) : null;

  const draftText = (d: DraftIssue): string => {
    if (d.key === 'format' || d.key === 'positive' || d.key === 'precision')
      return amountProblemText(t, d.key, d.values?.decimals ?? 0);
    return t(`spot.form.errors.${d.key}`, d.values ?? {});
  };

  /** The first problem, in the order the fields are filled; nothing about the balance (it is not frozen). */
  function check(): StopIssue | null {
    const stopProblem = fieldIssue('price', stop, pair, true);
    if (stopProblem)
      return {
        field: 'stop',
        text:
          stopProblem.key === 'priceRequired' ? t('spot.stop.errors.stopRequired') : draftText(stopProblem),
      };
    if (!isMultipleOf(stopDec!, pair.tick_size))
      return { field: 'stop', text: t('spot.form.errors.priceTick', { tick: pair.tick_size }) };
    if (last && stopDec!.eq(last)) return { field: 'stop', text: t('spot.stop.errors.atLast') };
    const d = validateDraft(draft, pair, { available: '0', feeRate: '0', lastPrice });
    if (d && d.key !== 'insufficient')
      return { field: d.field === 'price' ? 'price' : 'quantity', text: draftText(d) };
    return null;
  }

  const errorOf = (field: StopField) => {
    if (issue?.field === field) return issue.text;
    const typed = fieldIssue(
      field === 'quantity' ? 'quantity' : 'price',
      field === 'stop' ? stop : field === 'price' ? price : quantity,
      pair,
    );
    return typed ? draftText(typed) : null;
  };

  async function place() {
    setSubmitting(true);
    try {
      await placeSpotStop({
        symbol: pair.symbol,
        side,
        stop_price: canonicalAmount(stop),
        price: canonicalAmount(price),
        quantity: canonicalAmount(quantity),
      });
      notify.success(t('spot.stop.placed'));
      setStop('');
      setQuantity('');
    } catch {
      /* the API client has shown the server's translated message */
    } finally {
      setSubmitting(false);
      void queryClient.invalidateQueries({ queryKey: SPOT_STOPS_KEY });
    }
  }

  const { submit, busy } = useBusySubmitGuard(async () => {
    const problem = check();
    setIssue(problem);
    if (!problem) setConfirming(true);
  });

  const testId = (name: string) => `stop-${side}-${name}`;
  const money = (v: string) => `${formatFixed(canonicalAmount(v), priceDecimals, intl)} ${quote}`;
  const input = (
    field: StopField,
    label: string,
    value: string,
    set: (v: string) => void,
    suffix: string,
  ) => (
    <Field label={label} error={errorOf(field)}>
      <Input
        value={value}
        inputMode="decimal"
        autoComplete="off"
        suffix={suffix}
        aria-label={label}
        data-testid={testId(field)}
        status={errorOf(field) ? 'error' : undefined}
        onChange={(e) => {
          set(e.target.value);
          setIssue(null);
        }}
      />
    </Field>
  );

  return (
    <form
      className={styles.orderForm}
      data-testid={`stop-form-${side}`}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <div className={styles.availableRow}>
        <span>{t('spot.form.available')}</span>
        <span data-testid={testId('available')}>
          {available !== undefined
            ? formatFixed(available, side === 'buy' ? quoteDecimals : decimalsOf(pair.step_size), intl)
            : '--'}{' '}
          {side === 'buy' ? quote : base}
        </span>
      </div>
      {input('stop', t('spot.stop.stopPrice'), stop, setStop, quote)}
      {input('price', t('spot.stop.limitPrice'), price, setPrice, quote)}
      {input('quantity', t('spot.form.quantity'), quantity, setQuantity, base)}
      <dl className={styles.summary}>
        <div>
          <dt>{t('spot.form.total')}</dt>
          <dd data-testid={testId('total')}>
            {total ? `${formatFixed(total, quoteDecimals, intl)} ${quote}` : '--'}
          </dd>
        </div>
      </dl>
      <p className={styles.stopHint}>{t('spot.stop.hint')}</p>
      <Button
        htmlType="submit"
        block
        size="large"
        loading={submitting || busy}
        className={side === 'buy' ? styles.buyButton : styles.sellButton}
        data-testid={testId('submit')}
      >
        {side === 'buy' ? t('spot.form.buy', { base }) : t('spot.form.sell', { base })}
      </Button>
      <Modal
        open={confirming}
        title={t('spot.stop.confirmTitle')}
        okText={t('spot.stop.confirmOk')}
        cancelText={t('common.cancel')}
        okButtonProps={{ ...({ 'data-testid': testId('confirm-ok') } as object) }}
        onOk={() => {
          setConfirming(false);
          void place();
        }}
        onCancel={() => setConfirming(false)}
        destroyOnHidden
      >
        {confirming && (
          <p data-testid={testId('confirm-text')}>
            {t(`spot.stop.confirm_${rises === null ? 'reach' : rises ? 'rise' : 'fall'}_${side}`, {
              stop: money(stop),
              price: money(price),
              quantity: `${canonicalAmount(quantity)} ${base}`,
            })}
          </p>
        )}
      </Modal>
    </form>
  );
}

function Field({ label, error, children }: { label: string; error?: string | null; children: ReactNode }) {
  return (
    <label className={styles.field}>
      <span className={styles.fieldLabel}>{label}</span>
      {children}
      {error && (
        <span className={styles.fieldError} role="alert">
          {error}
        </span>
      )}
    </label>
  );
}

import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import Decimal from 'decimal.js';
import { Button, Input, Modal, Segmented, Slider } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { PairItem } from '@aurelix/shared/schemas/platform';
import type { SpotBalances, SpotOrderType, SpotSide, SpotTimeInForce } from '@aurelix/shared/schemas/spot';
import { useLocale } from '../../../i18n/use-locale';
import { formatFixed } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { useBusySubmitGuard } from '../../../lib/submit-guard';
import { placeSpotOrder } from '../api/post-spot-order';
import { SPOT_BALANCES_KEY } from '../api/get-spot-balances';
import { SPOT_ORDERS_KEY } from '../api/get-spot-orders';
import { decimalsOf } from '../utils/decimal';
import { sanitizeDecimalInput } from '../utils/format';
import { canonicalAmount } from '@aurelix/shared/schemas/amount';
import { amountProblemText } from '../../../components/amount-problem';
import {
  amountDecimals,
  estimatedFee,
  fieldIssue,
  newClientOrderId,
  orderTotal,
  percentOfBalance,
  priceThrough,
  shareOfBalance,
  spendsAmount,
  toPlaceBody,
  validateDraft,
  type DraftIssue,
  type MarketBuyBy,
  type OrderDraft,
} from '../utils/order-form';
import { OrderAdvanced } from './order-advanced';
import styles from './trade.module.css';

const SLIDER_MARKS = { 0: '', 25: '', 50: '', 75: '', 100: '' };

export interface PickedPrice {
  price: string;
  /** Changes on every click, so picking the same price twice still fills the form. */
  nonce: number;
}

interface OrderFormProps {
  side: SpotSide;
  type: SpotOrderType;
  pair: PairItem;
  balances: SpotBalances | undefined;
  lastPrice: string | undefined;
  picked: PickedPrice | null;
  /** The best price on the other side of the book (lowest ask for a buy, highest bid for a sell). */
  bestOpposite?: string;
}

/** One side's form (SPEC 5: price, quantity or amount per order type), with the balance slider. */
export function OrderForm({ side, type, pair, balances, lastPrice, picked, bestOpposite }: OrderFormProps) {
  const { t } = useTranslation();
  const { intl } = useLocale();
  const queryClient = useQueryClient();
  const [price, setPrice] = useState('');
  const [quantity, setQuantity] = useState('');
  const [amount, setAmount] = useState('');
  const [buyBy, setBuyBy] = useState<MarketBuyBy>('quantity');
  const [issue, setIssue] = useState<DraftIssue | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [tif, setTif] = useState<SpotTimeInForce>('GTC');
  /** How far through the best opposite price the order goes, while the user is asked to confirm it. */
  const [priceCheck, setPriceCheck] = useState<Decimal | null>(null);

  const base = pair.left_symbol.toUpperCase();
  const quote = pair.right_symbol.toUpperCase();
  const priceDecimals = decimalsOf(pair.tick_size);
  const qtyDecimals = decimalsOf(pair.step_size);
  const quoteDecimals = amountDecimals(pair);

  // The price starts at the last trade once; after that it is the user's (clearing it keeps it empty).
  const prefilled = useRef(false);
  useEffect(() => {
    if (prefilled.current || !lastPrice) return;
    prefilled.current = true;
    setPrice(sanitizeDecimalInput(lastPrice, priceDecimals));
  }, [lastPrice, priceDecimals]);
  useEffect(() => {
    if (picked) setPrice(sanitizeDecimalInput(picked.price, priceDecimals));
  }, [picked, priceDecimals]);
  useEffect(() => setIssue(null), [type, buyBy]);

  const draft: OrderDraft = { side, type, price, quantity, amount, buyBy, tif };
  const available = side === 'buy' ? balances?.quote.available : balances?.base.available;
  const feeRate = balances?.taker_fee ?? '0.001';
  const ctx = { available: available ?? '0', feeRate, lastPrice };
  const byAmount = spendsAmount(draft);
  const total = orderTotal(draft, lastPrice);
  const fee = useMemo(() => estimatedFee(total, feeRate, quoteDecimals), [total, feeRate, quoteDecimals]);
  const percent = percentOfBalance(draft, ctx);

  const onSlide = (value: number) => {
    const next = shareOfBalance(value, draft, pair, ctx);
    if (next.quantity !== undefined) setQuantity(next.quantity);
    if (next.amount !== undefined) setAmount(next.amount);
    setIssue(null);
  };

  async function place() {
    setSubmitting(true);
    try {
      await placeSpotOrder(toPlaceBody(pair.symbol, draft, newClientOrderId()));
      notify.success(t('spot.form.placed'));
      setQuantity('');
      setAmount('');
    } catch {
      /* the API client has shown the server's translated message */
    } finally {
      setSubmitting(false);
      void queryClient.invalidateQueries({ queryKey: SPOT_ORDERS_KEY });
      void queryClient.invalidateQueries({ queryKey: SPOT_BALANCES_KEY });
    }
  }

  // Busy for the 2 s double-submit guard too, so a second click visibly waits instead of doing nothing.
  const { submit, busy } = useBusySubmitGuard(async () => {
    const problem = validateDraft(draft, pair, ctx);
    setIssue(problem);
    if (problem) return;
    const through = priceThrough(draft, bestOpposite, pair.price_band);
    if (through) return setPriceCheck(through);
    await place();
  });

  // A submit's issue, else what is wrong with the field as typed, so "-1" or "1e30" is named at once.
  const errorOf = (field: DraftIssue['field']) => {
    const shown = issue?.field === field ? issue : fieldIssue(field, draft[field], pair);
    if (!shown) return null;
    if (shown.key === 'format' || shown.key === 'positive' || shown.key === 'precision')
      return amountProblemText(t, shown.key, shown.values?.decimals ?? 0);
    return t(`spot.form.errors.${shown.key}`, shown.values ?? {});
  };
  const testId = (name: string) => `${side}-${name}`;

  return (
    <form
      className={styles.orderForm}
      data-testid={`order-form-${side}`}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <div className={styles.availableRow}>
        <span>{t('spot.form.available')}</span>
        <span data-testid={testId('available')}>
          {available !== undefined ? formatFixed(available, side === 'buy' ? quoteDecimals : qtyDecimals, intl) : '--'}{' '}
          {side === 'buy' ? quote : base}
        </span>
      </div>

      {type === 'limit' ? (
        <Field label={t('spot.form.price')} error={errorOf('price')}>
          <Input
            value={price}
            inputMode="decimal"
            autoComplete="off"
            suffix={quote}
            aria-label={t('spot.form.price')}
            data-testid={testId('price')}
            status={errorOf('price') ? 'error' : undefined}
            onChange={(e) => {
              setPrice(e.target.value);
              setIssue(null);
            }}
          />
        </Field>
      ) : (
        <Field label={t('spot.form.price')}>
          <Input value={t('spot.form.marketPrice')} disabled suffix={quote} aria-label={t('spot.form.price')} />
        </Field>
      )}

      {type === 'market' && side === 'buy' && (
        <Segmented<MarketBuyBy>
          block
          size="small"
          value={buyBy}
          onChange={setBuyBy}
          data-testid="buy-by"
          options={[
            { value: 'quantity', label: t('spot.form.byQuantity') },
            { value: 'amount', label: t('spot.form.byAmount') },
          ]}
        />
      )}

      {byAmount ? (
        <Field label={t('spot.form.amount')} error={errorOf('amount')}>
          <Input
            value={amount}
            inputMode="decimal"
            autoComplete="off"
            suffix={quote}
            aria-label={t('spot.form.amount')}
            data-testid={testId('amount')}
            status={errorOf('amount') ? 'error' : undefined}
            onChange={(e) => {
              setAmount(e.target.value);
              setIssue(null);
            }}
          />
        </Field>
      ) : (
        <Field label={t('spot.form.quantity')} error={errorOf('quantity')}>
          <Input
            value={quantity}
            inputMode="decimal"
            autoComplete="off"
            suffix={base}
            aria-label={t('spot.form.quantity')}
            data-testid={testId('quantity')}
            status={errorOf('quantity') ? 'error' : undefined}
            onChange={(e) => {
              setQuantity(e.target.value);
              setIssue(null);
            }}
          />
        </Field>
      )}

      {type === 'limit' && <OrderAdvanced tif={tif} onChange={setTif} testId={side} />}

      <Slider
        className={side === 'buy' ? styles.sliderBuy : styles.sliderSell}
        marks={SLIDER_MARKS}
        step={1}
        value={percent}
        onChange={onSlide}
        tooltip={{ formatter: (v) => `${v}%` }}
        aria-label={t('spot.form.share')}
        disabled={!balances}
      />
      <div className={styles.shares}>
        {[25, 50, 75, 100].map((p) => (
          <button key={p} type="button" className={styles.share} onClick={() => onSlide(p)} disabled={!balances}>
            {p}%
          </button>
        ))}
      </div>

      <dl className={styles.summary}>
        <div>
          <dt>{type === 'limit' || byAmount ? t('spot.form.total') : t('spot.form.estTotal')}</dt>
          <dd data-testid={testId('total')}>
            {total ? `${formatFixed(total, quoteDecimals, intl)} ${quote}` : '--'}
          </dd>
        </div>
        <div>
          <dt>
            {t('spot.form.fee')} ({formatFixed(new Decimal(feeRate).times(100), 2, intl)}%)
          </dt>
          <dd data-testid={testId('fee')}>{fee ? `${formatFixed(fee, quoteDecimals, intl)} ${quote}` : '--'}</dd>
        </div>
      </dl>

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
        open={priceCheck !== null}
        title={t('spot.form.priceCheckTitle')}
        okText={t('spot.form.priceCheckOk')}
        cancelText={t('common.cancel')}
        okButtonProps={{ danger: true, ...({ 'data-testid': testId('price-check-ok') } as object) }}
        onOk={() => {
          setPriceCheck(null);
          void place();
        }}
        onCancel={() => setPriceCheck(null)}
        destroyOnHidden
      >
        {priceCheck && (
          <p data-testid={testId('price-check-text')}>
            {t(side === 'buy' ? 'spot.form.priceCheckBuy' : 'spot.form.priceCheckSell', {
              price: `${formatFixed(canonicalAmount(price), priceDecimals, intl)} ${quote}`,
              best: `${formatFixed(bestOpposite ?? '0', priceDecimals, intl)} ${quote}`,
              percent: formatFixed(priceCheck, 2, intl),
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

import { useEffect, useRef, useState, type MutableRefObject, type ReactNode } from 'react';
import Decimal from 'decimal.js';
import { Button, Checkbox, Input, Modal, Segmented, Slider, type ButtonProps } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { FuturesContractView, FuturesOrderType } from '@aurelix/shared/schemas/futures';
import type { TriggerPriceType } from '@aurelix/shared/schemas/futures-triggers';
import { canonicalAmount } from '@aurelix/shared/schemas/amount';
import { amountProblemText } from '../../../components/amount-problem';
import { VisitorActions } from '../../../components/visitor-actions';
import { useLocale } from '../../../i18n/use-locale';
import { formatFixed, formatPercent } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { useBusySubmitGuard } from '../../../lib/submit-guard';
import { decimalsOf, toDec } from '../../spot/utils/decimal';
import { fieldIssue } from '../../spot/utils/order-form';
import { formatPairPrice, sanitizeDecimalInput } from '../../spot/utils/format';
import type { PickedPrice } from '../../spot/components/order-form';
import { futuresKeys } from '../api/keys';
import { placeFuturesOrder } from '../api/post-futures';
import { formatUsdt } from '../utils/format';
import { exitPrice, toExitLeg, validateExit, type ExitBy, type ExitContext, type ExitKind } from '../utils/trigger-form';
import {
  buysInBook,
  contractRules,
  costPrice,
  directionOf,
  openCost,
  percentOfMax,
  quantityAtPercent,
  toPlaceBody,
  validateFuturesDraft,
  type FormMode,
  type FuturesDraft,
  type FuturesIssue,
  type PositionSide,
} from '../utils/futures-form';
import spot from '../../spot/components/trade.module.css';
import styles from './futures.module.css';

const SLIDER_MARKS = { 0: '', 25: '', 50: '', 75: '', 100: '' };
const SIDES: PositionSide[] = ['long', 'short'];

export interface FormLimits {
  /** The leverage the server holds; undefined until the account is read. */
  leverage: number | undefined;
  /**
   * The server's settings are known and no leverage or margin-mode change is on its way: only then
   * may an order be asked for or confirmed (a person clicking fast must not place at a leverage
   * other than the one on screen).
   */
  settled: boolean;
  /** Largest sizes that can be opened now (base coin), from /api/futures/account. */
  maxOpen: Record<PositionSide, string | undefined>;
  /** What each position can close now (size less what close orders hold). */
  closable: Record<PositionSide, string>;
  available: string | undefined;
}

/** A visitor's form: what was typed before the login comes back, and is kept when leaving for it. */
export interface VisitorForm {
  initial: (field: string) => string | undefined;
  /** The form writes its fields here on every render, for keep(). */
  fields: MutableRefObject<Record<string, string>>;
  keep: () => void;
}

interface FuturesOrderFormProps {
  contract: FuturesContractView;
  mode: FormMode;
  type: FuturesOrderType;
  limits: FormLimits;
  picked: PickedPrice | null;
  /** A field's value typed by the visitor this user was before logging in, if any. */
  initial?: (field: string) => string | undefined;
  /** Set for a visitor: "Log in" and "Sign up" in place of the buttons. */
  visitor?: VisitorForm;
}

/**
 * Price, quantity with a slider of what can be opened (or closed), the cost of an opening order and
 * the two buttons: open long / open short, or close long / close short. Every order is confirmed
 * first (SPEC 8), and a second submit within 2 s is ignored.
 */
export function FuturesOrderForm({ contract, mode, type, limits, picked, initial, visitor }: FuturesOrderFormProps) {
  const { t } = useTranslation();
  const { intl } = useLocale();
  const queryClient = useQueryClient();
  const rules = contractRules(contract);
  const priceDecimals = decimalsOf(contract.tick_size);
  const qtyDecimals = decimalsOf(contract.step_size);
  const base = contract.base.toUpperCase();
  const typed = visitor?.initial ?? initial;
  const [price, setPrice] = useState(() => typed?.('price') ?? '');
  const [quantity, setQuantity] = useState(() => typed?.('quantity') ?? '');
  if (visitor) visitor.fields.current = { price, quantity };
  const [issue, setIssue] = useState<FuturesIssue | null>(null);
  // The order being confirmed, with the leverage the confirmation shows.
  const [pending, setPending] = useState<(FuturesDraft & { leverage: number }) | null>(null);
  const [leverageMoved, setLeverageMoved] = useState(false);
  // TP/SL at opening: off by default; one way of setting both (price or yield).
  const [tpslOn, setTpslOn] = useState(false);
  const [exitBy, setExitBy] = useState<ExitBy>('price');
  const [exitTrigger, setExitTrigger] = useState<TriggerPriceType>('mark');
  const [exits, setExits] = useState<Record<ExitKind, string>>({ take_profit: '', stop_loss: '' });
  const [exitIssue, setExitIssue] = useState<{ kind: ExitKind | 'both'; text: string } | null>(null);

  const reference = contract.last_price ?? contract.mark_price;
  const prefilled = useRef(price !== '');
  useEffect(() => {
    if (prefilled.current || !reference) return;
    prefilled.current = true;
    setPrice(sanitizeDecimalInput(reference, priceDecimals));
  }, [reference, priceDecimals]);
  useEffect(() => {
    if (picked) setPrice(sanitizeDecimalInput(picked.price, priceDecimals));
  }, [picked, priceDecimals]);
  useEffect(() => {
    setIssue(null);
    setExitIssue(null);
  }, [mode, type]);

  const maxOf = (side: PositionSide) => (mode === 'open' ? limits.maxOpen[side] : limits.closable[side]);
  // One quantity serves both buttons: the slider's 100% is what both sides can take when opening,
  // and the larger position when closing (the other button then refuses it with a message).
  const sliderMax = sliderMaximum(mode, maxOf('long'), maxOf('short'));
  const atPrice = costPrice({ type, price }, contract.last_price, contract.mark_price);
  const cost = mode === 'open' && limits.leverage !== undefined ? openCost(atPrice, quantity, limits.leverage, contract.taker_fee_rate) : null;

  const onSlide = (percent: number) => {
    setQuantity(quantityAtPercent(percent, sliderMax, contract.step_size));
    setIssue(null);
  };

  const { submit: place, busy } = useBusySubmitGuard(async (draft: FuturesDraft) => {
    setPending(null);
    try {
      await placeFuturesOrder(toPlaceBody(contract.symbol, draft));
      notify.success(t('futures.form.placed'));
      // A quantity typed while the order was on its way is the next order's: it stays.
      setQuantity((typed) => (typed === draft.quantity ? '' : typed));
    } catch {
      /* the API client has shown the server's translated message */
    } finally {
      void queryClient.invalidateQueries({ queryKey: futuresKeys.private });
    }
  });

  const withTpsl = mode === 'open' && tpslOn;
  /** The price the order's TP/SL are judged against: its limit price, or the last/mark price for a market order. */
  const exitContext = (side: PositionSide): ExitContext => {
    const at = type === 'limit' ? canonicalAmount(price) : (contract.last_price ?? contract.mark_price);
    return { side, entry: at, mark: at, leverage: limits.leverage ?? 1, size: canonicalAmount(quantity) || '0', rules };
  };

  /** The TP/SL legs of an opening order, or a message of what is wrong with them. */
  const exitLegs = (side: PositionSide): { legs: NonNullable<FuturesDraft['tpsl']> } | { kind: ExitKind | 'both'; text: string } => {
    const legs: NonNullable<FuturesDraft['tpsl']> = {};
    const ctx = exitContext(side);
    for (const kind of ['take_profit', 'stop_loss'] as const) {
      const value = exits[kind].trim();
      if (value === '') continue;
      const draft = { by: exitBy, value, quantity: '' };
      const problem = validateExit(kind, draft, ctx);
      if (problem) {
        const priceText = formatPairPrice(ctx.mark, contract.price_precision, intl);
        const key = problem.key === 'tpWrongSide' ? 'tpWrongSideOrder' : problem.key === 'slWrongSide' ? 'slWrongSideOrder' : problem.key;
        const text =
          key === 'format' || key === 'positive' || key === 'precision'
            ? amountProblemText(t, key, problem.values?.decimals ?? 0)
            : key === 'priceTick' || key === 'quantityStep'
              ? t(`futures.form.errors.${key}`, problem.values)
              : t(`futures.tpsl.errors.${key}`, { price: priceText });
        return { kind, text };
      }
      const leg = toExitLeg(draft);
      legs[kind] = 'price' in leg && leg.price !== undefined ? { price: leg.price } : { roe: leg.roe! };
    }
    if (!legs.take_profit && !legs.stop_loss) return { kind: 'both', text: t('futures.tpsl.errors.nothing') };
    return { legs };
  };

  const ask = (side: PositionSide) => {
    if (!limits.settled || limits.leverage === undefined) return;
    const draft: FuturesDraft = { direction: directionOf(mode, side), type, price, quantity };
    const problem = validateFuturesDraft(draft, rules, limits.closable[side]);
    setIssue(problem);
    setExitIssue(null);
    if (problem) return;
    if (withTpsl) {
      const checked = exitLegs(side);
      if ('text' in checked) {
        setExitIssue(checked);
        return;
      }
      draft.tpsl = { ...checked.legs, by: exitTrigger };
    }
    setLeverageMoved(false);
    setPending({ ...draft, leverage: limits.leverage });
  };

  /** Places the confirmed order, unless the leverage moved since it was shown: then it is shown again. */
  const confirm = () => {
    if (!pending || !limits.settled || limits.leverage === undefined) return;
    if (limits.leverage !== pending.leverage) {
      setPending({ ...pending, leverage: limits.leverage });
      setLeverageMoved(true);
      return;
    }
    place(pending);
  };

  const exitError = (kind: ExitKind) => (exitIssue && (exitIssue.kind === kind || (exitIssue.kind === 'both' && kind === 'take_profit')) ? exitIssue.text : null);
  const exitLabel = (kind: ExitKind) => (exitBy === 'price' ? t(`futures.tpsl.${kind === 'take_profit' ? 'tp' : 'sl'}Price`) : t(`futures.tpsl.${kind === 'take_profit' ? 'tp' : 'sl'}Roe`));

  const errorOf = (field: FuturesIssue['field']) => {
    const shown: FuturesIssue | null =
      issue?.field === field ? issue : (fieldIssue(field, field === 'price' ? price : quantity, rules) as FuturesIssue | null);
    if (!shown) return null;
    if (shown.key === 'format' || shown.key === 'positive' || shown.key === 'precision')
      return amountProblemText(t, shown.key, shown.values?.decimals ?? 0);
    const values = { ...shown.values, closable: shown.values?.closable && `${formatFixed(shown.values.closable, qtyDecimals, intl)} ${base}` };
    return t(`futures.form.errors.${shown.key as Exclude<FuturesIssue['key'], 'format' | 'positive' | 'precision'>}`, values);
  };

  return (
    <form className={spot.orderForm} data-testid="futures-order-form" noValidate onSubmit={(e) => e.preventDefault()}>
      <div className={spot.availableRow}>
        <span>{t('futures.form.available')}</span>
        <span data-testid="futures-available">{limits.available !== undefined ? `${formatUsdt(limits.available, intl)} USDT` : '--'}</span>
      </div>
      {type === 'limit' ? (
        <Field label={t('futures.form.price')} error={errorOf('price')}>
          <Input
            value={price}
            inputMode="decimal"
            autoComplete="off"
            suffix="USDT"
            aria-label={t('futures.form.price')}
            data-testid="futures-price"
            status={errorOf('price') ? 'error' : undefined}
            onChange={(e) => {
              setPrice(e.target.value);
              setIssue(null);
            }}
          />
        </Field>
      ) : (
        <Field label={t('futures.form.price')}>
          <Input value={t('futures.form.marketPrice')} disabled suffix="USDT" aria-label={t('futures.form.price')} />
        </Field>
      )}
      <Field label={t('futures.form.quantity')} error={errorOf('quantity')}>
        <Input
          value={quantity}
          inputMode="decimal"
          autoComplete="off"
          suffix={base}
          aria-label={t('futures.form.quantity')}
          data-testid="futures-quantity"
          status={errorOf('quantity') ? 'error' : undefined}
          onChange={(e) => {
            setQuantity(e.target.value);
            setIssue(null);
          }}
        />
      </Field>
      <Slider
        marks={SLIDER_MARKS}
        step={1}
        value={percentOfMax(quantity, sliderMax)}
        onChange={onSlide}
        tooltip={{ formatter: (v) => `${v}%` }}
        aria-label={mode === 'open' ? t('futures.form.shareOpen') : t('futures.form.shareClose')}
        disabled={!toDec(sliderMax)?.gt(0)}
      />
      {mode === 'open' && (
        <div className={styles.openingTpsl}>
          <Checkbox
            checked={tpslOn}
            onChange={(e) => {
              setTpslOn(e.target.checked);
              setExitIssue(null);
            }}
            data-testid="futures-tpsl-toggle"
          >
            {t('futures.form.tpslAtOpening')}
          </Checkbox>
          {tpslOn && (
            <div data-testid="futures-opening-tpsl">
              <Segmented<ExitBy>
                size="small"
                value={exitBy}
                onChange={(by) => {
                  setExitBy(by);
                  setExits({ take_profit: '', stop_loss: '' });
                  setExitIssue(null);
                }}
                aria-label={t('futures.tpsl.by')}
                data-testid="opening-tpsl-by"
                options={[
                  { value: 'price', label: t('futures.tpsl.byPrice') },
                  { value: 'roe', label: t('futures.tpsl.byRoe') },
                ]}
              />
              <div className={styles.triggerRow}>
                <span className={spot.fieldLabel} id="opening-tpsl-trigger-label">
                  {t('futures.trigger.triggerBy')}
                </span>
                <Segmented<TriggerPriceType>
                  size="small"
                  value={exitTrigger}
                  onChange={setExitTrigger}
                  aria-labelledby="opening-tpsl-trigger-label"
                  data-testid="opening-tpsl-trigger-by"
                  options={[
                    { value: 'mark', label: t('futures.trigger.by.mark') },
                    { value: 'last', label: t('futures.trigger.by.last') },
                  ]}
                />
              </div>
              {(['take_profit', 'stop_loss'] as const).map((kind) => (
                <Field key={kind} label={exitLabel(kind)} error={exitError(kind)}>
                  <Input
                    value={exits[kind]}
                    inputMode="decimal"
                    autoComplete="off"
                    suffix={exitBy === 'price' ? 'USDT' : '%'}
                    aria-label={exitLabel(kind)}
                    data-testid={`opening-${kind === 'take_profit' ? 'tp' : 'sl'}`}
                    status={exitError(kind) ? 'error' : undefined}
                    onChange={(e) => {
                      setExits((x) => ({ ...x, [kind]: e.target.value }));
                      setExitIssue(null);
                    }}
                  />
                </Field>
              ))}
              <p className={styles.note}>{t('futures.form.tpslNote')}</p>
            </div>
          )}
        </div>
      )}
      <div className={styles.sides}>
        {SIDES.map((side) => {
          const direction = directionOf(mode, side);
          const max = maxOf(side);
          return (
            <div key={side} className={styles.sideCol}>
              {visitor && <span className={side === 'long' ? spot.up : spot.down}>{t(`futures.direction.${direction}`)}</span>}
              <dl className={spot.summary}>
                {mode === 'open' ? (
                  <>
                    <div>
                      <dt>{t('futures.form.cost')}</dt>
                      <dd data-testid={`cost-${side}`}>{cost ? `${formatUsdt(cost.total, intl)} USDT` : '--'}</dd>
                    </div>
                    <div>
                      <dt>{t('futures.form.maxOpen')}</dt>
                      <dd data-testid={`max-${side}`}>{max !== undefined ? `${formatFixed(max, qtyDecimals, intl)} ${base}` : '--'}</dd>
                    </div>
                  </>
                ) : (
                  <div>
                    <dt>{t('futures.form.closable')}</dt>
                    <dd data-testid={`closable-${side}`}>{`${formatFixed(max ?? '0', qtyDecimals, intl)} ${base}`}</dd>
                  </div>
                )}
              </dl>
              {!visitor && <Button
                block
                size="large"
                loading={busy}
                disabled={!limits.settled}
                className={buysInBook(direction) ? spot.buyButton : spot.sellButton}
                onClick={() => ask(side)}
                data-testid={`submit-${direction}`}
              >
                {t(`futures.direction.${direction}`)}
              </Button>}
            </div>
          );
        })}
      </div>
      {visitor && <VisitorActions keepDraft={visitor.keep} testId="futures-visitor-actions" />}
      <Modal
        open={pending !== null}
        title={pending ? t(`futures.direction.${pending.direction}`) : ''}
        okText={t('futures.form.confirmOk')}
        cancelText={t('common.cancel')}
        onOk={confirm}
        onCancel={() => setPending(null)}
        okButtonProps={{ 'data-testid': 'futures-confirm-ok', loading: busy, disabled: !limits.settled } as object as ButtonProps}
        destroyOnHidden
      >
        {pending && (
          <ConfirmBody
            draft={pending}
            contract={contract}
            leverage={pending.leverage}
            leverageMoved={leverageMoved}
            cost={pending.direction.startsWith('open') ? openCost(costPrice(pending, contract.last_price, contract.mark_price), pending.quantity, pending.leverage, contract.taker_fee_rate)?.total : undefined}
            exitPriceOf={(kind) => {
              const leg = pending.tpsl?.[kind];
              if (!leg) return null;
              const side = pending.direction === 'open_long' ? 'long' : 'short';
              return exitPrice({ by: leg.price !== undefined ? 'price' : 'roe', value: leg.price ?? leg.roe ?? '', quantity: '' }, exitContext(side));
            }}
          />
        )}
      </Modal>
    </form>
  );
}

/** The largest quantity the slider's 100% stands for. */
function sliderMaximum(mode: FormMode, long: string | undefined, short: string | undefined): string | undefined {
  const a = toDec(long);
  const b = toDec(short);
  if (!a || !b) return (a ?? b)?.toFixed();
  return (mode === 'open' ? Decimal.min(a, b) : Decimal.max(a, b)).toFixed();
}

function ConfirmBody({
  draft,
  contract,
  leverage,
  leverageMoved,
  cost,
  exitPriceOf,
}: {
  draft: FuturesDraft;
  contract: FuturesContractView;
  leverage: number;
  leverageMoved: boolean;
  cost?: Decimal;
  exitPriceOf: (kind: ExitKind) => Decimal | null;
}) {
  const { t } = useTranslation();
  const { intl } = useLocale();
  const rows: [string, string][] = [
    [t('futures.orders.contract'), `${contract.base}/${contract.quote}`],
    [t('futures.form.price'), draft.type === 'market' ? t('futures.form.marketPrice') : formatPairPrice(canonicalAmount(draft.price), contract.price_precision, intl)],
    [t('futures.form.quantity'), `${formatFixed(canonicalAmount(draft.quantity), decimalsOf(contract.step_size), intl)} ${contract.base}`],
    [t('futures.form.leverage'), `${leverage}x`],
  ];
  if (cost) rows.push([t('futures.form.cost'), `${formatUsdt(cost, intl)} USDT`]);
  for (const kind of ['take_profit', 'stop_loss'] as const) {
    const leg = draft.tpsl?.[kind];
    if (!leg) continue;
    const at = exitPriceOf(kind);
    const priceText = at ? `${formatPairPrice(at.toFixed(), contract.price_precision, intl)} USDT` : '--';
    rows.push([t(`futures.triggers.kinds.${kind}`), leg.roe !== undefined ? `${priceText} (${formatPercent(canonicalAmount(leg.roe), intl)})` : priceText]);
  }
  if (draft.tpsl?.by) rows.push([t('futures.trigger.triggerBy'), t(`futures.trigger.by.${draft.tpsl.by}`)]);
  return (
    <div data-testid="futures-confirm">
      {leverageMoved && (
        <p className={spot.fieldError} role="alert" data-testid="futures-leverage-moved">
          {t('futures.form.leverageMoved', { leverage })}
        </p>
      )}
      <dl className={styles.confirmList}>
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {draft.direction.startsWith('open') && <p className={styles.note}>{t('futures.form.feeNote')}</p>}
    </div>
  );
}

export function Field({ label, error, children }: { label: string; error?: string | null; children: ReactNode }) {
  return (
    <label className={spot.field}>
      <span className={spot.fieldLabel}>{label}</span>
      {children}
      {error && (
        <span className={spot.fieldError} role="alert">
          {error}
        </span>
      )}
    </label>
  );
}

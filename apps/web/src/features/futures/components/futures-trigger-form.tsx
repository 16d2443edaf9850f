import { useEffect, useRef, useState } from 'react';
import { Button, Input, Modal, Segmented, type ButtonProps } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { FuturesContractView, FuturesOrderType } from '@aurelix/shared/schemas/futures';
import type { TriggerPriceType } from '@aurelix/shared/schemas/futures-triggers';
import { canonicalAmount } from '@aurelix/shared/schemas/amount';
import { amountProblemText } from '../../../components/amount-problem';
import { VisitorActions } from '../../../components/visitor-actions';
import { useLocale } from '../../../i18n/use-locale';
import { formatFixed } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { useBusySubmitGuard } from '../../../lib/submit-guard';
import { decimalsOf } from '../../spot/utils/decimal';
import { formatPairPrice, sanitizeDecimalInput } from '../../spot/utils/format';
import type { PickedPrice } from '../../spot/components/order-form';
import { futuresKeys } from '../api/keys';
import { placeFuturesTrigger } from '../api/triggers';
import {
  buysInBook,
  contractRules,
  directionOf,
  type FormMode,
  type PositionSide,
} from '../utils/futures-form';
import {
  toTriggerBody,
  triggerDirectionOf,
  validateTriggerDraft,
  watchedPrice,
  type TriggerDraft,
  type TriggerIssue,
} from '../utils/trigger-form';
import { Field, type FormLimits, type VisitorForm } from './futures-order-form';
import spot from '../../spot/components/trade.module.css';
import styles from './futures.module.css';

const SIDES: PositionSide[] = ['long', 'short'];

interface TriggerFormProps {
  contract: FuturesContractView;
  mode: FormMode;
  limits: FormLimits;
  picked: PickedPrice | null;
  /** A field's value typed by the visitor this user was before logging in, if any. */
  initial?: (field: string) => string | undefined;
  /** Set for a visitor: "Log in" and "Sign up" in place of the buttons. */
  visitor?: VisitorForm;
}

/**
 * The order form's Trigger tab: when the mark (or last) price reaches the trigger price, a limit or
 * market order is placed. The direction (rises to / falls to) follows from the price now; a
 * confirmation says it in words before anything is sent.
 */
export function FuturesTriggerForm({ contract, mode, limits, picked, initial, visitor }: TriggerFormProps) {
  const { t } = useTranslation();
  const { intl } = useLocale();
  const queryClient = useQueryClient();
  const rules = contractRules(contract);
  const priceDecimals = decimalsOf(contract.tick_size);
  const qtyDecimals = decimalsOf(contract.step_size);
  const base = contract.base.toUpperCase();
  const typed = visitor?.initial ?? initial;
  const [triggerPrice, setTriggerPrice] = useState(() => typed?.('trigger_price') ?? '');
  const [triggerBy, setTriggerBy] = useState<TriggerPriceType>('mark');
  const [type, setType] = useState<FuturesOrderType>('limit');
  const [price, setPrice] = useState(() => typed?.('price') ?? '');
  const [quantity, setQuantity] = useState(() => typed?.('quantity') ?? '');
  if (visitor) visitor.fields.current = { trigger_price: triggerPrice, price, quantity };
  const [issue, setIssue] = useState<TriggerIssue | null>(null);
  const [pending, setPending] = useState<TriggerDraft | null>(null);
  const current = watchedPrice(contract, triggerBy);

  const prefilled = useRef(price !== '');
  useEffect(() => {
    if (prefilled.current || !contract.mark_price) return;
    prefilled.current = true;
    setPrice(sanitizeDecimalInput(contract.last_price ?? contract.mark_price, priceDecimals));
  }, [contract.mark_price, contract.last_price, priceDecimals]);
  useEffect(() => {
    if (picked) setTriggerPrice(sanitizeDecimalInput(picked.price, priceDecimals));
  }, [picked, priceDecimals]);
  useEffect(() => setIssue(null), [mode]);

  const { submit: place, busy } = useBusySubmitGuard(async (draft: TriggerDraft) => {
    setPending(null);
    try {
      await placeFuturesTrigger(toTriggerBody(contract.symbol, draft));
      notify.success(t('futures.trigger.placed'));
      setQuantity('');
      setTriggerPrice('');
    } catch {
      /* the API client has shown the server's translated message */
    } finally {
      void queryClient.invalidateQueries({ queryKey: futuresKeys.triggers });
    }
  });

  const ask = (side: PositionSide) => {
    const draft: TriggerDraft = {
      direction: directionOf(mode, side),
      triggerPrice,
      triggerBy,
      type,
      price,
      quantity,
    };
    if (!limits.settled) return;
    const problem = validateTriggerDraft(draft, rules, current, limits.closable[side]);
    setIssue(problem);
    if (!problem) setPending(draft);
  };

  const errorOf = (field: TriggerIssue['field']) => {
    if (issue?.field !== field) return null;
    if (issue.key === 'format' || issue.key === 'positive' || issue.key === 'precision')
      return amountProblemText(t, issue.key, issue.values?.decimals ?? 0);
    const values = {
      ...issue.values,
      closable: issue.values?.closable && `${formatFixed(issue.values.closable, qtyDecimals, intl)} ${base}`,
    };
    if (issue.key === 'triggerRequired' || issue.key === 'atCurrent')
      return t(`futures.trigger.errors.${issue.key}`);
    return t(`futures.form.errors.${issue.key}`, values);
  };
  const edit = (set: (v: string) => void) => (e: React.ChangeEvent<HTMLInputElement>) => {
    set(e.target.value);
    setIssue(null);
  };
  const dir = triggerDirectionOf(triggerPrice, current);

  return (
    <form
      className={spot.orderForm}
      data-testid="futures-trigger-form"
      noValidate
      onSubmit={(e) => e.preventDefault()}
    >
      <div className={spot.availableRow}>
        <span>{t('futures.form.available')}</span>
        <span>
          {limits.available !== undefined ? `${formatFixed(limits.available, 2, intl)} USDT` : '--'}
        </span>
      </div>
      <Field label={t('futures.trigger.triggerPrice')} error={errorOf('triggerPrice')}>
        <Input
          value={triggerPrice}
          inputMode="decimal"
          autoComplete="off"
          suffix="USDT"
          aria-label={t('futures.trigger.triggerPrice')}
          data-testid="trigger-price"
          status={errorOf('triggerPrice') ? 'error' : undefined}
          onChange={edit(setTriggerPrice)}
        />
      </Field>
      <div className={styles.triggerRow}>
        <span className={spot.fieldLabel} id="trigger-by-label">
          {t('futures.trigger.triggerBy')}
        </span>
        <Segmented<TriggerPriceType>
          size="small"
          value={triggerBy}
          onChange={(v) => {
            setTriggerBy(v);
            setIssue(null);
          }}
          aria-labelledby="trigger-by-label"
          data-testid="trigger-by"
          options={[
            { value: 'mark', label: t('futures.trigger.by.mark') },
            { value: 'last', label: t('futures.trigger.by.last') },
          ]}
        />
      </div>
      <p className={styles.note} data-testid="trigger-hint">
        {t(`futures.trigger.now.${triggerBy}`, {
          price: formatPairPrice(current, contract.price_precision, intl),
        })}
        {dir && ` · ${t(`futures.trigger.hint.${dir}`)}`}
      </p>
      <Segmented<FuturesOrderType>
        block
        value={type}
        onChange={(v) => {
          setType(v);
          setIssue(null);
        }}
        aria-label={t('futures.trigger.orderType')}
        data-testid="trigger-order-type"
        options={[
          { value: 'limit', label: t('futures.form.limit') },
          { value: 'market', label: t('futures.form.market') },
        ]}
      />
      {type === 'limit' ? (
        <Field label={t('futures.form.price')} error={errorOf('price')}>
          <Input
            value={price}
            inputMode="decimal"
            autoComplete="off"
            suffix="USDT"
            aria-label={t('futures.form.price')}
            data-testid="trigger-order-price"
            status={errorOf('price') ? 'error' : undefined}
            onChange={edit(setPrice)}
          />
        </Field>
      ) : (
        <Field label={t('futures.form.price')}>
          <Input
            value={t('futures.form.marketPrice')}
            disabled
            suffix="USDT"
            aria-label={t('futures.form.price')}
          />
        </Field>
      )}
      <Field label={t('futures.form.quantity')} error={errorOf('quantity')}>
        <Input
          value={quantity}
          inputMode="decimal"
          autoComplete="off"
          suffix={base}
          aria-label={t('futures.form.quantity')}
          data-testid="trigger-quantity"
          status={errorOf('quantity') ? 'error' : undefined}
          onChange={edit(setQuantity)}
        />
      </Field>
      {visitor ? (
        <VisitorActions keepDraft={visitor.keep} testId="futures-visitor-actions" />
      ) : (
      <div className={styles.sides}>
        {SIDES.map((side) => {
          const direction = directionOf(mode, side);
          return (
            <div key={side} className={styles.sideCol}>
              {mode === 'close' && (
                <dl className={spot.summary}>
                  <div>
                    <dt>{t('futures.form.closable')}</dt>
                    <dd>{`${formatFixed(limits.closable[side], qtyDecimals, intl)} ${base}`}</dd>
                  </div>
                </dl>
              )}
              <Button
                block
                size="large"
                loading={busy}
                disabled={!limits.settled}
                className={buysInBook(direction) ? spot.buyButton : spot.sellButton}
                onClick={() => ask(side)}
                data-testid={`trigger-submit-${direction}`}
              >
                {t(`futures.direction.${direction}`)}
              </Button>
            </div>
          );
        })}
      </div>
      )}
      <Modal
        open={pending !== null}
        title={t('futures.trigger.confirmTitle')}
        okText={t('futures.form.confirmOk')}
        cancelText={t('common.cancel')}
        onOk={() => pending && place(pending)}
        onCancel={() => setPending(null)}
        okButtonProps={{ 'data-testid': 'trigger-confirm-ok', loading: busy, disabled: !limits.settled } as object as ButtonProps}
        destroyOnHidden
      >
        {pending && (
          <TriggerConfirm draft={pending} contract={contract} current={current} leverage={limits.leverage} />
        )}
      </Modal>
    </form>
  );
}

function TriggerConfirm({
  draft,
  contract,
  current,
  leverage,
}: {
  draft: TriggerDraft;
  contract: FuturesContractView;
  current: string;
  leverage: number | undefined;
}) {
  const { t } = useTranslation();
  const { intl } = useLocale();
  const dir = triggerDirectionOf(draft.triggerPrice, current) ?? 'rise';
  const fmtPrice = (v: string) => formatPairPrice(canonicalAmount(v), contract.price_precision, intl);
  const qty = `${formatFixed(canonicalAmount(draft.quantity), decimalsOf(contract.step_size), intl)} ${contract.base}`;
  const order =
    draft.type === 'market'
      ? t('futures.trigger.sentence.market', {
          direction: t(`futures.direction.${draft.direction}`),
          quantity: qty,
        })
      : t('futures.trigger.sentence.limit', {
          direction: t(`futures.direction.${draft.direction}`),
          quantity: qty,
          price: `${fmtPrice(draft.price)} USDT`,
        });
  const rows: [string, string][] = [
    [t('futures.orders.contract'), `${contract.base}/${contract.quote}`],
    [
      t('futures.trigger.triggerPrice'),
      `${fmtPrice(draft.triggerPrice)} USDT (${t(`futures.trigger.by.${draft.triggerBy}`)})`,
    ],
    [
      t('futures.form.price'),
      draft.type === 'market' ? t('futures.form.marketPrice') : fmtPrice(draft.price),
    ],
    [t('futures.form.quantity'), qty],
    [t('futures.form.leverage'), leverage === undefined ? '--' : `${leverage}x`],
  ];
  return (
    <div data-testid="trigger-confirm">
      <p className={styles.sentence} data-testid="trigger-sentence">
        {t(`futures.trigger.sentence.${draft.triggerBy}.${dir}`, {
          price: `${fmtPrice(draft.triggerPrice)} USDT`,
          order,
        })}
      </p>
      <dl className={styles.confirmList}>
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p className={styles.note}>{t('futures.trigger.confirmNote')}</p>
    </div>
  );
}

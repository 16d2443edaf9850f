import { useEffect, useState } from 'react';
import { Button, Input, Modal, Segmented } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { FuturesContractView, FuturesPositionView } from '@aurelix/shared/schemas/futures';
import type {
  FuturesTrigger,
  SetFuturesTpslBody,
  TriggerPriceType,
} from '@aurelix/shared/schemas/futures-triggers';
import { amountProblemText } from '../../../components/amount-problem';
import { useLocale } from '../../../i18n/use-locale';
import { formatFixed } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { useBusySubmitGuard } from '../../../lib/submit-guard';
import { decimalsOf } from '../../spot/utils/decimal';
import { formatPairPrice } from '../../spot/utils/format';
import { futuresKeys } from '../api/keys';
import { exitsOf, setFuturesTpsl, useFuturesTriggers } from '../api/triggers';
import { formatUsdt, signOf } from '../utils/format';
import { contractRules } from '../utils/futures-form';
import {
  exitPrice,
  percentOf,
  pnlAtPrice,
  roeAtPrice,
  toExitLeg,
  validateExit,
  type ExitBy,
  type ExitContext,
  type ExitDraft,
  type ExitIssue,
  type ExitKind,
} from '../utils/trigger-form';
import { useCancelTrigger, useConditionText } from './triggers-table';
import spot from '../../spot/components/trade.module.css';
import styles from './futures.module.css';

const KINDS: ExitKind[] = ['take_profit', 'stop_loss'];
const EMPTY: ExitDraft = { by: 'price', value: '', quantity: '' };

interface TpslDialogProps {
  position: FuturesPositionView | null;
  contract: FuturesContractView | undefined;
  onClose: () => void;
}

/**
 * Take-profit and stop-loss of a position (SPEC 5): each by price or by yield (ROE) with an
 * estimate of the other figure and of the PnL, each for a quantity (default: the whole position).
 * Saving replaces the position's waiting TP and/or SL; a TP on the losing side of the mark price
 * or an SL on the winning side is refused here as the server would.
 */
export function TpslDialog({ position, contract, onClose }: TpslDialogProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [drafts, setDrafts] = useState<Record<ExitKind, ExitDraft>>({ take_profit: EMPTY, stop_loss: EMPTY });
  const [triggerBy, setTriggerBy] = useState<TriggerPriceType>('mark');
  const [issues, setIssues] = useState<Partial<Record<ExitKind, ExitIssue>>>({});
  const [nothing, setNothing] = useState(false);
  const waiting = useFuturesTriggers(
    { symbol: position?.symbol, ended: false, page: 1, page_size: 100 },
    position !== null,
  );
  const exits = position ? exitsOf(waiting.data?.list, position.symbol, position.side) : [];

  useEffect(() => {
    setDrafts({ take_profit: EMPTY, stop_loss: EMPTY });
    setIssues({});
    setNothing(false);
  }, [position]);

  const ctx: ExitContext | null =
    position && contract
      ? {
          side: position.side,
          entry: position.entry_price,
          mark: position.mark_price,
          leverage: position.leverage,
          size: position.size,
          rules: contractRules(contract),
        }
      : null;

  const { submit, busy } = useBusySubmitGuard(async () => {
    if (!position || !ctx) return;
    const found: Partial<Record<ExitKind, ExitIssue>> = {};
    const body: SetFuturesTpslBody = { symbol: position.symbol, side: position.side, trigger_by: triggerBy };
    for (const kind of KINDS) {
      const draft = drafts[kind];
      if (draft.value.trim() === '') continue;
      const issue = validateExit(kind, draft, ctx);
      if (issue) found[kind] = issue;
      else body[kind] = toExitLeg(draft);
    }
    setIssues(found);
    const none = !body.take_profit && !body.stop_loss && Object.keys(found).length === 0;
    setNothing(none);
    if (none || Object.keys(found).length > 0) return;
    try {
      await setFuturesTpsl(body);
      notify.success(t('futures.tpsl.saved'));
      onClose();
    } catch {
      /* the server's message was shown */
    } finally {
      void queryClient.invalidateQueries({ queryKey: futuresKeys.triggers });
    }
  });

  const change = (kind: ExitKind, next: Partial<ExitDraft>) => {
    setDrafts((d) => ({ ...d, [kind]: { ...d[kind], ...next } }));
    setIssues((i) => ({ ...i, [kind]: undefined }));
    setNothing(false);
  };

  return (
    <Modal
      open={position !== null}
      title={
        position
          ? t('futures.tpsl.title', {
              contract: position.symbol.replace('_', '/'),
              side: t(`futures.side.${position.side}`),
            })
          : ''
      }
      okText={t('futures.tpsl.save')}
      cancelText={t('common.cancel')}
      onOk={() => submit()}
      onCancel={onClose}
      okButtonProps={{ loading: busy, ...({ 'data-testid': 'tpsl-save' } as object) }}
      destroyOnHidden
    >
      {position && contract && ctx && (
        <div className={spot.orderForm} data-testid="tpsl-dialog">
          <PositionFacts position={position} contract={contract} />
          <div className={styles.triggerRow}>
            <span className={spot.fieldLabel} id="tpsl-by-label">
              {t('futures.trigger.triggerBy')}
            </span>
            <Segmented<TriggerPriceType>
              size="small"
              value={triggerBy}
              onChange={setTriggerBy}
              aria-labelledby="tpsl-by-label"
              data-testid="tpsl-trigger-by"
              options={[
                { value: 'mark', label: t('futures.trigger.by.mark') },
                { value: 'last', label: t('futures.trigger.by.last') },
              ]}
            />
          </div>
          {KINDS.map((kind) => (
            <ExitFields
              key={kind}
              kind={kind}
              draft={drafts[kind]}
              issue={issues[kind]}
              ctx={ctx}
              contract={contract}
              existing={exits.filter((e) => e.kind === kind)}
              onChange={(next) => change(kind, next)}
            />
          ))}
          {nothing && (
            <span className={spot.fieldError} role="alert">
              {t('futures.tpsl.errors.nothing')}
            </span>
          )}
          <p className={styles.note}>{t('futures.tpsl.note')}</p>
        </div>
      )}
    </Modal>
  );
}

function PositionFacts({
  position,
  contract,
}: {
  position: FuturesPositionView;
  contract: FuturesContractView;
}) {
  const { t } = useTranslation();
  const { intl } = useLocale();
  const price = (v: string) => formatPairPrice(v, contract.price_precision, intl);
  const rows: [string, string][] = [
    [
      t('futures.positions.size'),
      `${formatFixed(position.size, decimalsOf(contract.step_size), intl)} ${contract.base}`,
    ],
    [t('futures.positions.entry'), price(position.entry_price)],
    [t('futures.positions.mark'), price(position.mark_price)],
    [t('futures.form.leverage'), `${position.leverage}x`],
  ];
  return (
    <dl className={spot.summary}>
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

interface ExitFieldsProps {
  kind: ExitKind;
  draft: ExitDraft;
  issue: ExitIssue | undefined;
  ctx: ExitContext;
  contract: FuturesContractView;
  existing: FuturesTrigger[];
  onChange: (next: Partial<ExitDraft>) => void;
}

function ExitFields({ kind, draft, issue, ctx, contract, existing, onChange }: ExitFieldsProps) {
  const { t } = useTranslation();
  const { intl } = useLocale();
  const cancel = useCancelTrigger();
  const condition = useConditionText([contract]);
  const base = contract.base.toUpperCase();
  const prefix = kind === 'take_profit' ? 'tp' : 'sl';
  const price = draft.value.trim() === '' ? null : exitPrice(draft, ctx);
  const roe =
    draft.by === 'price' && price
      ? roeAtPrice(ctx.entry, price, ctx.leverage, ctx.side)
      : percentOf(draft.value);
  const pnl = price
    ? pnlAtPrice(ctx.entry, price, draft.quantity.trim() === '' ? ctx.size : draft.quantity, ctx.side)
    : null;
  const errorText = (field: ExitIssue['field']) => {
    if (!issue || issue.field !== field) return null;
    if (issue.key === 'format' || issue.key === 'positive' || issue.key === 'precision')
      return amountProblemText(t, issue.key, issue.values?.decimals ?? 0);
    if (issue.key === 'priceTick') return t('futures.form.errors.priceTick', issue.values);
    if (issue.key === 'quantityStep') return t('futures.form.errors.quantityStep', issue.values);
    return t(`futures.tpsl.errors.${issue.key}`, {
      size: `${formatFixed(ctx.size, decimalsOf(contract.step_size), intl)} ${base}`,
      mark: formatPairPrice(ctx.mark, contract.price_precision, intl),
    });
  };
  const valueLabel = draft.by === 'price' ? t(`futures.tpsl.${prefix}Price`) : t(`futures.tpsl.${prefix}Roe`);

  return (
    <section className={styles.exitBlock} aria-labelledby={`exit-${kind}-title`} data-testid={`exit-${kind}`}>
      <div className={styles.exitHead}>
        <span id={`exit-${kind}-title`}>{t(`futures.triggers.kinds.${kind}`)}</span>
        <Segmented<ExitBy>
          size="small"
          value={draft.by}
          onChange={(by) => onChange({ by, value: '' })}
          aria-label={t('futures.tpsl.by')}
          data-testid={`${prefix}-by`}
          options={[
            { value: 'price', label: t('futures.tpsl.byPrice') },
            { value: 'roe', label: t('futures.tpsl.byRoe') },
          ]}
        />
      </div>
      <label className={spot.field}>
        <span className={spot.fieldLabel}>{valueLabel}</span>
        <Input
          value={draft.value}
          inputMode="decimal"
          autoComplete="off"
          suffix={draft.by === 'price' ? 'USDT' : '%'}
          aria-label={valueLabel}
          data-testid={`${prefix}-value`}
          status={errorText('value') ? 'error' : undefined}
          onChange={(e) => onChange({ value: e.target.value })}
        />
        {errorText('value') && (
          <span className={spot.fieldError} role="alert" data-testid={`${prefix}-error`}>
            {errorText('value')}
          </span>
        )}
      </label>
      <div className={spot.availableRow} data-testid={`${prefix}-estimate`}>
        <span>
          {draft.by === 'price'
            ? `${t('futures.tpsl.estRoe')} ${roe ? `${roe.gt(0) ? '+' : ''}${formatFixed(roe, 2, intl)}%` : '--'}`
            : `${t('futures.tpsl.estPrice')} ${price ? `${formatPairPrice(price.toFixed(), contract.price_precision, intl)} USDT` : '--'}`}
        </span>
        <span
          className={
            pnl
              ? signOf(pnl.toFixed()) > 0
                ? styles.up
                : signOf(pnl.toFixed()) < 0
                  ? styles.down
                  : undefined
              : undefined
          }
        >
          {t('futures.tpsl.estPnl')} {pnl ? `${formatUsdt(pnl, intl, true)} USDT` : '--'}
        </span>
      </div>
      <label className={spot.field}>
        <span className={spot.fieldLabel}>{t('futures.tpsl.quantity')}</span>
        <Input
          value={draft.quantity}
          inputMode="decimal"
          autoComplete="off"
          suffix={base}
          placeholder={t('futures.tpsl.wholePosition')}
          aria-label={t('futures.tpsl.quantity')}
          data-testid={`${prefix}-quantity`}
          status={errorText('quantity') ? 'error' : undefined}
          onChange={(e) => onChange({ quantity: e.target.value })}
        />
        {errorText('quantity') && (
          <span className={spot.fieldError} role="alert">
            {errorText('quantity')}
          </span>
        )}
      </label>
      {existing.length > 0 && (
        <ul
          className={styles.exitList}
          aria-label={t('futures.tpsl.existing')}
          data-testid={`${prefix}-existing`}
        >
          {existing.map((e) => (
            <li key={e.id}>
              <span>
                {condition(e)} ·{' '}
                {e.quantity === null
                  ? t('futures.tpsl.wholePosition')
                  : `${formatFixed(e.quantity, decimalsOf(contract.step_size), intl)} ${base}`}
              </span>
              <Button size="small" danger type="text" onClick={() => cancel(e)} data-testid="exit-cancel">
                {t('futures.orders.cancel')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

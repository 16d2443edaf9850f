import { App, Button, Table, Tag, type TableProps } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { FuturesContractView } from '@aurelix/shared/schemas/futures';
import type { FuturesTrigger, TriggerStatus } from '@aurelix/shared/schemas/futures-triggers';
import { useLocale } from '../../../i18n/use-locale';
import { formatFixed } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { formatOrderTime, formatPairPrice } from '../../spot/utils/format';
import { futuresKeys } from '../api/keys';
import { cancelFuturesTrigger } from '../api/triggers';
import { buysInBook } from '../utils/futures-form';
import spot from '../../spot/components/trade.module.css';
import styles from './futures.module.css';

const COLORS: Record<TriggerStatus, string> = {
  waiting: 'processing',
  retrying: 'warning',
  triggered: 'success',
  failed: 'error',
  cancelled: 'default',
};

/** waiting / retrying / triggered / failed / cancelled. */
export function TriggerStatusTag({ status }: { status: TriggerStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={COLORS[status]} bordered={false} data-testid="trigger-status" data-status={status}>
      {t(`futures.triggers.status.${status}`)}
    </Tag>
  );
}

const CANCEL_CONFIRM = {
  plan: 'futures.triggers.cancelConfirm',
  take_profit: 'futures.triggers.cancelConfirmTp',
  stop_loss: 'futures.triggers.cancelConfirmSl',
} as const;

/** Cancel a waiting trigger, TP or SL after a confirmation. */
export function useCancelTrigger(): (trigger: FuturesTrigger) => void {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const queryClient = useQueryClient();
  return (trigger) => {
    modal.confirm({
      title: t('futures.triggers.cancelTitle'),
      content: t(CANCEL_CONFIRM[trigger.kind]),
      okText: t('futures.triggers.cancelOk'),
      cancelText: t('common.close'),
      centered: true,
      okButtonProps: { danger: true, ...({ 'data-testid': 'trigger-cancel-confirm' } as object) },
      onOk: async () => {
        try {
          await cancelFuturesTrigger(trigger.id);
          notify.success(t('futures.triggers.cancelled'));
        } catch {
          /* the server's message was shown */
        } finally {
          void queryClient.invalidateQueries({ queryKey: futuresKeys.triggers });
        }
      },
    });
  };
}

/** "Mark ≥ 51,000.0": the trigger's condition in short. */
export function useConditionText(contracts: FuturesContractView[] | undefined) {
  const { t } = useTranslation();
  const { intl } = useLocale();
  return (tr: Pick<FuturesTrigger, 'symbol' | 'trigger_by' | 'trigger_direction' | 'trigger_price'>) => {
    const precision = contracts?.find((c) => c.symbol === tr.symbol)?.price_precision ?? 2;
    return `${t(`futures.trigger.by.${tr.trigger_by}`)} ${tr.trigger_direction === 'rise' ? '≥' : '≤'} ${formatPairPrice(tr.trigger_price, precision, intl)}`;
  };
}

interface TriggersTableProps {
  triggers: FuturesTrigger[];
  contracts: FuturesContractView[] | undefined;
  loading: boolean;
  emptyText: string;
  pagination?: TableProps<FuturesTrigger>['pagination'];
  /** Ended triggers show when they fired and the order they placed. */
  ended?: boolean;
}

/** Trigger orders, TP and SL: condition, the order they place, status and, while waiting, cancel. */
export function TriggersTable({
  triggers,
  contracts,
  loading,
  emptyText,
  pagination,
  ended = false,
}: TriggersTableProps) {
  const { t } = useTranslation();
  const { intl } = useLocale();
  const cancel = useCancelTrigger();
  const condition = useConditionText(contracts);
  const contractOf = (symbol: string) => contracts?.find((c) => c.symbol === symbol);
  const qty = (tr: FuturesTrigger) =>
    tr.quantity === null
      ? t('futures.tpsl.wholePosition')
      : formatFixed(tr.quantity, contractOf(tr.symbol)?.qty_precision ?? 4, intl);

  const columns: TableProps<FuturesTrigger>['columns'] = [
    {
      key: 'time',
      title: t('futures.orders.time'),
      responsive: ['sm'],
      render: (_, tr) => (
        <span className={styles.muted}>
          {formatOrderTime(ended && tr.triggered_at ? tr.triggered_at : tr.created_at, intl)}
        </span>
      ),
    },
    {
      key: 'contract',
      title: t('futures.orders.contract'),
      render: (_, tr) => (
        <Link to={`/contract/${tr.symbol.toLowerCase()}`}>{tr.symbol.replace('_', '/')}</Link>
      ),
    },
    {
      key: 'kind',
      title: t('futures.triggers.kind'),
      render: (_, tr) => t(`futures.triggers.kinds.${tr.kind}`),
    },
    {
      key: 'direction',
      title: t('futures.orders.direction'),
      render: (_, tr) => (
        <span className={buysInBook(tr.direction) ? spot.up : spot.down}>
          {t(`futures.direction.${tr.direction}`)}
        </span>
      ),
    },
    {
      key: 'condition',
      title: t('futures.triggers.condition'),
      render: (_, tr) => <span data-testid="trigger-condition">{condition(tr)}</span>,
    },
    {
      key: 'price',
      title: t('futures.orders.price'),
      align: 'right',
      render: (_, tr) =>
        tr.type === 'market' || tr.price === null
          ? t('futures.form.marketPrice')
          : formatPairPrice(tr.price, contractOf(tr.symbol)?.price_precision ?? 2, intl),
    },
    { key: 'quantity', title: t('futures.orders.quantity'), align: 'right', render: (_, tr) => qty(tr) },
    {
      key: 'status',
      title: t('futures.orders.status'),
      render: (_, tr) => (
        <>
          <TriggerStatusTag status={tr.status} />
          {tr.status === 'retrying' && tr.retry_until !== null && (
            <span className={styles.muted} data-testid="trigger-retrying">
              {t('futures.triggers.retryingNote', { count: tr.attempts, time: formatOrderTime(tr.retry_until, intl) })}
            </span>
          )}
          {tr.status === 'failed' && tr.fail_reason && (
            <span className={styles.failReason} data-testid="trigger-fail-reason">
              {tr.fail_reason}
            </span>
          )}
        </>
      ),
    },
    {
      key: 'actions',
      title: <span className="visually-hidden">{t('futures.orders.actions')}</span>,
      align: 'right',
      render: (_, tr) => (
        <span className={spot.rowActions}>
          {tr.order_id && (
            <Link to={`/order/u-detail/${tr.order_id}`} data-testid="trigger-order-link">
              {t('futures.triggers.order', { id: tr.order_id })}
            </Link>
          )}
          {(tr.status === 'waiting' || tr.status === 'retrying') && (
            <Button size="small" danger type="text" onClick={() => cancel(tr)} data-testid="trigger-cancel">
              {t('futures.orders.cancel')}
            </Button>
          )}
        </span>
      ),
    },
  ];

  return (
    <Table<FuturesTrigger>
      rowKey="id"
      size="small"
      className={spot.ordersTable}
      columns={columns}
      dataSource={triggers}
      loading={loading}
      pagination={pagination ?? false}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText }}
      data-testid="triggers-table"
      onRow={(tr) =>
        ({ 'data-testid': 'trigger-row', 'data-trigger-id': tr.id, 'data-status': tr.status }) as object
      }
    />
  );
}

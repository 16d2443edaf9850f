import { App, Button, Table, Tag, type TableProps } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PairItem } from '@aurelix/shared/schemas/platform';
import type { SpotStop } from '@aurelix/shared/schemas/spot-stop';
import { RecordCards } from '../../../components/record-cards';
import { useLocale } from '../../../i18n/use-locale';
import { formatFixed } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { PHONE_QUERY, useMediaQuery } from '../../../lib/use-media-query';
import { cancelSpotStop, SPOT_STOPS_KEY } from '../api/spot-stops';
import { formatOrderTime, formatPairPrice } from '../utils/format';
import styles from './trade.module.css';

interface StopOrdersTableProps {
  stops: SpotStop[];
  pairs: PairItem[] | undefined;
  loading: boolean;
  /** waiting: with cancel; ended: with the status, the reason of a failure and when it ended. */
  kind: 'waiting' | 'ended';
  emptyText: string;
  /** Pages of a longer list (the order pages); none below the trading page. */
  pagination?: TableProps<SpotStop>['pagination'];
  /** The pair at every width (lists of every pair); below a pair's trading page only from md up. */
  everyPair?: boolean;
}

const STATUS_COLOR = {
  waiting: 'processing',
  triggered: 'success',
  failed: 'error',
  cancelled: 'default',
} as const;

/**
 * Stop-limit orders: the trigger (≥ or ≤ the stop price), the limit price and quantity, the status.
 * On a phone, a card per order with every figure on screen and the cancel button in reach.
 */
export function StopOrdersTable({ stops, pairs, loading, kind, emptyText, pagination = false, everyPair = false }: StopOrdersTableProps) {
  const { t } = useTranslation();
  const { intl } = useLocale();
  const { modal } = App.useApp();
  const queryClient = useQueryClient();
  const phone = useMediaQuery(PHONE_QUERY);
  const pairOf = (symbol: string) => pairs?.find((p) => p.symbol === symbol);
  const price = (s: SpotStop, v: string) => formatPairPrice(v, pairOf(s.symbol)?.price_precision ?? 2, intl);

  const cancel = (id: string) =>
    modal.confirm({
      title: t('spot.stop.cancelTitle'),
      content: t('spot.stop.cancelConfirm'),
      okText: t('spot.stop.cancelOk'),
      cancelText: t('spot.stop.keepOk'),
      centered: true,
      okButtonProps: { 'data-testid': 'stop-cancel-confirm' },
      onOk: async () => {
        try {
          await cancelSpotStop(id);
          notify.success(t('spot.stop.cancelled'));
        } catch {
          /* the API client has shown the server's message */
        } finally {
          await queryClient.invalidateQueries({ queryKey: SPOT_STOPS_KEY });
        }
      },
    });

  const columns: TableProps<SpotStop>['columns'] = [
    {
      key: 'time',
      title: t('spot.orders.time'),
      responsive: ['sm'],
      render: (_, s) => (
        <span className={styles.muted}>
          {formatOrderTime(kind === 'ended' ? (s.ended_at ?? s.created_at) : s.created_at, intl)}
        </span>
      ),
    },
    {
      key: 'pair',
      title: t('spot.orders.pair'),
      responsive: everyPair ? undefined : ['md'],
      render: (_, s) => s.symbol.replace('_', '/'),
    },
    {
      key: 'side',
      title: t('spot.orders.side'),
      render: (_, s) => (
        <span className={s.side === 'buy' ? styles.up : styles.down}>{t(`spot.side.${s.side}`)}</span>
      ),
    },
    {
      key: 'trigger',
      title: t('spot.stop.trigger'),
      align: 'right',
      render: (_, s) => `${s.direction === 'rise' ? '≥' : '≤'} ${price(s, s.stop_price)}`,
    },
    { key: 'price', title: t('spot.stop.limitPrice'), align: 'right', render: (_, s) => price(s, s.price) },
    {
      key: 'quantity',
      title: t('spot.orders.quantity'),
      align: 'right',
      render: (_, s) => formatFixed(s.quantity, pairOf(s.symbol)?.qty_precision ?? 8, intl),
    },
    {
      key: 'status',
      title: t('spot.orders.status'),
      render: (_, s) => (
        <span className={styles.stopStatus}>
          <Tag color={STATUS_COLOR[s.status]} bordered={false}>
            {t(`spot.stop.status.${s.status}`)}
          </Tag>
          {s.fail_reason && <span className={styles.muted}>{s.fail_reason}</span>}
        </span>
      ),
    },
    ...(kind === 'waiting'
      ? [
          {
            key: 'actions',
            title: <span className="visually-hidden">{t('spot.orders.actions')}</span>,
            align: 'right' as const,
            render: (_: unknown, s: SpotStop) => (
              <Button size="small" danger type="text" onClick={() => cancel(s.id)} data-testid="cancel-stop">
                {t('spot.orders.cancel')}
              </Button>
            ),
          },
        ]
      : []),
  ];

  if (phone) {
    const shown = (key: string) => columns.find((c) => c.key === key)!;
    const field = (key: string) => {
      const c = shown(key);
      return { key, title: c.title as ReactNode, render: (s: SpotStop) => c.render!(undefined, s, 0) as ReactNode };
    };
    const page = pagination || undefined;
    return (
      <RecordCards<SpotStop>
        records={stops}
        rowKey={(s) => s.id}
        loading={loading}
        emptyText={emptyText}
        testId={`stops-${kind}`}
        head={(s) => (
          <>
            <span>
              {s.symbol.replace('_', '/')} · {field('side').render(s)}
            </span>
            {field('status').render(s)}
          </>
        )}
        fields={['trigger', 'price', 'quantity', 'time'].map(field)}
        actions={kind === 'waiting' ? (s) => field('actions').render(s) : undefined}
        pagination={page && page.total !== undefined ? { current: page.current ?? 1, pageSize: page.pageSize ?? 10, total: page.total, onChange: (p) => page.onChange?.(p, page.pageSize ?? 10) } : undefined}
      />
    );
  }

  return (
    <Table<SpotStop>
      rowKey="id"
      size="small"
      className={styles.ordersTable}
      columns={columns}
      dataSource={stops}
      loading={loading}
      pagination={pagination}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText }}
      data-testid={`stops-${kind}`}
      onRow={(s) => ({ 'data-testid': `stop-row-${kind}`, 'data-stop-id': s.id }) as object}
    />
  );
}

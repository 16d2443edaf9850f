import { Table, Tag } from 'antd';
import type { TablePaginationConfig } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SecondOrder } from '@aurelix/shared/schemas/second';
import { useLocale } from '../../../i18n/use-locale';
import { formatDigits } from '../../../lib/format';
import { useNow } from '../hooks/use-second-live';
import { fmtTime, formatCountdown, percent, secondsLeft } from '../utils';
import styles from './second.module.css';

/** Open orders with their countdown, or settled ones with every field of SPEC 3. */
export function SecondOrdersTable({
  orders,
  kind,
  loading,
  emptyText,
  pagination,
}: {
  orders: SecondOrder[];
  kind: 'current' | 'history';
  loading?: boolean;
  emptyText: string;
  pagination?: TablePaginationConfig | false;
}) {
  const { t } = useTranslation();
  const { intl } = useLocale();
  const now = useNow(kind === 'current' ? 250 : 60_000);
  // Every digit, grouped (never rounded: a settlement compares the prices digit for digit).
  const num = (v: string | null) => <span className={styles.num}>{v == null ? '--' : formatDigits(v, intl)}</span>;
  const signed = (v: string | null) =>
    v == null ? '--' : <span className={`${styles.num} ${v.startsWith('-') ? styles.down : v === '0' ? '' : styles.up}`}>{v.startsWith('-') ? formatDigits(v, intl) : `+${formatDigits(v, intl)}`}</span>;
  const columns = [
    { key: 'symbol', title: t('second.orders.symbol'), render: (o: SecondOrder) => o.symbol.replace('_', '/') },
    {
      key: 'direction',
      title: t('second.orders.direction'),
      render: (o: SecondOrder) => <span className={o.direction === 'up' ? styles.up : styles.down}>{t(`second.direction.${o.direction}`)}</span>,
    },
    { key: 'duration', title: t('second.orders.duration'), render: (o: SecondOrder) => `${o.duration}s · ${percent(o.payout_rate, intl)}` },
    { key: 'buy_price', title: t('second.orders.buyPrice'), render: (o: SecondOrder) => num(o.buy_price) },
    { key: 'quantity', title: t('second.orders.quantity'), render: (o: SecondOrder) => num(o.stake) },
    { key: 'paid', title: t('second.orders.paid'), render: (o: SecondOrder) => num(o.paid) },
    { key: 'guarantee', title: t('second.orders.guarantee'), render: (o: SecondOrder) => num(o.stake) },
    { key: 'fee', title: t('second.orders.fee'), render: (o: SecondOrder) => num(o.fee) },
    ...(kind === 'current'
      ? [
          { key: 'estimated', title: t('second.orders.estimated'), render: (o: SecondOrder) => signed(o.estimated_profit) },
          {
            key: 'countdown',
            title: t('second.orders.countdown'),
            render: (o: SecondOrder) => (
              <strong className={styles.num} data-testid="second-row-countdown">
                {formatCountdown(secondsLeft(o, now))}
              </strong>
            ),
          },
          { key: 'buy_time', title: t('second.orders.buyTime'), render: (o: SecondOrder) => fmtTime(o.buy_time, intl) },
        ]
      : [
          { key: 'settle_price', title: t('second.orders.settlePrice'), render: (o: SecondOrder) => num(o.settle_price) },
          {
            key: 'settle_info',
            title: t('second.orders.settleInfo'),
            render: (o: SecondOrder) => (
              <span className={styles.num}>
                {fmtTime(o.settle_time, intl)}
                {o.settle_tick_time != null && (
                  <>
                    <br />
                    <small>{t('second.orders.tick', { time: fmtTime(o.settle_tick_time, intl) })}</small>
                  </>
                )}
              </span>
            ),
          },
          { key: 'estimated', title: t('second.orders.estimated'), render: (o: SecondOrder) => signed(o.estimated_profit) },
          { key: 'profit', title: t('second.orders.profit'), render: (o: SecondOrder) => signed(o.profit) },
          {
            key: 'result',
            title: t('second.orders.result'),
            render: (o: SecondOrder) =>
              o.result ? (
                <Tag color={o.result === 'win' ? 'green' : o.result === 'loss' ? 'red' : 'default'} data-testid="second-row-result">
                  {t(`second.result.${o.result}`)}
                </Tag>
              ) : (
                '--'
              ),
          },
          { key: 'buy_time', title: t('second.orders.buyTime'), render: (o: SecondOrder) => fmtTime(o.buy_time, intl) },
        ]),
  ];
  return (
    <Table<SecondOrder>
      rowKey="id"
      size="small"
      columns={columns}
      dataSource={orders}
      loading={loading}
      pagination={pagination ?? false}
      locale={{ emptyText }}
      scroll={{ x: 'max-content' }}
      data-testid={`second-${kind}-table`}
      onRow={(o) => ({ 'data-testid': `second-row-${o.id}` }) as React.HTMLAttributes<HTMLTableRowElement>}
    />
  );
}

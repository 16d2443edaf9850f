import { useState, type ReactNode } from 'react';
import { App, Button, Table, type TableProps } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { FuturesContractView, FuturesPositionView } from '@aurelix/shared/schemas/futures';
import { useLocale } from '../../../i18n/use-locale';
import { formatChange, formatFixed } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { PHONE_QUERY, useMediaQuery } from '../../../lib/use-media-query';
import { formatPairPrice } from '../../spot/utils/format';
import { futuresKeys } from '../api/keys';
import { closeFuturesPosition } from '../api/post-futures';
import { exitsOf, useFuturesTriggers } from '../api/triggers';
import { formatUsdt, signOf } from '../utils/format';
import { ClosePositionDialog } from './close-position-dialog';
import { MarginDialog } from './margin-dialog';
import { TpslDialog } from './tpsl-dialog';
import spot from '../../spot/components/trade.module.css';
import styles from './futures.module.css';

interface PositionsTableProps {
  positions: FuturesPositionView[];
  contracts: FuturesContractView[] | undefined;
  loading: boolean;
  emptyText: string;
}

const tone = (v: string) => (signOf(v) > 0 ? styles.up : signOf(v) < 0 ? styles.down : undefined);

/**
 * Open positions (SPEC 3 fields) with close (limit or market) and quick close: a table, and on a
 * phone one card per position with PnL, liquidation price and the actions in reach (issue 30 item 5).
 */
export function PositionsTable({ positions, contracts, loading, emptyText }: PositionsTableProps) {
  const { t } = useTranslation();
  const { intl } = useLocale();
  const { modal } = App.useApp();
  const queryClient = useQueryClient();
  const [closing, setClosing] = useState<FuturesPositionView | null>(null);
  const [exiting, setExiting] = useState<FuturesPositionView | null>(null);
  const [adjusting, setAdjusting] = useState<FuturesPositionView | null>(null);
  // The waiting TP and SL of every position (whole-position or partial), for the TP/SL column.
  const triggers = useFuturesTriggers({ ended: false, page: 1, page_size: 100 }, positions.length > 0);
  const phone = useMediaQuery(PHONE_QUERY);
  const contractOf = (symbol: string) => contracts?.find((c) => c.symbol === symbol);
  const qty = (p: FuturesPositionView, v: string) => formatFixed(v, contractOf(p.symbol)?.qty_precision ?? 4, intl);
  const price = (p: FuturesPositionView, v: string | null) => formatPairPrice(v, contractOf(p.symbol)?.price_precision ?? 2, intl);

  const quickClose = (p: FuturesPositionView) => {
    const [base] = p.symbol.split('_');
    modal.confirm({
      title: t('futures.positions.quickCloseTitle'),
      content: t('futures.positions.quickCloseConfirm', {
        side: t(`futures.side.${p.side}`),
        size: `${qty(p, p.size)} ${base}`,
        contract: p.symbol.replace('_', '/'),
      }),
      okText: t('futures.positions.quickCloseOk'),
      okButtonProps: { danger: true, ...({ 'data-testid': 'quick-close-ok' } as object) },
      cancelText: t('common.cancel'),
      centered: true,
      onOk: async () => {
        try {
          await closeFuturesPosition({ symbol: p.symbol, side: p.side });
          notify.success(t('futures.positions.closed'));
        } catch {
          /* the server's message was shown */
        } finally {
          void queryClient.invalidateQueries({ queryKey: futuresKeys.private });
        }
      },
    });
  };

  const contractCell = (p: FuturesPositionView) => (
    <span>
      <Link to={`/contract/${p.symbol.toLowerCase()}`}>{p.symbol.replace('_', '/')}</Link>{' '}
      <span className={p.side === 'long' ? spot.up : spot.down}>{t(`futures.side.${p.side}`)}</span>{' '}
      <span className={styles.muted}>
        {t(`futures.marginMode.${p.margin_mode}`)} {p.leverage}x
      </span>
    </span>
  );
  const pnlCell = (p: FuturesPositionView) => (
    <span className={tone(p.unrealised_pnl)} data-testid="position-pnl">
      {formatUsdt(p.unrealised_pnl, intl, true)} USDT
    </span>
  );
  const roeCell = (p: FuturesPositionView) => (
    <span className={tone(p.roe)} data-testid="position-roe">
      {formatChange(p.roe, intl)}
    </span>
  );
  const liqCell = (p: FuturesPositionView) => <span data-testid="position-liq">{price(p, p.liquidation_price)}</span>;
  const tpslCell = (p: FuturesPositionView) => {
    const exits = exitsOf(triggers.data?.list, p.symbol, p.side);
    const tp = exits.filter((e) => e.kind === 'take_profit').map((e) => price(p, e.trigger_price));
    const sl = exits.filter((e) => e.kind === 'stop_loss').map((e) => price(p, e.trigger_price));
    return (
      <span className={styles.tpsl} data-testid="position-tpsl">
        <span className={styles.up}>{tp.length ? tp.join(' / ') : '--'}</span>
        <span className={styles.down}>{sl.length ? sl.join(' / ') : '--'}</span>
      </span>
    );
  };
  const actions = (p: FuturesPositionView, className: string | undefined) => (
    <span className={className}>
      {p.margin_mode === 'isolated' && (
        <Button size="small" onClick={() => setAdjusting(p)} data-testid="position-margin-button">
          {t('futures.margin.button')}
        </Button>
      )}
      <Button size="small" onClick={() => setExiting(p)} data-testid="position-tpsl-button">
        {t('futures.tpsl.button')}
      </Button>
      <Button size="small" onClick={() => setClosing(p)} data-testid="position-close">
        {t('futures.positions.close')}
      </Button>
      <Button size="small" danger onClick={() => quickClose(p)} data-testid="position-quick-close">
        {t('futures.positions.quickClose')}
      </Button>
    </span>
  );

  const columns: TableProps<FuturesPositionView>['columns'] = [
    { key: 'contract', title: t('futures.orders.contract'), render: (_, p) => contractCell(p) },
    { key: 'size', title: t('futures.positions.size'), align: 'right', render: (_, p) => qty(p, p.size) },
    { key: 'entry', title: t('futures.positions.entry'), align: 'right', render: (_, p) => price(p, p.entry_price) },
    { key: 'mark', title: t('futures.positions.mark'), align: 'right', render: (_, p) => price(p, p.mark_price) },
    { key: 'pnl', title: t('futures.positions.pnl'), align: 'right', render: (_, p) => pnlCell(p) },
    { key: 'roe', title: t('futures.positions.roe'), align: 'right', render: (_, p) => roeCell(p) },
    { key: 'margin', title: t('futures.positions.margin'), align: 'right', render: (_, p) => `${formatUsdt(p.margin, intl)} USDT` },
    { key: 'liq', title: t('futures.positions.liquidation'), align: 'right', render: (_, p) => liqCell(p) },
    { key: 'closable', title: t('futures.positions.closable'), align: 'right', render: (_, p) => qty(p, p.closable) },
    { key: 'tpsl', title: t('futures.tpsl.column'), align: 'right', render: (_, p) => tpslCell(p) },
    {
      key: 'actions',
      title: <span className="visually-hidden">{t('futures.orders.actions')}</span>,
      align: 'right',
      render: (_, p) => actions(p, spot.rowActions),
    },
  ];

  /** A phone's card: the figures two by two, PnL and the liquidation price first, the actions below. */
  const card = (p: FuturesPositionView) => {
    const figures: [string, ReactNode][] = [
      [t('futures.positions.pnl'), pnlCell(p)],
      [t('futures.positions.roe'), roeCell(p)],
      [t('futures.positions.liquidation'), liqCell(p)],
      [t('futures.positions.size'), qty(p, p.size)],
      [t('futures.positions.entry'), price(p, p.entry_price)],
      [t('futures.positions.mark'), price(p, p.mark_price)],
      [t('futures.positions.margin'), `${formatUsdt(p.margin, intl)} USDT`],
      [t('futures.positions.closable'), qty(p, p.closable)],
      [t('futures.tpsl.column'), tpslCell(p)],
    ];
    return (
      <li key={`${p.symbol}-${p.side}`} className={styles.positionCard} data-testid="position-row" data-side={p.side} data-symbol={p.symbol}>
        <div className={styles.positionCardHead}>{contractCell(p)}</div>
        <dl className={styles.positionFigures}>
          {figures.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        {actions(p, styles.positionActions)}
      </li>
    );
  };

  return (
    <>
      {phone ? (
        positions.length === 0 ? (
          <p className={styles.cardsEmpty}>{loading ? '…' : emptyText}</p>
        ) : (
          <ul className={styles.positionCards} data-testid="positions-cards">
            {positions.map(card)}
          </ul>
        )
      ) : (
      <Table<FuturesPositionView>
        rowKey={(p) => `${p.symbol}-${p.side}`}
        size="small"
        className={spot.ordersTable}
        columns={columns}
        dataSource={positions}
        loading={loading}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText }}
        data-testid="positions-table"
        onRow={(p) => ({ 'data-testid': 'position-row', 'data-side': p.side, 'data-symbol': p.symbol }) as object}
      />
      )}
      <MarginDialog position={adjusting} onClose={() => setAdjusting(null)} />
      <TpslDialog position={exiting} contract={exiting ? contractOf(exiting.symbol) : undefined} onClose={() => setExiting(null)} />
      <ClosePositionDialog position={closing} contract={closing ? contractOf(closing.symbol) : undefined} onClose={() => setClosing(null)} />
    </>
  );
}

import { useState } from 'react';
import { App, Button, Input, Modal, Result, Spin, Tag } from 'antd';
import { CopyOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import type { P2pOrder } from '@aurelix/shared/schemas/p2p';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { fileToDataUrl, p2pApi, p2pKeys, useOrder } from '../api/p2p-api';
import { OrderChat } from '../components/order-chat';
import { P2pImage } from '../components/p2p-image';
import { OrderRules } from '../components/order-rules';
import { OrderSteps } from '../components/order-steps';
import { StatusTag } from '../components/status-tag';
import { formatLeft, useP2pPushes, useServerNow } from '../hooks';
import styles from '../components/p2p.module.css';
import { useLocale } from '../../../i18n/use-locale';
import { formatDigits } from '../../../lib/format';
import { notify } from '../../../lib/notify';

/** Copies one of the seller's bank details with a translated toast. */
function CopyDetail({ text, label, testId }: { text: string; label: string; testId: string }) {
  const { t } = useTranslation();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      notify.success(t('p2p.copy.done'), 'p2p-copy');
    } catch {
      notify.error(t('p2p.copy.failed'), 'p2p-copy');
    }
  };
  return <Button size="small" type="text" icon={<CopyOutlined aria-hidden />} aria-label={label} title={label} onClick={() => void copy()} data-testid={testId} />;
}

/**
 * The card as the viewer may see it (full to the counterparty of an open order). With `copyable`
 * (the seller's account the buyer pays to) each detail has a copy button, as on the big exchanges.
 */
function CardLines({ card, copyable = false }: { card: P2pOrder['seller_card']; copyable?: boolean }) {
  const { t } = useTranslation();
  const copy = (text: string, key: 'name' | 'bank' | 'cardNo', testId: string) => (copyable ? <CopyDetail text={text} label={t(`p2p.copy.${key}`)} testId={testId} /> : null);
  return (
    <>
      <div>{card.real_name}{copy(card.real_name, 'name', 'p2p-copy-name')}</div>
      <div>{card.bank_name}{card.branch ? ` · ${card.branch}` : ''}{copy(card.bank_name, 'bank', 'p2p-copy-bank')}</div>
      <div><span data-testid="p2p-card-no">{card.card_no}</span>{copy(card.card_no, 'cardNo', 'p2p-copy-card-no')}</div>
    </>
  );
}

/**
 * /deal/buy-detail/:id, /deal/buy-confirm/:id and /deal/sell-detail/:id: the order's status and
 * countdown, what to pay to whom, the buyer's "I have completed the transfer" and cancel, the
 * seller's "I have received the payment" (fund password), appeals and the chat.
 */
export default function OrderPage({ titleKey }: { titleKey: 'routes.deal.buyDetail' | 'routes.deal.buyConfirm' | 'routes.deal.sellDetail' }) {
  const { t } = useTranslation();
  const { intl } = useLocale();
  // Prices, limits and amounts as typed, every digit, grouped for the locale.
  const n = (v: string) => formatDigits(v, intl);
  useDocumentTitle(t(titleKey));
  useP2pPushes();
  const { modal } = App.useApp();
  const queryClient = useQueryClient();
  const id = Number(useParams().id ?? 0);
  const order = useOrder(id);
  const now = useServerNow(order.dataUpdatedAt ? order.data?.now : undefined);
  const [releasing, setReleasing] = useState(false);
  const [password, setPassword] = useState('');
  const [appealing, setAppealing] = useState(false);
  const [reason, setReason] = useState('');
  const [images, setImages] = useState<string[]>([]);
  const refresh = () => queryClient.invalidateQueries({ queryKey: p2pKeys.all });

  if (order.isPending) return <Spin style={{ display: 'block', margin: 48 }} />;
  if (!order.data) return <Result status="404" title={t('p2p.orderMissing')} extra={<Link to="/order/legal-order">{t('p2p.myOrders')}</Link>} />;
  const o = order.data;
  const can = (a: string) => o.actions.includes(a as never);
  const run = (title: string, content: string, action: () => Promise<unknown>, testId: string) =>
    modal.confirm({ title, content, okText: t('common.confirm'), cancelText: t('common.cancel'), okButtonProps: { 'data-testid': testId } as never, onOk: async () => { await action(); await refresh(); } });
  const clock = (ms: number) => new Date(ms).toLocaleTimeString(intl, { hour: '2-digit', minute: '2-digit' });
  const countdown =
    o.status === 'unpaid' ? { label: t(o.role === 'buyer' ? 'p2p.payWithin' : 'p2p.waitingPayment'), left: o.pay_deadline - now } : o.status === 'paid' && o.confirm_deadline ? { label: t('p2p.confirmWithin'), left: o.confirm_deadline - now } : null;

  return (
    <div className={`container ${styles.page}`} data-testid="p2p-order">
      <div className={styles.head}>
        <h1 className={styles.title}>
          {t(o.side === 'buy' ? 'p2p.buyCrypto' : 'p2p.sellCrypto', { crypto: o.crypto })} <StatusTag order={o} />
        </h1>
        <span className={styles.note}>{`${t('p2p.orderNo')} ${o.order_no}`}</span>
      </div>
      <div className={styles.card}>
        <OrderSteps order={o} />
      </div>
      {countdown && (
        <div className={styles.card}>
          <div className={styles.note}>{countdown.label}</div>
          <div className={styles.countdown} data-testid="p2p-countdown">{formatLeft(countdown.left)}</div>
        </div>
      )}
      <div className={styles.cols}>
        <div>
          <div className={styles.card}>
            <dl className={styles.figures}>
              <div><dt>{t('p2p.total')}</dt><dd data-testid="p2p-order-total">{`${n(o.total)} ${o.fiat}`}</dd></div>
              <div><dt>{t('p2p.price')}</dt><dd>{`${n(o.price)} ${o.fiat}`}</dd></div>
              <div><dt>{t('p2p.quantity')}</dt><dd data-testid="p2p-order-qty">{`${n(o.quantity)} ${o.crypto}`}</dd></div>
              <div><dt>{t('p2p.sellerName')}</dt><dd>{o.seller_name}</dd></div>
              <div><dt>{t('p2p.buyerName')}</dt><dd>{o.buyer_name}</dd></div>
              <div><dt>{t('p2p.orderTime')}</dt><dd>{new Date(o.created_at).toLocaleString()}</dd></div>
              <div><dt>{t('p2p.sellerMethod')}</dt><dd><CardLines card={o.seller_card} copyable /></dd></div>
              <div><dt>{t('p2p.payerCard')}</dt><dd><CardLines card={o.buyer_card} /></dd></div>
            </dl>
            {o.role === 'buyer' && o.status === 'unpaid' && <p className={styles.note}>{t('p2p.buyerHint', { total: `${n(o.total)} ${o.fiat}` })}</p>}
            {o.role === 'seller' && o.status === 'paid' && <p className={styles.note}>{t('p2p.sellerHint', { total: `${n(o.total)} ${o.fiat}` })}</p>}
            {o.appeal && (
              <p className={styles.note} data-testid="p2p-appeal-info">
                {t('p2p.appeal.info', { by: t(o.appeal.by === 'buyer' ? 'p2p.buyer' : 'p2p.seller'), reason: o.appeal.reason })}
              </p>
            )}
            {o.appeal && o.appeal.images.length > 0 && (
              <div className={styles.evidence} data-testid="p2p-appeal-images">
                {o.appeal.images.map((img) => <P2pImage key={img} id={img} alt={t('p2p.appeal.images')} />)}
              </div>
            )}
            <div className={styles.actions}>
              {can('pay') && (
                <Button type="primary" onClick={() => run(t('p2p.payTitle'), t('p2p.payText', { total: `${n(o.total)} ${o.fiat}`, name: o.seller_card.real_name }), () => p2pApi.pay(o.id), 'p2p-pay-ok')} data-testid="p2p-pay">
                  {t('p2p.paid')}
                </Button>
              )}
              {(can('cancel') || (o.role === 'seller' && o.status === 'unpaid')) && (
                <Button
                  danger
                  disabled={!can('cancel')}
                  title={can('cancel') ? undefined : t('p2p.sellerCancelFrom', { time: clock(o.seller_cancel_at) })}
                  onClick={() => run(t('p2p.cancelTitle'), t(o.role === 'seller' ? 'p2p.sellerCancelText' : 'p2p.cancelText'), () => p2pApi.cancel(o.id), 'p2p-cancel-ok')}
                  data-testid="p2p-cancel"
                >
                  {t('p2p.cancel')}
                </Button>
              )}
              {can('release') && (
                <Button type="primary" onClick={() => setReleasing(true)} data-testid="p2p-release">
                  {t('p2p.received')}
                </Button>
              )}
              {(can('appeal') || (o.status === 'paid' && o.role === 'buyer')) && (
                <Button onClick={() => setAppealing(true)} disabled={!can('appeal')} title={can('appeal') ? undefined : t('p2p.appeal.tooEarly')} data-testid="p2p-appeal">
                  {t('p2p.appeal.button')}
                </Button>
              )}
            </div>
          </div>
        </div>
        <div>
          <div className={styles.card}>
            <OrderChat orderId={o.id} />
          </div>
          <OrderRules order={o} clock={clock} />
        </div>
      </div>
      <Modal
        open={releasing}
        title={t('p2p.releaseTitle')}
        okText={t('common.confirm')}
        cancelText={t('common.cancel')}
        okButtonProps={{ disabled: !password, 'data-testid': 'p2p-release-ok' } as never}
        onCancel={() => setReleasing(false)}
        onOk={async () => {
          await p2pApi.release(o.id, password);
          setReleasing(false);
          setPassword('');
          await refresh();
        }}
      >
        <p>{t('p2p.releaseText', { total: `${n(o.total)} ${o.fiat}`, quantity: `${n(o.quantity)} ${o.crypto}` })}</p>
        <Input.Password value={password} onChange={(e) => setPassword(e.target.value)} placeholder={t('p2p.fundPassword')} aria-label={t('p2p.fundPassword')} data-testid="p2p-fund-password" />
      </Modal>
      <Modal
        open={appealing}
        title={t('p2p.appeal.title')}
        okText={t('common.confirm')}
        cancelText={t('common.cancel')}
        okButtonProps={{ disabled: !reason.trim(), 'data-testid': 'p2p-appeal-ok' } as never}
        onCancel={() => setAppealing(false)}
        onOk={async () => {
          await p2pApi.appeal(o.id, reason.trim(), images);
          setAppealing(false);
          await refresh();
        }}
      >
        <p className={styles.note}>{t('p2p.appeal.text')}</p>
        <Input.TextArea rows={4} maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} placeholder={t('p2p.appeal.reason')} aria-label={t('p2p.appeal.reason')} data-testid="p2p-appeal-reason" />
        <input
          type="file"
          accept="image/jpeg,image/png,image/webp"
          multiple
          style={{ marginTop: 8 }}
          aria-label={t('p2p.appeal.images')}
          data-testid="p2p-appeal-file"
          onChange={(e) => void Promise.all([...(e.target.files ?? [])].slice(0, 3).map(fileToDataUrl)).then(setImages)}
        />
        {images.length > 0 && <Tag>{t('p2p.appeal.imageCount', { n: images.length })}</Tag>}
      </Modal>
    </div>
  );
}

import { useState } from 'react';
import { App, Button, Input, Result, Segmented, Select, Spin } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import Decimal from 'decimal.js';
import type { P2pSide } from '@aurelix/shared/schemas/p2p';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { p2pApi, p2pKeys, useAds, useCards, useP2pMe } from '../api/p2p-api';
import styles from '../components/p2p.module.css';
import { useLocale } from '../../../i18n/use-locale';
import { formatDigits } from '../../../lib/format';

const valid = (s: string) => /^(?:0|[1-9]\d{0,14})(?:\.\d{1,8})?$/.test(s.trim()) && /[1-9]/.test(s);

/**
 * /deal/buy-next and /deal/sell-next: the chosen ad, buy (or sell) by amount or by quantity, pick
 * or add a card in the ad's fiat, and confirm; the order opens on its detail screen.
 */
export default function TakeAdPage({ side }: { side: P2pSide }) {
  const { t } = useTranslation();
  const { intl } = useLocale();
  // Prices, limits and amounts as typed, every digit, grouped for the locale.
  const n = (v: string) => formatDigits(v, intl);
  useDocumentTitle(t(side === 'buy' ? 'routes.deal.buyNext' : 'routes.deal.sellNext'));
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const adId = Number(params.get('ad') ?? 0);
  const crypto = params.get('crypto') ?? 'USDT';
  const fiat = params.get('fiat') ?? 'USD';
  const ads = useAds(side, crypto, fiat);
  const cards = useCards(fiat);
  const me = useP2pMe();
  const [by, setBy] = useState<'amount' | 'quantity'>('amount');
  const [value, setValue] = useState('');
  const [cardId, setCardId] = useState<number | undefined>();
  const [busy, setBusy] = useState(false);
  const ad = ads.data?.find((a) => a.id === adId);

  if (ads.isPending) return <Spin style={{ display: 'block', margin: 48 }} />;
  if (!ad) return <Result status="warning" title={t('p2p.adGone')} extra={<Link to="/deal">{t('p2p.backToAds')}</Link>} />;

  const price = new Decimal(ad.price);
  const estimate = valid(value) ? (by === 'amount' ? `≈ ${new Decimal(value).div(price).toDecimalPlaces(8, Decimal.ROUND_DOWN).toString()} ${ad.crypto}` : `≈ ${new Decimal(value).mul(price).toDecimalPlaces(2).toString()} ${ad.fiat}`) : '';
  const chosen = cardId ?? cards.data?.[0]?.id;
  const here = `/deal/${side}-next?ad=${ad.id}&crypto=${crypto}&fiat=${fiat}`;

  const confirm = () =>
    modal.confirm({
      title: t(side === 'buy' ? 'p2p.confirmBuyTitle' : 'p2p.confirmSellTitle'),
      content: t('p2p.confirmText', { value: `${value} ${by === 'amount' ? ad.fiat : ad.crypto}`, price: `${n(ad.price)} ${ad.fiat}`, merchant: ad.merchant_name }),
      okText: t('common.confirm'),
      cancelText: t('common.cancel'),
      okButtonProps: { 'data-testid': 'p2p-place-ok' } as never,
      onOk: async () => {
        setBusy(true);
        try {
          const order = await p2pApi.place({ ad_id: ad.id, by, value: value.trim(), card_id: chosen! });
          await queryClient.invalidateQueries({ queryKey: p2pKeys.all });
          navigate(`/deal/${side}-detail/${order.id}`);
        } finally {
          setBusy(false);
        }
      },
    });

  return (
    <div className={`container ${styles.page}`} style={{ maxWidth: 720 }} data-testid="p2p-take">
      <h1 className={styles.title} style={{ marginBottom: 16 }}>{t(side === 'buy' ? 'p2p.buyCrypto' : 'p2p.sellCrypto', { crypto: ad.crypto })}</h1>
      <div className={styles.card}>
        <dl className={styles.figures}>
          <div><dt>{t('p2p.merchant')}</dt><dd>{ad.merchant_name}</dd></div>
          <div><dt>{t('p2p.price')}</dt><dd data-testid="p2p-take-price">{`${n(ad.price)} ${ad.fiat}`}</dd></div>
          <div><dt>{t('p2p.available')}</dt><dd>{`${n(ad.remaining)} ${ad.crypto}`}</dd></div>
          <div><dt>{t('p2p.limits')}</dt><dd>{`${n(ad.min_amount)} – ${n(ad.max_amount)} ${ad.fiat}`}</dd></div>
          <div><dt>{t('p2p.payWindow')}</dt><dd>{t('p2p.minutes', { n: Math.min(ad.pay_window, me.data?.pay_time ?? ad.pay_window) })}</dd></div>
          <div><dt>{t('p2p.methods')}</dt><dd>{ad.methods.join(', ')}</dd></div>
        </dl>
      </div>
      <div className={styles.card}>
        <Segmented
          value={by}
          onChange={(v) => setBy(v as 'amount' | 'quantity')}
          options={[
            { value: 'amount', label: t('p2p.byAmount') },
            { value: 'quantity', label: t('p2p.byQuantity') },
          ]}
          style={{ marginBottom: 12 }}
        />
        <Input
          size="large"
          inputMode="decimal"
          value={value}
          onChange={(e) => setValue(e.target.value)}
          suffix={by === 'amount' ? ad.fiat : ad.crypto}
          placeholder={by === 'amount' ? t('p2p.amountPlaceholder', { min: ad.min_amount, max: ad.max_amount }) : t('p2p.quantityPlaceholder')}
          aria-label={by === 'amount' ? t('p2p.byAmount') : t('p2p.byQuantity')}
          data-testid="p2p-take-value"
        />
        <p className={styles.note}>{estimate}</p>
        {side === 'buy' && me.data ? (
          <p className={styles.note} data-testid="p2p-limits">
            {me.data.verified
              ? t('p2p.limitVerified', { single: me.data.trust_single, total: me.data.trust_total, used: me.data.bought_today })
              : t('p2p.limitUnverified', { total: me.data.trust_total, used: me.data.bought_today })}{' '}
            {!me.data.verified && <Link to="/user/identity">{t('p2p.verifyToRaise')}</Link>}
          </p>
        ) : null}
        <label className={styles.filter} style={{ marginTop: 12 }}>
          <span>{t(side === 'buy' ? 'p2p.payFromCard' : 'p2p.receiveToCard')}</span>
          {(cards.data ?? []).length === 0 ? (
            <span>
              {t('p2p.cards.noneInFiat', { fiat })} <Link to={`/user/addCollAddr?fiat=${fiat}&back=${encodeURIComponent(here)}`} data-testid="p2p-add-card-inline">{t('p2p.cards.add')}</Link>
            </span>
          ) : (
            <span className={styles.filters} style={{ margin: 0 }}>
              <Select
                value={chosen}
                onChange={setCardId}
                style={{ minWidth: 260 }}
                options={(cards.data ?? []).map((c) => ({ value: c.id, label: `${c.bank_name} ${c.card_no}` }))}
                data-testid="p2p-take-card"
              />
              {chosen !== undefined && <Link to={`/user/editCollAddr?id=${chosen}&back=${encodeURIComponent(here)}`}>{t('p2p.edit')}</Link>}
              <Link to={`/user/addCollAddr?fiat=${fiat}&back=${encodeURIComponent(here)}`}>{t('p2p.cards.add')}</Link>
            </span>
          )}
        </label>
        <Button type="primary" danger={side === 'sell'} size="large" block style={{ marginTop: 16 }} disabled={!valid(value) || !chosen} loading={busy} onClick={confirm} data-testid="p2p-place">
          {t(side === 'buy' ? 'p2p.buyCrypto' : 'p2p.sellCrypto', { crypto: ad.crypto })}
        </Button>
      </div>
    </div>
  );
}

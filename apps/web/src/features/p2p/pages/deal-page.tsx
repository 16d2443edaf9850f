import { useState } from 'react';
import { Button, Empty, Grid, Input, Modal, Segmented, Select, Spin, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { P2P_CRYPTOS, P2P_FIATS, p2pDecimal, type P2pPublicAd as P2pAd, type P2pSide } from '@aurelix/shared/schemas/p2p';
import { isLoggedIn, useSession } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useAds, useP2pMe } from '../api/p2p-api';
import { MyAds } from '../components/my-ads';
import styles from '../components/p2p.module.css';
import { useLocale } from '../../../i18n/use-locale';
import { formatDigits } from '../../../lib/format';

const pick = <T extends string>(value: string | null, allowed: readonly T[], fallback: T): T => (allowed.includes(value as T) ? (value as T) : fallback);

/**
 * /deal: choose buy or sell, the crypto and the fiat; the merchants' ads, best first (SPEC 2). A
 * visitor sees the same list; taking an ad asks to log in or sign up and comes back here with the
 * same choice (it is kept in the address: ?side=&crypto=&fiat=, and the filters &amount=&method=).
 * The filters keep the ads whose per-order limits contain the amount and that take the method.
 */
export default function DealPage() {
  const { t } = useTranslation();
  const { intl } = useLocale();
  // Prices, limits and amounts as typed, every digit, grouped for the locale.
  const n = (v: string) => formatDigits(v, intl);
  useDocumentTitle(t('routes.deal.root'));
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const side = pick<P2pSide>(params.get('side'), ['buy', 'sell'], 'buy');
  const crypto = pick(params.get('crypto'), P2P_CRYPTOS, 'USDT');
  const fiat = pick(params.get('fiat'), P2P_FIATS, 'USD');
  // The amount as typed; only a valid one (a positive decimal) filters the list.
  const amountText = params.get('amount') ?? '';
  const amountOk = amountText === '' || p2pDecimal.safeParse(amountText).success;
  const amount = amountText !== '' && amountOk ? amountText.trim() : undefined;
  const method = params.get('method')?.trim() || undefined;
  const query = (change: Partial<Record<'side' | 'crypto' | 'fiat' | 'amount' | 'method', string>>) => {
    const next: Record<string, string> = { side, crypto, fiat, amount: amountText, method: method ?? '', ...change };
    return new URLSearchParams(Object.entries(next).filter(([, v]) => v !== ''));
  };
  const choose = (change: Partial<Record<'side' | 'crypto' | 'fiat' | 'amount' | 'method', string>>) => setParams(query(change), { replace: true });
  const signedIn = isLoggedIn(useSession());
  const ads = useAds(side, crypto, fiat, { amount, method });
  // The methods to choose from: those of every ad of the pair (the unfiltered list, cached).
  const unfiltered = useAds(side, crypto, fiat);
  const methods = [...new Set([...(unfiltered.data ?? []).flatMap((ad) => ad.methods), ...(method ? [method] : [])])].sort((a, b) => a.localeCompare(b, intl));
  const me = useP2pMe(signedIn);
  const [asking, setAsking] = useState<P2pAd | null>(null);
  const here = `/deal?${query({}).toString()}`;
  const take = (ad: P2pAd) => (signedIn ? navigate(`/deal/${side}-next?ad=${ad.id}&crypto=${ad.crypto}&fiat=${ad.fiat}`) : setAsking(ad));
  // On a phone each ad is a card with its button in reach, not a table row scrolled sideways.
  const narrow = !Grid.useBreakpoint().md;
  const takeButton = (ad: P2pAd, block = false) => (
    <Button type="primary" block={block} danger={side === 'sell'} onClick={() => take(ad)} data-testid={`p2p-take-${ad.id}`}>
      {side === 'buy' ? t('p2p.buyCrypto', { crypto: ad.crypto }) : t('p2p.sellCrypto', { crypto: ad.crypto })}
    </Button>
  );
  const emptyText = ads.isError ? t('errors.loadFailed') : t('p2p.noAds');

  return (
    <div className={`container ${styles.page}`} data-testid="p2p-deal">
      <div className={styles.head}>
        <h1 className={styles.title}>{t('p2p.title')}</h1>
        {signedIn && (
          <div className={styles.filters} style={{ margin: 0 }}>
            <Link to="/order/legal-order">{t('p2p.myOrders')}</Link>
            <Link to="/user/c-collAddr">{t('p2p.cards.title')}</Link>
          </div>
        )}
      </div>
      <div className={styles.card}>
        <div className={styles.filters}>
          <Segmented
            value={side}
            onChange={(v) => choose({ side: v as string })}
            options={[
              { value: 'buy', label: t('p2p.buy') },
              { value: 'sell', label: t('p2p.sell') },
            ]}
            data-testid="p2p-side"
          />
          <label className={styles.filter}>
            <span>{t('p2p.crypto')}</span>
            <Select value={crypto} onChange={(v) => choose({ crypto: v })} style={{ minWidth: 110 }} options={P2P_CRYPTOS.map((c) => ({ value: c, label: c }))} data-testid="p2p-crypto" />
          </label>
          <label className={styles.filter}>
            <span>{t('p2p.fiat')}</span>
            <Select value={fiat} onChange={(v) => choose({ fiat: v })} style={{ minWidth: 110 }} options={P2P_FIATS.map((c) => ({ value: c, label: c }))} data-testid="p2p-fiat" />
          </label>
          <label className={styles.filter}>
            <span>{t('p2p.filter.amount')}</span>
            <Input
              value={amountText}
              onChange={(e) => choose({ amount: e.target.value })}
              inputMode="decimal"
              allowClear
              status={amountOk ? undefined : 'error'}
              placeholder={t('p2p.filter.amountPlaceholder', { fiat })}
              title={amountOk ? undefined : t('p2p.filter.invalidAmount')}
              aria-invalid={!amountOk}
              style={{ width: 160 }}
              data-testid="p2p-filter-amount"
            />
          </label>
          <label className={styles.filter}>
            <span>{t('p2p.filter.method')}</span>
            <Select
              value={method ?? ''}
              onChange={(v) => choose({ method: v })}
              style={{ minWidth: 160 }}
              options={[{ value: '', label: t('p2p.filter.allMethods') }, ...methods.map((m) => ({ value: m, label: m }))]}
              data-testid="p2p-filter-method"
            />
          </label>
        </div>
        {ads.data && ads.data.length > 0 && (
          <p className={styles.note}>
            <Button type="link" style={{ paddingInline: 0 }} onClick={() => take(ads.data[0]!)} data-testid="p2p-best">
              {t(side === 'buy' ? 'p2p.bestBuy' : 'p2p.bestSell', { price: `${n(ads.data[0]!.price)} ${fiat}`, merchant: ads.data[0]!.merchant_name })}
            </Button>
          </p>
        )}
        {!amountOk && <p className={styles.error} role="alert" data-testid="p2p-filter-amount-error">{t('p2p.filter.invalidAmount')}</p>}
        {me.data?.blocked_until ? <p className={styles.error}>{t('p2p.blocked', { time: new Date(me.data.blocked_until).toLocaleString() })}</p> : null}
        {narrow ? (
          <Spin spinning={ads.isPending}>
            {(ads.data ?? []).length === 0 ? (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} />
            ) : (
              <ul className={styles.adCards} data-testid="p2p-ad-cards">
                {(ads.data ?? []).map((ad) => (
                  <li key={ad.id} className={styles.adCard}>
                    <div className={styles.adCardHead}>
                      <div>
                        <strong>{ad.merchant_name}</strong>
                        <div className={styles.note}>{t('p2p.completion', { orders: ad.orders, rate: ad.completion_rate })}</div>
                      </div>
                      <strong className={styles.adCardPrice}>{`${n(ad.price)} ${ad.fiat}`}</strong>
                    </div>
                    <dl className={styles.adCardFacts}>
                      <dt>{t('p2p.available')}</dt>
                      <dd>{`${n(ad.remaining)} ${ad.crypto}`}</dd>
                      <dt>{t('p2p.limits')}</dt>
                      <dd>{`${n(ad.min_amount)} – ${n(ad.max_amount)} ${ad.fiat}`}</dd>
                      <dt>{t('p2p.methods')}</dt>
                      <dd>{ad.methods.map((m) => <Tag key={m}>{m}</Tag>)}</dd>
                    </dl>
                    {takeButton(ad, true)}
                  </li>
                ))}
              </ul>
            )}
          </Spin>
        ) : (
          <Table<P2pAd>
            rowKey="id"
            size="middle"
            loading={ads.isPending}
            dataSource={ads.data ?? []}
            pagination={false}
            scroll={{ x: 720 }}
            locale={{ emptyText }}
            columns={[
              {
                title: t('p2p.merchant'),
                key: 'merchant',
                render: (_, ad) => (
                  <div>
                    <strong>{ad.merchant_name}</strong>
                    <div className={styles.note}>{t('p2p.completion', { orders: ad.orders, rate: ad.completion_rate })}</div>
                  </div>
                ),
              },
              { title: t('p2p.price'), key: 'price', render: (_, ad) => <strong>{`${n(ad.price)} ${ad.fiat}`}</strong> },
              { title: t('p2p.available'), key: 'remaining', render: (_, ad) => `${n(ad.remaining)} ${ad.crypto}` },
              { title: t('p2p.limits'), key: 'limits', render: (_, ad) => `${n(ad.min_amount)} – ${n(ad.max_amount)} ${ad.fiat}` },
              { title: t('p2p.methods'), key: 'methods', render: (_, ad) => ad.methods.map((m) => <Tag key={m}>{m}</Tag>) },
              {
                title: '',
                key: 'go',
                render: (_, ad) => takeButton(ad),
              },
            ]}
          />
        )}
      </div>
      {me.data?.merchant ? <MyAds /> : null}
      <Modal
        open={asking !== null}
        title={asking ? t(side === 'buy' ? 'p2p.visitor.titleBuy' : 'p2p.visitor.titleSell', { crypto: asking.crypto, merchant: asking.merchant_name }) : ''}
        onCancel={() => setAsking(null)}
        footer={[
          <Button key="reg" onClick={() => navigate('/reg', { state: { from: here } })} data-testid="p2p-visitor-register">{t('p2p.visitor.register')}</Button>,
          <Button key="login" type="primary" onClick={() => navigate('/login', { state: { from: here } })} data-testid="p2p-visitor-login">{t('p2p.visitor.login')}</Button>,
        ]}
        data-testid="p2p-visitor"
      >
        <p>{t('p2p.visitor.text')}</p>
      </Modal>
    </div>
  );
}

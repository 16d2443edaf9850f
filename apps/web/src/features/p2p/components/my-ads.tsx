import { useState } from 'react';
import { Button, Form, Input, InputNumber, Modal, Select, Table, Tag } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { P2P_CRYPTOS, P2P_FIATS, type P2pAd, type P2pAdSaveBody } from '@aurelix/shared/schemas/p2p';
import { notify } from '../../../lib/notify';
import { p2pApi, p2pKeys, useMyAds } from '../api/p2p-api';
import styles from './p2p.module.css';
import { useLocale } from '../../../i18n/use-locale';
import { formatDigits, formatPercent } from '../../../lib/format';

type Draft = Omit<P2pAdSaveBody, 'methods'> & { methods: string };

/** A merchant's own ads: post, edit, pause and resume them. */
export function MyAds() {
  const { t } = useTranslation();
  const { intl } = useLocale();
  // Prices, limits and amounts as typed, every digit, grouped for the locale.
  const n = (v: string) => formatDigits(v, intl);
  const queryClient = useQueryClient();
  const ads = useMyAds(true);
  const [editing, setEditing] = useState<Partial<Draft> | null>(null);
  const [form] = Form.useForm<Draft>();
  const refresh = () => queryClient.invalidateQueries({ queryKey: p2pKeys.all });

  const open = (ad?: P2pAd) => {
    const draft: Partial<Draft> = ad
      ? { id: ad.id, side: ad.side, crypto: ad.crypto as Draft['crypto'], fiat: ad.fiat as Draft['fiat'], price_type: ad.price_type, price: ad.price_type === 'fixed' ? ad.price : undefined, margin: ad.margin, quantity: ad.quantity, min_amount: ad.min_amount, max_amount: ad.max_amount, methods: ad.methods.join(', '), pay_window: ad.pay_window }
      : { side: 'sell', crypto: 'USDT', fiat: 'USD', price_type: 'fixed', pay_window: 15, methods: 'Bank transfer' };
    setEditing(draft);
    form.resetFields();
    form.setFieldsValue(draft);
  };
  const save = async () => {
    const v = await form.validateFields();
    const body: P2pAdSaveBody = {
      ...v,
      ...(editing?.id ? { id: editing.id } : {}),
      price: v.price_type === 'fixed' ? String(v.price) : undefined,
      margin: v.price_type === 'margin' ? String(v.margin) : undefined,
      quantity: String(v.quantity),
      min_amount: String(v.min_amount),
      max_amount: String(v.max_amount),
      methods: v.methods.split(',').map((m) => m.trim()).filter(Boolean),
    };
    await p2pApi.saveAd(body);
    notify.success(t('p2p.saved'));
    setEditing(null);
    await refresh();
  };
  const flip = async (ad: P2pAd) => {
    await p2pApi.adStatus(ad.id, ad.status === 'online' ? 'paused' : 'online');
    await refresh();
  };
  const priceType = Form.useWatch('price_type', form);

  return (
    <div className={styles.card} data-testid="p2p-my-ads">
      <div className={styles.head}>
        <h2 className={styles.title} style={{ fontSize: 18 }}>{t('p2p.ads.title')}</h2>
        <Button type="primary" onClick={() => open()} data-testid="p2p-ad-new">{t('p2p.ads.new')}</Button>
      </div>
      <Table<P2pAd>
        rowKey="id"
        size="small"
        loading={ads.isPending}
        dataSource={ads.data ?? []}
        pagination={{ pageSize: 8, hideOnSinglePage: true }}
        scroll={{ x: 720 }}
        columns={[
          { title: t('p2p.side'), key: 'side', render: (_, ad) => <Tag color={ad.side === 'sell' ? 'red' : 'green'}>{t(ad.side === 'sell' ? 'p2p.sell' : 'p2p.buy')}</Tag> },
          { title: t('p2p.pair'), key: 'pair', render: (_, ad) => `${ad.crypto}/${ad.fiat}` },
          { title: t('p2p.price'), key: 'price', render: (_, ad) => (ad.price_type === 'margin' ? `${n(ad.price)} (${formatPercent(ad.margin, intl)})` : n(ad.price)) },
          { title: t('p2p.available'), key: 'remaining', render: (_, ad) => `${n(ad.remaining)} / ${n(ad.quantity)}` },
          { title: t('p2p.limits'), key: 'limits', render: (_, ad) => `${n(ad.min_amount)} – ${n(ad.max_amount)}` },
          { title: t('p2p.status.label'), key: 'status', render: (_, ad) => t(ad.status === 'online' ? 'p2p.ads.online' : 'p2p.ads.paused') },
          {
            title: '',
            key: 'ops',
            render: (_, ad) => (
              <span className={styles.filters} style={{ margin: 0 }}>
                <Button size="small" onClick={() => open(ad)}>{t('p2p.edit')}</Button>
                <Button size="small" onClick={() => void flip(ad)}>{t(ad.status === 'online' ? 'p2p.ads.pause' : 'p2p.ads.resume')}</Button>
              </span>
            ),
          },
        ]}
      />
      <Modal open={editing !== null} title={t(editing?.id ? 'p2p.ads.edit' : 'p2p.ads.new')} onCancel={() => setEditing(null)} onOk={() => void save()} okText={t('common.confirm')} cancelText={t('common.cancel')} destroyOnHidden>
        <Form form={form} layout="vertical" requiredMark={false}>
          <Form.Item name="side" label={t('p2p.ads.merchantSide')}>
            <Select options={[{ value: 'sell', label: t('p2p.ads.iSell') }, { value: 'buy', label: t('p2p.ads.iBuy') }]} />
          </Form.Item>
          <Form.Item name="crypto" label={t('p2p.crypto')}>
            <Select options={P2P_CRYPTOS.map((c) => ({ value: c, label: c }))} />
          </Form.Item>
          <Form.Item name="fiat" label={t('p2p.fiat')}>
            <Select options={P2P_FIATS.map((c) => ({ value: c, label: c }))} />
          </Form.Item>
          <Form.Item name="price_type" label={t('p2p.ads.priceType')}>
            <Select options={[{ value: 'fixed', label: t('p2p.ads.fixed') }, { value: 'margin', label: t('p2p.ads.margin') }]} />
          </Form.Item>
          {priceType === 'margin' ? (
            <Form.Item name="margin" label={t('p2p.ads.marginPercent')} rules={[{ required: true, message: t('p2p.required') }]}>
              <InputNumber min={-20} max={20} step={0.1} style={{ width: '100%' }} />
            </Form.Item>
          ) : (
            <Form.Item name="price" label={t('p2p.price')} rules={[{ required: true, message: t('p2p.required') }]}>
              <Input inputMode="decimal" />
            </Form.Item>
          )}
          <Form.Item name="quantity" label={t('p2p.quantity')} rules={[{ required: true, message: t('p2p.required') }]}>
            <Input inputMode="decimal" />
          </Form.Item>
          <Form.Item name="min_amount" label={t('p2p.ads.min')} rules={[{ required: true, message: t('p2p.required') }]}>
            <Input inputMode="decimal" />
          </Form.Item>
          <Form.Item name="max_amount" label={t('p2p.ads.max')} rules={[{ required: true, message: t('p2p.required') }]}>
            <Input inputMode="decimal" />
          </Form.Item>
          <Form.Item name="methods" label={t('p2p.methods')} rules={[{ required: true, message: t('p2p.required') }]}>
            <Input />
          </Form.Item>
          <Form.Item name="pay_window" label={t('p2p.ads.payWindow')}>
            <InputNumber min={5} max={180} style={{ width: '100%' }} />
          </Form.Item>
        </Form>
      </Modal>
    </div>
  );
}

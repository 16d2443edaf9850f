import { Button, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notify';
import { useSubmitGuard } from '../../../lib/submit-guard';
import { useNetworks } from '../api/networks';
import styles from '../components/funding.module.css';
import { useReview } from './admin-api';

interface Values {
  coin: string;
  address: string;
  amount: string;
}

/** The admin action of the simulated chain: send coins to an address, as an outside wallet would. */
export function ChainDepositForm() {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const networks = useNetworks();
  const { deposit } = useReview();
  const submit = useSubmitGuard(async (v: Values) => {
    const [currency, network] = v.coin.split(':') as [string, string];
    try {
      await deposit.mutateAsync({ currency, network, address: v.address.trim(), amount: v.amount.trim() });
      notify.success(t('funding.depositSent'));
      form.resetFields(['amount']);
    } catch {
      // The API client already showed the server's message.
    }
  });
  return (
    <section className={styles.panel}>
      <h2 className={styles.panelTitle}>{t('funding.sendDeposit')}</h2>
      <p className={styles.label}>{t('funding.sendDepositText')}</p>
      <Form form={form} layout="inline" onFinish={submit} requiredMark={false} style={{ rowGap: 8 }}>
        <Form.Item name="coin" rules={[{ required: true, message: t('funding.selectNetwork') }]}>
          <Select
            style={{ minWidth: 200 }}
            showSearch
            placeholder={t('funding.selectNetwork')}
            options={(networks.data ?? []).map((n) => ({ value: `${n.currency}:${n.network}`, label: `${n.currency} · ${n.network}` }))}
          />
        </Form.Item>
        <Form.Item name="address" rules={[{ required: true, whitespace: true, message: t('funding.addressRequired') }]}>
          <Input style={{ minWidth: 280 }} placeholder={t('funding.address')} spellCheck={false} />
        </Form.Item>
        <Form.Item name="amount" rules={[{ required: true, whitespace: true, message: t('funding.amountRequired') }]}>
          <Input style={{ width: 140 }} inputMode="decimal" placeholder={t('funding.amount')} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={deposit.isPending}>{t('funding.send')}</Button>
      </Form>
    </section>
  );
}

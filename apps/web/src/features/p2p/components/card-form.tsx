import { Button, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { P2P_FIATS, type P2pCard, type P2pCardBody } from '@aurelix/shared/schemas/p2p';

/** The fields of a collection method / bank card (SPEC 3 and 5): name, bank and number required. */
export function CardForm({ initial, fixedFiat, onSubmit, submitting }: { initial?: Partial<P2pCard>; fixedFiat?: string; onSubmit: (body: P2pCardBody) => void; submitting?: boolean }) {
  const { t } = useTranslation();
  const required = [{ required: true, whitespace: true, message: t('p2p.required') }];
  return (
    <Form<P2pCardBody>
      layout="vertical"
      requiredMark={false}
      initialValues={{ fiat: fixedFiat ?? initial?.fiat ?? 'USD', real_name: initial?.real_name, bank_name: initial?.bank_name, card_no: initial?.card_no, branch: initial?.branch }}
      onFinish={(v) => onSubmit({ ...v, branch: v.branch?.trim() ? v.branch : undefined })}
      data-testid="p2p-card-form"
    >
      <Form.Item name="real_name" label={t('p2p.cards.realName')} rules={required}>
        <Input maxLength={64} autoComplete="name" />
      </Form.Item>
      <Form.Item name="bank_name" label={t('p2p.cards.bankName')} rules={required}>
        <Input maxLength={64} />
      </Form.Item>
      <Form.Item name="card_no" label={t('p2p.cards.cardNo')} rules={[...required, { pattern: /^[0-9A-Za-z][0-9A-Za-z -]{3,40}$/, message: t('p2p.cards.cardNoInvalid') }]}>
        <Input maxLength={41} inputMode="text" />
      </Form.Item>
      <Form.Item name="branch" label={t('p2p.cards.branch')}>
        <Input maxLength={128} />
      </Form.Item>
      <Form.Item name="fiat" label={t('p2p.fiat')}>
        <Select disabled={!!fixedFiat} options={P2P_FIATS.map((c) => ({ value: c, label: c }))} />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={submitting} data-testid="p2p-card-save">
        {t('p2p.save')}
      </Button>
    </Form>
  );
}

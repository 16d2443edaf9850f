import { Form, Input, Modal, Select } from 'antd';
import { NOTE_MAX, NOTE_MIN, type NetworkItem } from '@aurelix/shared/schemas/funding';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useBusySubmitGuard } from '../../../lib/submit-guard';
import { useAddAddress } from '../api/address-book';

interface Values {
  coin: string;
  address: string;
  note: string;
}

/** Add a withdrawal address: coin and network, the address (checked per network by the server), a 4-20 character note. */
export function AddAddressDialog({ open, networks, onClose }: { open: boolean; networks: NetworkItem[]; onClose(): void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const add = useAddAddress();
  const { submit, busy } = useBusySubmitGuard(async (v: Values) => {
    const [currency, network] = v.coin.split(':') as [string, string];
    try {
      await add.mutateAsync({ currency, network, address: v.address.trim(), note: v.note.trim() });
      notify.success(t('funding.addressAdded'));
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.code === 5504) form.setFields([{ name: 'address', errors: [error.message] }]);
    }
  });
  const noteRule = {
    validator: (_: unknown, value: string | undefined) => {
      const n = [...(value ?? '').trim()].length;
      return n >= NOTE_MIN && n <= NOTE_MAX ? Promise.resolve() : Promise.reject(new Error(t('funding.noteLength')));
    },
  };
  return (
    <Modal
      open={open}
      title={t('funding.addAddress')}
      okText={t('common.confirm')}
      cancelText={t('common.cancel')}
      confirmLoading={busy}
      onOk={() => form.submit()}
      onCancel={onClose}
      afterClose={() => form.resetFields()}
      destroyOnHidden
      data-testid="add-address-dialog"
    >
      <Form form={form} layout="vertical" onFinish={submit} requiredMark={false} initialValues={{ coin: networks[0] ? `${networks[0].currency}:${networks[0].network}` : undefined }}>
        <Form.Item name="coin" label={`${t('funding.currency')} / ${t('funding.network')}`} rules={[{ required: true, message: t('funding.selectNetwork') }]}>
          <Select
            showSearch
            data-testid="address-coin"
            options={networks.map((n) => ({ value: `${n.currency}:${n.network}`, label: `${n.currency} · ${n.name}` }))}
          />
        </Form.Item>
        <Form.Item name="address" label={t('funding.address')} rules={[{ required: true, whitespace: true, message: t('funding.addressRequired') }]}>
          <Input autoComplete="off" spellCheck={false} placeholder={t('funding.addressPlaceholder')} data-testid="address-input" />
        </Form.Item>
        <Form.Item name="note" label={t('funding.note')} rules={[noteRule]}>
          <Input maxLength={NOTE_MAX} placeholder={t('funding.notePlaceholder')} data-testid="address-note" />
        </Form.Item>
        <button type="submit" hidden />
      </Form>
    </Modal>
  );
}

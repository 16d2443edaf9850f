import { Alert, Button, Checkbox, Form, Input, Modal } from 'antd';
import type { CreatedApiKey } from '@aurelix/shared/schemas/api-keys';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { useBusySubmitGuard } from '../../../lib/submit-guard';
import { useCreateApiKey } from '../api/api-keys-api';
import { CopyButton } from './copy-text';

interface Values {
  label: string;
  trade: boolean;
  withdraw: boolean;
  ips?: string;
  fund_password: string;
  code?: string;
}

/** The addresses typed one a line (or separated by commas or spaces). */
const ipsOf = (text: string | undefined) =>
  (text ?? '')
    .split(/[\s,]+/)
    .map((s) => s.trim())
    .filter(Boolean);

/**
 * Create an API key (issue 29): label, permissions (read always; trade and withdraw off until
 * ticked), the IP allow-list, then the fund password and the authenticator code. The answer's
 * secret is shown here once, with copy buttons, until the user says it is saved.
 */
export function CreateApiKeyDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const create = useCreateApiKey();
  const [created, setCreated] = useState<CreatedApiKey>();
  const { submit, busy } = useBusySubmitGuard(async (v: Values) => {
    try {
      const key = await create.mutateAsync({
        label: v.label.trim(),
        trade: v.trade,
        withdraw: v.withdraw,
        ips: ipsOf(v.ips),
        fund_password: v.fund_password,
        code: v.code?.trim() || undefined,
      });
      setCreated(key);
    } catch (error) {
      // The API client showed the server's message; a wrong address is also marked on its field.
      if (error instanceof ApiError && error.code === 9503) form.setFields([{ name: 'ips', errors: [error.message] }]);
    }
  });
  const close = () => {
    setCreated(undefined);
    onClose();
  };

  if (created)
    return (
      <Modal
        open={open}
        title={t('account.apiKeys.secretTitle')}
        closable={false}
        maskClosable={false}
        footer={
          <Button type="primary" onClick={close} data-testid="api-key-saved">
            {t('account.apiKeys.done')}
          </Button>
        }
        data-testid="api-key-secret-dialog"
      >
        <Alert type="warning" showIcon message={t('account.apiKeys.secretWarning')} style={{ marginBottom: 16 }} />
        {[
          { label: t('account.apiKeys.apiKey'), value: created.api_key, copy: t('account.apiKeys.copyApiKey'), id: 'api-key-value' },
          { label: t('account.apiKeys.secret'), value: created.secret, copy: t('account.apiKeys.copySecret'), id: 'api-secret-value' },
        ].map((row) => (
          <div key={row.id} style={{ marginBottom: 12 }}>
            <div style={{ color: 'var(--text-2)', fontSize: 13 }}>{row.label}</div>
            <div style={{ display: 'flex', alignItems: 'center', gap: 4 }}>
              <code style={{ wordBreak: 'break-all', flex: 1 }} data-testid={row.id}>
                {row.value}
              </code>
              <CopyButton text={row.value} label={row.copy} testId={`${row.id}-copy`} />
            </div>
          </div>
        ))}
      </Modal>
    );

  return (
    <Modal
      open={open}
      title={t('account.apiKeys.create')}
      okText={t('common.confirm')}
      cancelText={t('common.cancel')}
      confirmLoading={busy}
      onOk={() => form.submit()}
      onCancel={close}
      afterClose={() => form.resetFields()}
      destroyOnHidden
      data-testid="create-api-key-dialog"
    >
      <Form form={form} layout="vertical" onFinish={submit} requiredMark={false} initialValues={{ trade: false, withdraw: false }}>
        <Form.Item name="label" label={t('account.apiKeys.label')} rules={[{ required: true, whitespace: true, message: t('account.apiKeys.labelRequired') }]}>
          <Input maxLength={40} placeholder={t('account.apiKeys.labelPlaceholder')} data-testid="api-key-label" />
        </Form.Item>
        <Form.Item label={t('account.apiKeys.permissions')} extra={t('account.apiKeys.readAlways')} style={{ marginBottom: 16 }}>
          <Checkbox checked disabled>
            {t('account.apiKeys.read')}
          </Checkbox>
          <Form.Item name="trade" valuePropName="checked" noStyle>
            <Checkbox data-testid="api-key-trade">{t('account.apiKeys.trade')}</Checkbox>
          </Form.Item>
          <Form.Item name="withdraw" valuePropName="checked" noStyle>
            <Checkbox data-testid="api-key-withdraw">{t('account.apiKeys.withdraw')}</Checkbox>
          </Form.Item>
        </Form.Item>
        <Form.Item name="ips" label={t('account.apiKeys.ips')} extra={t('account.apiKeys.ipsHint')}>
          <Input.TextArea rows={2} spellCheck={false} placeholder={t('account.apiKeys.ipsPlaceholder')} data-testid="api-key-ips" />
        </Form.Item>
        <Form.Item name="fund_password" label={t('account.fundPassword')} rules={[{ required: true, message: t('account.apiKeys.fundPasswordRequired') }]}>
          <Input.Password autoComplete="off" data-testid="api-key-fund-password" />
        </Form.Item>
        <Form.Item name="code" label={t('account.apiKeys.authCode')}>
          <Input inputMode="numeric" maxLength={8} autoComplete="one-time-code" placeholder={t('account.apiKeys.authCodePlaceholder')} />
        </Form.Item>
        <button type="submit" hidden />
      </Form>
    </Modal>
  );
}

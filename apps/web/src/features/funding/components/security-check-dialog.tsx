import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useBusySubmitGuard } from '../../../lib/submit-guard';

export interface SecurityAnswer {
  fund_password: string;
  code?: string;
}

interface Props {
  open: boolean;
  summary: string;
  busy: boolean;
  onSubmit(answer: SecurityAnswer): void;
  onCancel(): void;
}

/** SPEC 5: the fund password (and the authenticator code when one is bound) before a withdrawal goes out. */
export function SecurityCheckDialog({ open, summary, busy, onSubmit, onCancel }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<SecurityAnswer>();
  // Busy while the withdrawal is sent and for the rest of the 2 s guard, so an ignored click shows why.
  const { submit, busy: held } = useBusySubmitGuard((values: SecurityAnswer) =>
    onSubmit({ fund_password: values.fund_password, code: values.code?.trim() || undefined }),
  );
  return (
    <Modal
      open={open}
      title={t('funding.securityCheck')}
      okText={t('common.confirm')}
      cancelText={t('common.cancel')}
      confirmLoading={busy || held}
      onOk={() => form.submit()}
      onCancel={onCancel}
      afterClose={() => form.resetFields()}
      destroyOnHidden
      data-testid="security-check"
    >
      <p style={{ color: 'var(--text-2)', wordBreak: 'break-all' }}>{summary}</p>
      <Form form={form} layout="vertical" onFinish={submit} requiredMark={false}>
        <Form.Item name="fund_password" label={t('funding.fundPassword')} rules={[{ required: true, message: t('funding.fundPasswordRequired') }]}>
          <Input.Password autoFocus autoComplete="off" placeholder={t('funding.fundPasswordPlaceholder')} data-testid="fund-password" />
        </Form.Item>
        <Form.Item name="code" label={t('funding.authCode')}>
          <Input inputMode="numeric" maxLength={8} autoComplete="one-time-code" placeholder={t('funding.authCodePlaceholder')} />
        </Form.Item>
        <button type="submit" hidden />
      </Form>
    </Modal>
  );
}

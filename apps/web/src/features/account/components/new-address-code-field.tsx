import { Button, Form, Input, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { verificationCode, type SendCodeBody } from '@aurelix/shared/schemas/auth';
import { successMessage } from '@aurelix/shared/errors';
import { currentLocale } from '../../../i18n/i18n';
import { notify } from '../../../lib/notify';
import { postSendCode } from '../../auth/api/post-send-code';
import { useCountdown } from '../../auth/hooks/use-countdown';
import { schemaRule } from '../../auth/utils/validation';

/**
 * The code of the new e-mail or mobile (purpose 'bind'). `getTarget` validates the address fields
 * first and answers null when they are wrong, so no code goes to a mistyped address.
 */
export function NewAddressCodeField({
  label,
  getTarget,
  testId,
}: {
  label: string;
  getTarget: () => Promise<Omit<SendCodeBody, 'purpose'> | null>;
  testId: string;
}) {
  const { t } = useTranslation();
  const countdown = useCountdown();
  const [sending, setSending] = useState(false);
  const send = async () => {
    if (sending || countdown.left > 0) return;
    const target = await getTarget();
    if (!target) return;
    setSending(true);
    try {
      const sent = await postSendCode({ ...target, purpose: 'bind' } as SendCodeBody);
      notify.success(successMessage('CODE_SENT', currentLocale()));
      countdown.start(sent.resend_in);
    } catch {
      /* the API client has shown the error */
    } finally {
      setSending(false);
    }
  };
  return (
    <Form.Item label={label} required>
      <Space.Compact block>
        <Form.Item name="new_code" noStyle rules={[schemaRule(verificationCode, 'CODE_REQUIRED')]}>
          <Input
            placeholder={t('auth.codePlaceholder')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            size="large"
            data-testid={`${testId}-input`}
          />
        </Form.Item>
        <Button
          size="large"
          onClick={() => void send()}
          loading={sending}
          disabled={countdown.left > 0}
          data-testid={`${testId}-send`}
        >
          {countdown.left > 0 ? t('auth.resendIn', { seconds: countdown.left }) : t('auth.sendCode')}
        </Button>
      </Space.Compact>
    </Form.Item>
  );
}

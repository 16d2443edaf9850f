import { Button, Form, Input, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OwnCodeBody } from '@aurelix/shared/schemas/account';
import { verificationCode } from '@aurelix/shared/schemas/auth';
import { successMessage } from '@aurelix/shared/errors';
import { currentLocale } from '../../../i18n/i18n';
import { notify } from '../../../lib/notify';
import { useCountdown } from '../../auth/hooks/use-countdown';
import { schemaRule } from '../../auth/utils/validation';
import { postOwnCode } from '../api/account-api';

/**
 * A verification-code field whose 'Send code' goes to the user's own address (the server knows it;
 * the web only has it masked). Shows where the code went once sent.
 */
export function OwnCodeField({
  name,
  label,
  purpose,
  testId,
}: {
  name: string;
  label: string;
  purpose: OwnCodeBody['purpose'];
  testId: string;
}) {
  const { t } = useTranslation();
  const countdown = useCountdown();
  const [sending, setSending] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const send = async () => {
    if (sending || countdown.left > 0) return;
    setSending(true);
    try {
      const sent = await postOwnCode({ purpose });
      notify.success(successMessage('CODE_SENT', currentLocale()));
      setSentTo(sent.to);
      countdown.start(sent.resend_in);
    } catch {
      /* the API client has shown the error */
    } finally {
      setSending(false);
    }
  };
  return (
    <Form.Item
      label={label}
      required
      extra={sentTo ? t('account.codeSentTo', { to: sentTo }) : undefined}
    >
      <Space.Compact block>
        <Form.Item name={name} noStyle rules={[schemaRule(verificationCode, 'CODE_REQUIRED')]}>
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

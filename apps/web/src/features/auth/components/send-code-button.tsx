import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CodePurpose } from '@aurelix/shared/schemas/auth';
import { successMessage } from '@aurelix/shared/errors';
import { currentLocale } from '../../../i18n/i18n';
import { notify } from '../../../lib/notify';
import { postSendCode } from '../api/post-send-code';
import { sendCodeBodyOf, type Identity } from '../utils/identity';
import { authStyles } from './auth-card';

/**
 * 'Send code': validates the identity first (`getIdentity` answers null when it is invalid), sends
 * the code and counts down the server's resend delay (60 s) before it can be sent again.
 */
export function SendCodeButton({
  purpose,
  getIdentity,
  countdown,
}: {
  purpose: CodePurpose;
  getIdentity: () => Promise<Identity | null>;
  countdown: { left: number; start: (seconds: number) => void };
}) {
  const { t } = useTranslation();
  const [sending, setSending] = useState(false);
  const onClick = async () => {
    if (sending || countdown.left > 0) return;
    const identity = await getIdentity();
    if (!identity) return;
    setSending(true);
    try {
      const sent = await postSendCode(sendCodeBodyOf(identity, purpose));
      notify.success(successMessage('CODE_SENT', currentLocale()));
      countdown.start(sent.resend_in);
    } catch {
      /* the API client has shown the error */
    } finally {
      setSending(false);
    }
  };
  return (
    <Button
      type="link"
      size="small"
      className={authStyles.codeButton}
      disabled={countdown.left > 0}
      loading={sending}
      onClick={() => void onClick()}
      data-testid="send-code"
    >
      {countdown.left > 0 ? t('auth.resendIn', { seconds: countdown.left }) : t('auth.sendCode')}
    </Button>
  );
}

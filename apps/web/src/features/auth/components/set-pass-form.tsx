import { Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { successMessage } from '@aurelix/shared/errors';
import { verificationCode } from '@aurelix/shared/schemas/auth';
import { currentLocale } from '../../../i18n/i18n';
import { notify } from '../../../lib/notify';
import { clearSession } from '../../../lib/session';
import { useBusySubmitGuard } from '../../../lib/submit-guard';
import { postPasswordReset } from '../api/post-password-reset';
import { useCountdown } from '../hooks/use-countdown';
import type { Identity } from '../utils/identity';
import { schemaRule } from '../utils/validation';
import { PasswordPair } from './password-fields';
import { SendCodeButton } from './send-code-button';

interface SetPassValues {
  code: string;
  password: string;
  password_confirm: string;
}

/** /set-pass: the reset code and the new password twice; success goes to /login. */
export function SetPassForm({ identity, resendAt }: { identity: Identity; resendAt?: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const countdown = useCountdown(resendAt ? Math.max(0, Math.ceil((resendAt - Date.now()) / 1000)) : 0);

  const { submit: onFinish, busy: submitting } = useBusySubmitGuard(async (values: SetPassValues) => {
    try {
      await postPasswordReset({
        ...identity,
        code: values.code.trim(),
        password: values.password,
        password_confirm: values.password_confirm,
      });
      clearSession();
      notify.success(successMessage('PASSWORD_SET', currentLocale()));
      navigate('/login', { replace: true });
    } catch {
      /* the API client has shown the server's message */
    }
  });

  return (
    <Form<SetPassValues> layout="vertical" requiredMark={false} onFinish={onFinish} data-testid="set-pass-form">
      <Form.Item name="code" label={t('auth.code')} rules={[schemaRule(verificationCode, 'CODE_REQUIRED')]}>
        <Input
          placeholder={t('auth.codePlaceholder')}
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={6}
          size="large"
          data-testid="code-input"
          suffix={
            <SendCodeButton
              purpose="reset_password"
              getIdentity={() => Promise.resolve(identity)}
              countdown={countdown}
            />
          }
        />
      </Form.Item>
      <PasswordPair
        name="password"
        label={t('auth.newPassword')}
        confirmLabel={t('auth.newPasswordConfirm')}
        placeholder={t('auth.newPasswordPlaceholder')}
        confirmPlaceholder={t('auth.confirmPasswordPlaceholder')}
        extra={t('auth.passwordRule')}
      />
      <Button type="primary" htmlType="submit" size="large" block loading={submitting} data-testid="set-pass-submit">
        {t('auth.setPassword')}
      </Button>
    </Form>
  );
}

import { Button, Form } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { successMessage } from '@aurelix/shared/errors';
import { currentLocale } from '../../../i18n/i18n';
import { useLocale } from '../../../i18n/use-locale';
import { notify } from '../../../lib/notify';
import { useBusySubmitGuard } from '../../../lib/submit-guard';
import { postSendCode } from '../api/post-send-code';
import { defaultAreaCode } from '../utils/area-codes';
import { sendCodeBodyOf, toIdentity, type IdentityType, type IdentityValues } from '../utils/identity';
import { IdentityFields, IdentityTabs } from './identity-fields';

/** /forget-pass: the account's e-mail or mobile; sends a reset_password code and goes on to /set-pass. */
export function ForgetPassForm() {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const navigate = useNavigate();
  const [type, setType] = useState<IdentityType>('email');

  const { submit: onFinish, busy: submitting } = useBusySubmitGuard(async (values: IdentityValues) => {
    try {
      const identity = toIdentity(type, values);
      const sent = await postSendCode(sendCodeBodyOf(identity, 'reset_password'));
      notify.success(successMessage('CODE_SENT', currentLocale()));
      navigate('/set-pass', { state: { identity, resendAt: Date.now() + sent.resend_in * 1000 } });
    } catch {
      /* the API client has shown the server's message */
    }
  });

  return (
    <>
      <IdentityTabs value={type} onChange={setType} />
      <Form<IdentityValues>
        layout="vertical"
        requiredMark={false}
        onFinish={onFinish}
        initialValues={{ area_code: defaultAreaCode(locale) }}
        data-testid="forget-pass-form"
      >
        <IdentityFields type={type} />
        <Button type="primary" htmlType="submit" size="large" block loading={submitting} data-testid="forget-submit">
          {t('auth.sendCode')}
        </Button>
      </Form>
    </>
  );
}

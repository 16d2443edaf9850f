import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { verificationCode } from '@aurelix/shared/schemas/auth';
import { useLocale } from '../../../i18n/use-locale';
import { useBusySubmitGuard } from '../../../lib/submit-guard';
import { usePlatConfig } from '../../../lib/reference-data';
import { postRegisterCheckCode } from '../api/post-register-check-code';
import { useCountdown } from '../hooks/use-countdown';
import { defaultAreaCode } from '../utils/area-codes';
import { toIdentity, type IdentityType, type IdentityValues } from '../utils/identity';
import { schemaRule } from '../utils/validation';
import { IdentityFields, IdentityTabs } from './identity-fields';
import { SendCodeButton } from './send-code-button';

interface RegisterValues extends IdentityValues {
  code: string;
}

/** /reg, step 1: the e-mail (or mobile, when the platform allows it) and its verification code. */
export function RegisterForm() {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const navigate = useNavigate();
  const location = useLocation();
  const config = usePlatConfig();
  const mobileEnabled = config.data?.config.sys.enable_phone_register === 1;
  const [chosen, setChosen] = useState<IdentityType>('email');
  const type: IdentityType = mobileEnabled ? chosen : 'email';
  const [form] = Form.useForm<RegisterValues>();
  const countdown = useCountdown();

  const identityFields = type === 'email' ? ['email'] : ['area_code', 'mobile'];
  const getIdentity = async () => {
    try {
      const values = await form.validateFields(identityFields as (keyof RegisterValues)[]);
      return toIdentity(type, values);
    } catch {
      return null;
    }
  };

  const { submit: onFinish, busy: submitting } = useBusySubmitGuard(async (values: RegisterValues) => {
    try {
      const identity = toIdentity(type, values);
      const code = values.code.trim();
      await postRegisterCheckCode({ ...identity, code });
      // A visitor sent here by a product page goes back to it once registered.
      navigate(`/reg-next${location.search}`, { state: { identity, code, from: (location.state as { from?: unknown } | null)?.from } });
    } catch {
      /* the API client has shown the server's message */
    }
  });

  return (
    <>
      <IdentityTabs value={type} onChange={setChosen} mobileEnabled={mobileEnabled} />
      <Form<RegisterValues>
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={onFinish}
        initialValues={{ area_code: defaultAreaCode(locale) }}
        data-testid="register-form"
      >
        <IdentityFields type={type} />
        <Form.Item name="code" label={t('auth.code')} rules={[schemaRule(verificationCode, 'CODE_REQUIRED')]}>
          <Input
            placeholder={t('auth.codePlaceholder')}
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={6}
            size="large"
            data-testid="code-input"
            suffix={<SendCodeButton purpose="register" getIdentity={getIdentity} countdown={countdown} />}
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" size="large" block loading={submitting} data-testid="register-next">
          {t('auth.next')}
        </Button>
      </Form>
    </>
  );
}

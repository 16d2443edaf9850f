import { Button, Checkbox, Form, Input } from 'antd';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { inviteCode } from '@aurelix/shared/schemas/auth';
import { notify } from '../../../lib/notify';
import { setSession } from '../../../lib/session';
import { useBusySubmitGuard } from '../../../lib/submit-guard';
import { postRegister } from '../api/post-register';
import type { Identity } from '../utils/identity';
import { agreementRule, schemaRule } from '../utils/validation';
import { authStyles } from './auth-card';
import { redirectTarget } from './login-form';
import { PasswordPair } from './password-fields';

interface RegisterNextValues {
  password: string;
  password_confirm: string;
  fund_password: string;
  fund_password_confirm: string;
  invite_code: string;
  agree: boolean;
}

/** /reg-next, step 2: both passwords twice, the invitation code and the agreement. */
export function RegisterNextForm({ identity, code }: { identity: Identity; code: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const location = useLocation();

  const { submit: onFinish, busy: submitting } = useBusySubmitGuard(async (values: RegisterNextValues) => {
    try {
      const result = await postRegister({
        ...identity,
        code,
        password: values.password,
        password_confirm: values.password_confirm,
        fund_password: values.fund_password,
        fund_password_confirm: values.fund_password_confirm,
        invite_code: values.invite_code.trim(),
        agree: true,
      });
      setSession(result.token, result.user);
      notify.success(t('auth.registerSuccess'));
      navigate(redirectTarget(location.state), { replace: true });
    } catch {
      /* the API client has shown the server's message */
    }
  });

  return (
    <Form<RegisterNextValues>
      layout="vertical"
      requiredMark={false}
      onFinish={onFinish}
      initialValues={{ invite_code: params.get('invite')?.trim() ?? '', agree: false }}
      data-testid="register-next-form"
    >
      <PasswordPair
        name="password"
        label={t('auth.loginPassword')}
        confirmLabel={t('auth.loginPasswordConfirm')}
        placeholder={t('auth.newPasswordPlaceholder')}
        confirmPlaceholder={t('auth.confirmPasswordPlaceholder')}
        extra={t('auth.passwordRule')}
      />
      <PasswordPair
        name="fund_password"
        label={t('auth.fundPassword')}
        confirmLabel={t('auth.fundPasswordConfirm')}
        placeholder={t('auth.newPasswordPlaceholder')}
        confirmPlaceholder={t('auth.confirmPasswordPlaceholder')}
        extra={t('auth.fundPasswordRule')}
        differFrom="password"
      />
      <Form.Item
        name="invite_code"
        label={t('auth.inviteCode')}
        rules={[schemaRule(inviteCode, 'INVITE_CODE_INVALID')]}
      >
        <Input
          placeholder={t('auth.inviteCodePlaceholder')}
          autoComplete="off"
          size="large"
          maxLength={16}
          data-testid="invite-input"
        />
      </Form.Item>
      <Form.Item name="agree" valuePropName="checked" rules={[agreementRule()]}>
        <Checkbox data-testid="agree-checkbox">
          <Trans
            i18nKey="auth.agree"
            components={{
              terms: <Link to="/agree" target="_blank" rel="noopener" className={authStyles.link} />,
            }}
          />
        </Checkbox>
      </Form.Item>
      <Button type="primary" htmlType="submit" size="large" block loading={submitting} data-testid="register-submit">
        {t('auth.createAccount')}
      </Button>
    </Form>
  );
}

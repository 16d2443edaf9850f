import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import type { LoginBody } from '@aurelix/shared/schemas/auth';
import { z } from 'zod';
import { ERROR_CODES } from '@aurelix/shared/errors';
import { useLocale } from '../../../i18n/use-locale';
import { ApiError } from '../../../lib/api-client';
import { applyPreferences } from '../../../lib/apply-preferences';
import { setSession } from '../../../lib/session';
import { useBusySubmitGuard } from '../../../lib/submit-guard';
import { postLogin } from '../api/post-login';
import { defaultAreaCode, normalizeAreaCode } from '../utils/area-codes';
import type { IdentityType } from '../utils/identity';
import { schemaRule } from '../utils/validation';
import { authStyles } from './auth-card';
import { IdentityFields, IdentityTabs } from './identity-fields';
import { TotpField } from './totp-field';

interface LoginValues {
  email?: string;
  area_code?: string;
  mobile?: string;
  password: string;
  /** Asked once the server answers TOTP_REQUIRED (the authenticator is on). */
  totp_code?: string;
}

/** Where to go after login: the page the login guard came from, else /home. */
export function redirectTarget(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  if (typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') && !from.startsWith('/login'))
    return from;
  return '/home';
}

const anyPassword = z.string().min(1, 'PASSWORD_REQUIRED');

export function loginBodyOf(type: IdentityType, values: LoginValues): LoginBody {
  return type === 'email'
    ? { account: (values.email ?? '').trim(), password: values.password }
    : {
        account: (values.mobile ?? '').trim(),
        area_code: normalizeAreaCode(values.area_code ?? ''),
        password: values.password,
      };
}

/** /login: e-mail or mobile with password (SPEC 5: each required). */
export function LoginForm() {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const navigate = useNavigate();
  const location = useLocation();
  const [type, setType] = useState<IdentityType>('email');
  const [needsCode, setNeedsCode] = useState(false);

  const { submit: onFinish, busy: submitting } = useBusySubmitGuard(async (values: LoginValues) => {
    try {
      const body = loginBodyOf(type, values);
      const code = values.totp_code?.trim();
      const result = await postLogin(needsCode && code ? { ...body, totp_code: code } : body);
      setSession(result.token, result.user);
      applyPreferences(result.user);
      navigate(redirectTarget(location.state), { replace: true });
    } catch (error) {
      // The password was right and a second step is needed: ask for the authenticator code.
      if (error instanceof ApiError && error.code === ERROR_CODES.TOTP_REQUIRED) setNeedsCode(true);
      /* the API client has shown the server's message */
    }
  });

  return (
    <>
      <IdentityTabs value={type} onChange={setType} />
      <Form<LoginValues>
        layout="vertical"
        requiredMark={false}
        onFinish={onFinish}
        initialValues={{ area_code: defaultAreaCode(locale) }}
        data-testid="login-form"
      >
        <IdentityFields type={type} />
        <Form.Item
          name="password"
          label={t('auth.password')}
          rules={[schemaRule(anyPassword, 'PASSWORD_REQUIRED')]}
        >
          <Input.Password
            placeholder={t('auth.passwordPlaceholder')}
            autoComplete="current-password"
            size="large"
            data-testid="password-input"
          />
        </Form.Item>
        {needsCode && (
          <div data-testid="login-totp">
            <p className={authStyles.row}>{t('account.loginTotpHint')}</p>
            <TotpField />
          </div>
        )}
        <div className={authStyles.row}>
          <Link to="/forget-pass" className={authStyles.link}>
            {t('auth.forgotPassword')}
          </Link>
        </div>
        <Button type="primary" htmlType="submit" size="large" block loading={submitting} data-testid="login-submit">
          {t('auth.logIn')}
        </Button>
      </Form>
    </>
  );
}

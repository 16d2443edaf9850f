import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { secondFactorCode } from '@aurelix/shared/schemas/account';
import { schemaRule } from '../utils/validation';

/** The authenticator code asked for by security changes once the authenticator is enabled. */
export function TotpField({ name = 'totp_code', testId = 'totp-input' }: { name?: string; testId?: string }) {
  const { t } = useTranslation();
  return (
    <Form.Item
      name={name}
      label={t('account.totpCode')}
      extra={t('account.totpCodeHint')}
      rules={[schemaRule(secondFactorCode, 'TOTP_REQUIRED')]}
    >
      <Input
        placeholder={t('account.totpPlaceholder')}
        autoComplete="one-time-code"
        maxLength={12}
        size="large"
        data-testid={testId}
      />
    </Form.Item>
  );
}

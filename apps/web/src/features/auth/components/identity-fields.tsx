import { Form, Input, Select, Space, Tabs } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { areaCode, emailAddress, mobileNumber } from '@aurelix/shared/schemas/auth';
import { useLocale } from '../../../i18n/use-locale';
import { areaCodeOptions } from '../utils/area-codes';
import type { IdentityType } from '../utils/identity';
import { schemaRule } from '../utils/validation';

/** The e-mail / mobile switch above an identity form. */
export function IdentityTabs({
  value,
  onChange,
  mobileEnabled = true,
}: {
  value: IdentityType;
  onChange: (type: IdentityType) => void;
  mobileEnabled?: boolean;
}) {
  const { t } = useTranslation();
  const items = [{ key: 'email', label: t('auth.tabEmail') }];
  if (mobileEnabled) items.push({ key: 'mobile', label: t('auth.tabMobile') });
  return (
    <Tabs
      activeKey={value}
      onChange={(key) => onChange(key as IdentityType)}
      items={items}
      size="middle"
      data-testid="identity-tabs"
    />
  );
}

/** The fields for one identity type: e-mail, or area code and mobile number. */
export function IdentityFields({ type }: { type: IdentityType }) {
  const { t } = useTranslation();
  const { intl } = useLocale();
  const options = useMemo(() => areaCodeOptions(intl), [intl]);
  if (type === 'email') {
    return (
      <Form.Item
        name="email"
        label={t('auth.email')}
        rules={[schemaRule(emailAddress, 'EMAIL_INVALID')]}
        validateTrigger="onBlur"
      >
        <Input
          placeholder={t('auth.emailPlaceholder')}
          autoComplete="email"
          inputMode="email"
          size="large"
          data-testid="email-input"
        />
      </Form.Item>
    );
  }
  return (
    <Form.Item label={t('auth.mobile')} required>
      <Space.Compact block>
        <Form.Item name="area_code" noStyle rules={[schemaRule(areaCode, 'AREA_CODE_INVALID')]}>
          <Select
            size="large"
            showSearch={{
              filterOption: (input, option) =>
                `${option?.label ?? ''} ${option?.name ?? ''}`.toLowerCase().includes(input.trim().toLowerCase()),
            }}
            options={options}
            optionRender={(option) => (
              <span>
                {option.data.label} <span className="muted">{option.data.name}</span>
              </span>
            )}
            popupMatchSelectWidth={240}
            aria-label={t('auth.areaCode')}
            style={{ width: 100, flex: 'none' }}
          />
        </Form.Item>
        <Form.Item
          name="mobile"
          noStyle
          rules={[schemaRule(mobileNumber, 'MOBILE_INVALID')]}
          validateTrigger="onBlur"
        >
          <Input
            placeholder={t('auth.mobilePlaceholder')}
            autoComplete="tel-national"
            inputMode="numeric"
            size="large"
            data-testid="mobile-input"
          />
        </Form.Item>
      </Space.Compact>
    </Form.Item>
  );
}

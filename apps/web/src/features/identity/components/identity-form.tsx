import { Button, Form, Input, Select } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { errorMessage, type ErrorKey } from '@aurelix/shared/errors';
import { ID_COUNTRIES, identityFields, type IdentityFields } from '@aurelix/shared/schemas/identity';
import type { Rule } from 'antd/es/form';
import { useLocale } from '../../../i18n/use-locale';
import { notify } from '../../../lib/notify';
import { queryKeys } from '../../../lib/query-keys';
import { useBusySubmitGuard } from '../../../lib/submit-guard';
import { IDENTITY_KEY } from '../api/identity-status';
import { submitIdentity } from '../api/submit-identity';
import { countryName } from '../utils/status';
import { checkPhoto, PhotoPicker } from './photo-picker';
import styles from './identity.module.css';

interface Values extends IdentityFields {
  front?: File | null;
  back?: File | null;
}

/** An antd rule from one field of the shared schema: the message is the catalogue's, in the user's language. */
function fieldRule(schema: z.ZodType, requiredKey: ErrorKey, locale: Parameters<typeof errorMessage>[1]): Rule {
  return {
    validator: async (_rule, value) => {
      if (value === undefined || value === null || String(value).trim() === '') throw new Error(errorMessage(requiredKey, locale));
      const result = schema.safeParse(value);
      if (!result.success) throw new Error(errorMessage((result.error.issues[0]?.message as ErrorKey) ?? requiredKey, locale));
    },
  };
}

function photoRule(locale: Parameters<typeof errorMessage>[1]): Rule {
  return {
    validator: async (_rule, value?: File | null) => {
      if (!value) throw new Error(errorMessage('IDENTITY_PHOTO_REQUIRED', locale));
      const problem = checkPhoto(value);
      if (problem) throw new Error(errorMessage(problem, locale));
    },
  };
}

/** /user/identity: full name, ID number, issuing country, front and back photos (SPEC 5: all required). */
export function IdentityForm({ resubmit }: { resubmit?: boolean }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Values>();
  const shape = identityFields.shape;
  const countries = useMemo(
    () =>
      ID_COUNTRIES.map((code) => ({ value: code, label: countryName(code, locale) })).sort((a, b) =>
        a.label.localeCompare(b.label, locale.replace('_', '-')),
      ),
    [locale],
  );

  const { submit: onFinish, busy: submitting } = useBusySubmitGuard(async (values: Values) => {
    if (!values.front || !values.back) return;
    try {
      const msg = await submitIdentity(
        { real_name: values.real_name.trim(), id_number: values.id_number.trim().toUpperCase(), country: values.country },
        values.front,
        values.back,
      );
      notify.success(msg);
      await queryClient.invalidateQueries({ queryKey: IDENTITY_KEY });
      await queryClient.invalidateQueries({ queryKey: queryKeys.userInfo.all });
    } catch {
      /* postForm has shown the server's message */
    }
  });

  return (
    <Form<Values> form={form} layout="vertical" requiredMark={false} onFinish={onFinish} data-testid="identity-form" className={styles.form}>
      <div className={styles.fieldGrid}>
        <Form.Item name="real_name" label={t('identity.realName')} rules={[fieldRule(shape.real_name, 'IDENTITY_NAME_INVALID', locale)]}>
          <Input placeholder={t('identity.realNamePlaceholder')} maxLength={100} autoComplete="name" data-testid="identity-name" />
        </Form.Item>
        <Form.Item name="id_number" label={t('identity.idNumber')} rules={[fieldRule(shape.id_number, 'IDENTITY_NUMBER_INVALID', locale)]}>
          <Input placeholder={t('identity.idNumberPlaceholder')} maxLength={40} autoComplete="off" data-testid="identity-number" />
        </Form.Item>
        <Form.Item name="country" label={t('identity.country')} rules={[fieldRule(shape.country, 'IDENTITY_COUNTRY_INVALID', locale)]}>
          <Select showSearch optionFilterProp="label" placeholder={t('identity.countryPlaceholder')} options={countries} data-testid="identity-country" />
        </Form.Item>
      </div>
      <div className={styles.photoGrid}>
        {(['front', 'back'] as const).map((side) => (
          <Form.Item key={side} name={side} rules={[photoRule(locale)]} valuePropName="value" className={styles.photoItem}>
            <PhotoPicker side={side} />
          </Form.Item>
        ))}
      </div>
      <p className={styles.hint}>{t('identity.photoHint')}</p>
      <Button type="primary" htmlType="submit" size="large" loading={submitting} data-testid="identity-submit" className={styles.submit}>
        {resubmit ? t('identity.resubmit') : t('identity.submit')}
      </Button>
    </Form>
  );
}

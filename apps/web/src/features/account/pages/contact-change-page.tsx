import { Button, Form, Input, Skeleton } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ChangeEmailBody, ChangeMobileBody } from '@aurelix/shared/schemas/account';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useBusySubmitGuard } from '../../../lib/submit-guard';
import { IdentityFields } from '../../auth/components/identity-fields';
import { normalizeAreaCode, defaultAreaCode } from '../../auth/utils/area-codes';
import { useLocale } from '../../../i18n/use-locale';
import { postChangeEmail, postChangeMobile, securityQuery } from '../api/account-api';
import { NewAddressCodeField } from '../components/new-address-code-field';
import { OwnCodeField } from '../components/own-code-field';
import { SectionCard, accountStyles as styles } from '../components/section-card';
import { TotpField } from '../../auth/components/totp-field';
import { useSignOutAfterChange } from '../hooks/use-sign-out-after-change';

export interface ContactValues {
  old_code: string;
  email?: string;
  area_code?: string;
  mobile?: string;
  new_code: string;
  totp_code?: string;
}

export function changeEmailBodyOf(v: ContactValues): ChangeEmailBody {
  return {
    old_code: v.old_code.trim(),
    email: (v.email ?? '').trim(),
    new_code: v.new_code.trim(),
    ...(v.totp_code ? { totp_code: v.totp_code.trim() } : {}),
  };
}

export function changeMobileBodyOf(v: ContactValues): ChangeMobileBody {
  return {
    old_code: v.old_code.trim(),
    area_code: normalizeAreaCode(v.area_code ?? ''),
    mobile: (v.mobile ?? '').trim(),
    new_code: v.new_code.trim(),
    ...(v.totp_code ? { totp_code: v.totp_code.trim() } : {}),
  };
}

/**
 * /user/s-emailset and /user/s-phoneset (SPEC 5): the current address with its code, the new address
 * with its code, and the authenticator code when enabled. Success ends every session.
 */
export function ContactChangePage({ kind }: { kind: 'email' | 'mobile' }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const title = kind === 'email' ? t('routes.user.emailSet') : t('routes.user.phoneSet');
  useDocumentTitle(title);
  const [form] = Form.useForm<ContactValues>();
  const security = useQuery(securityQuery());
  const signOut = useSignOutAfterChange();
  const { submit: onFinish, busy: saving } = useBusySubmitGuard(async (values: ContactValues) => {
    try {
      if (kind === 'email') await postChangeEmail(changeEmailBodyOf(values));
      else await postChangeMobile(changeMobileBodyOf(values));
      signOut();
    } catch {
      /* the API client has shown the server's message */
    }
  });
  const getTarget = async () => {
    try {
      if (kind === 'email') {
        const { email } = await form.validateFields(['email']);
        return { type: 'email' as const, address: (email ?? '').trim() };
      }
      const { area_code, mobile } = await form.validateFields(['area_code', 'mobile']);
      return { type: 'mobile' as const, address: (mobile ?? '').trim(), area_code: normalizeAreaCode(area_code ?? '') };
    } catch {
      return null;
    }
  };
  const s = security.data;
  if (!s) return <Skeleton active />;
  // The old code goes to the address being replaced, or to the other one when none is bound yet.
  const current =
    kind === 'email'
      ? s.email_bound ? s.email : `+${s.area_code} ${s.mobile}`
      : s.mobile_bound ? `+${s.area_code} ${s.mobile}` : s.email;
  const currentLabel =
    (kind === 'email' && s.email_bound) || (kind === 'mobile' && !s.mobile_bound)
      ? t('account.currentEmail')
      : t('account.currentMobile');
  return (
    <div className={styles.page} data-testid={kind === 'email' ? 'email-change-page' : 'mobile-change-page'}>
      <h1 className={styles.title}>{title}</h1>
      <SectionCard>
        <Form<ContactValues>
          form={form}
          layout="vertical"
          requiredMark={false}
          className={styles.form}
          initialValues={{ area_code: defaultAreaCode(locale) }}
          onFinish={onFinish}
          data-testid="contact-change-form"
        >
          <Form.Item label={currentLabel}>
            <Input value={current} disabled size="large" data-testid="current-address" />
          </Form.Item>
          <OwnCodeField
            name="old_code"
            label={t('account.currentCode')}
            purpose={kind === 'email' ? 'change_email' : 'change_mobile'}
            testId="old-code"
          />
          <IdentityFields type={kind} />
          <NewAddressCodeField label={t('account.newCode')} getTarget={getTarget} testId="new-code" />
          {s.authenticator_enabled && <TotpField />}
          <p className={styles.muted}>{t('account.reloginNotice')}</p>
          <Button type="primary" htmlType="submit" size="large" block loading={saving} data-testid="contact-change-submit">
            {t('common.confirm')}
          </Button>
        </Form>
      </SectionCard>
    </div>
  );
}

export const EmailChangePage = () => <ContactChangePage kind="email" />;
export const MobileChangePage = () => <ContactChangePage kind="mobile" />;

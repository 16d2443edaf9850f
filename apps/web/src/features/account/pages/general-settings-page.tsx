import { RightOutlined, UploadOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Form, Input, Select, Skeleton } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { successMessage } from '@aurelix/shared/errors';
import { AVATAR_MAX_BYTES, AVATAR_TYPES, NICKNAME_MAX_LENGTH, nickname } from '@aurelix/shared/schemas/account';
import type { Locale, PricingCurrencyCode } from '@aurelix/shared/locales';
import { LanguageLabel, useCurrencyOptions, useLanguageOptions } from '../../../app/layout/preference-menus';
import { currentLocale } from '../../../i18n/i18n';
import { applyPreferences } from '../../../lib/apply-preferences';
import { notify } from '../../../lib/notify';
import { queryKeys } from '../../../lib/query-keys';
import { setUserInfo, type UserInfo } from '../../../lib/session';
import { useBusySubmitGuard } from '../../../lib/submit-guard';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useUserInfo } from '../../auth/api/get-user-info';
import { messageOf, schemaRule } from '../../auth/utils/validation';
import { postSettings } from '../api/account-api';
import { uploadAvatar } from '../api/upload-avatar';
import { SectionCard, accountStyles as styles } from '../components/section-card';

interface SettingsValues {
  nickname: string;
  pricing_currency: PricingCurrencyCode;
  lang: Locale;
}

/** /user/c-set: avatar, nickname, pricing currency, language; links to address and collection management. */
export function GeneralSettingsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('routes.user.cSet'));
  const user = useUserInfo();
  if (!user) return <Skeleton active />;
  return (
    <div className={styles.page} data-testid="general-settings">
      <h1 className={styles.title}>{t('routes.user.cSet')}</h1>
      <AvatarCard user={user} />
      <ProfileCard user={user} />
      <SectionCard title={t('account.management')}>
        <Link to="/user/c-symAddr" className={styles.row} data-testid="link-sym-addr">
          <span className={styles.rowLabel}>{t('routes.user.symAddr')}</span>
          <RightOutlined aria-hidden className={styles.muted} />
        </Link>
        <Link to="/user/c-collAddr" className={styles.row} data-testid="link-coll-addr">
          <span className={styles.rowLabel}>{t('routes.user.collAddr')}</span>
          <RightOutlined aria-hidden className={styles.muted} />
        </Link>
      </SectionCard>
    </div>
  );
}

/** The client checks type and size first for a quick answer; the server checks the content again. */
export function avatarProblem(file: { type: string; size: number }): 'AVATAR_NOT_IMAGE' | 'AVATAR_TOO_LARGE' | null {
  if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) return 'AVATAR_NOT_IMAGE';
  if (file.size > AVATAR_MAX_BYTES) return 'AVATAR_TOO_LARGE';
  return null;
}

function AvatarCard({ user }: { user: UserInfo }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const onFile = async (file: File | undefined) => {
    if (!file || uploading) return;
    const problem = avatarProblem(file);
    if (problem) {
      notify.error(messageOf(problem));
      return;
    }
    setUploading(true);
    try {
      const { avatar } = await uploadAvatar(file, file.name);
      setUserInfo({ ...user, avatar });
      void queryClient.invalidateQueries({ queryKey: queryKeys.userInfo.all });
      notify.success(successMessage('AVATAR_CHANGED', currentLocale()));
    } catch {
      /* the upload has shown the server's message */
    } finally {
      setUploading(false);
      if (input.current) input.current.value = '';
    }
  };
  return (
    <SectionCard title={t('account.avatar')}>
      <div className={styles.profile}>
        <Avatar size={72} src={user.avatar || undefined} icon={<UserOutlined aria-hidden />} data-testid="settings-avatar" />
        <div className={styles.profileWho}>
          <input
            ref={input}
            type="file"
            accept={AVATAR_TYPES.join(',')}
            hidden
            onChange={(e) => void onFile(e.target.files?.[0])}
            data-testid="avatar-file"
          />
          <Button icon={<UploadOutlined aria-hidden />} loading={uploading} onClick={() => input.current?.click()} data-testid="avatar-upload">
            {t('account.changeAvatar')}
          </Button>
          <span className={styles.muted}>{t('account.avatarHint')}</span>
        </div>
      </div>
    </SectionCard>
  );
}

function ProfileCard({ user }: { user: UserInfo }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const languages = useLanguageOptions();
  const currencies = useCurrencyOptions();
  const { submit: onFinish, busy: saving } = useBusySubmitGuard(async (values: SettingsValues) => {
    try {
      const updated = await postSettings({
        nickname: values.nickname.trim(),
        pricing_currency: values.pricing_currency,
        lang: values.lang,
      });
      setUserInfo(updated);
      queryClient.setQueriesData({ queryKey: queryKeys.userInfo.all }, updated);
      applyPreferences(updated);
      notify.success(successMessage('SETTINGS_SAVED', values.lang));
    } catch {
      /* the API client has shown the error */
    }
  });
  return (
    <SectionCard title={t('account.profile')}>
      <Form<SettingsValues>
        layout="vertical"
        requiredMark={false}
        className={styles.form}
        initialValues={{
          nickname: user.nickname,
          pricing_currency: user.pricing_currency as PricingCurrencyCode,
          lang: user.lang as Locale,
        }}
        onFinish={onFinish}
        data-testid="settings-form"
      >
        <Form.Item name="nickname" label={t('account.nickname')} rules={[schemaRule(nickname, 'NICKNAME_REQUIRED')]}>
          <Input
            placeholder={t('account.nicknamePlaceholder')}
            maxLength={NICKNAME_MAX_LENGTH}
            showCount
            size="large"
            data-testid="nickname-input"
          />
        </Form.Item>
        <Form.Item name="pricing_currency" label={t('account.pricingCurrency')}>
          <Select
            size="large"
            options={currencies.map((c) => ({ value: c.code, label: `${c.mark} ${c.code}` }))}
            data-testid="currency-select"
          />
        </Form.Item>
        <Form.Item name="lang" label={t('account.language')}>
          <Select
            size="large"
            options={languages.map((l) => ({ value: l.lang, label: <LanguageLabel {...l} /> }))}
            data-testid="lang-select"
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" size="large" loading={saving} data-testid="settings-save">
          {t('account.save')}
        </Button>
      </Form>
    </SectionCard>
  );
}

export default GeneralSettingsPage;

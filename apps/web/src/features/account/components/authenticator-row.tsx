import { SafetyCertificateOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Input, Modal, Steps } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { QRCodeSVG } from 'qrcode.react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { successMessage } from '@aurelix/shared/errors';
import { secondFactorCode, type AuthenticatorSetup } from '@aurelix/shared/schemas/account';
import { z } from 'zod';
import { currentLocale } from '../../../i18n/i18n';
import { notify } from '../../../lib/notify';
import { queryKeys } from '../../../lib/query-keys';
import { useSubmitGuard } from '../../../lib/submit-guard';
import { schemaRule } from '../../auth/utils/validation';
import { ACCOUNT_KEY, postAuthenticatorDisable, postAuthenticatorEnable, postAuthenticatorSetup } from '../api/account-api';
import { Row } from './security-row';
import { copyText } from './copy-text';
import styles from './account.module.css';

const sixDigits = z.string().trim().regex(/^[0-9]{6}$/, 'TOTP_INVALID');

/** The authenticator line of the security page, with its enable and disable dialogs. */
export function AuthenticatorRow({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation();
  // The dialog is chosen when opened: enabling refreshes `enabled` while the backup codes still show.
  const [dialog, setDialog] = useState<'enable' | 'disable' | null>(null);
  const queryClient = useQueryClient();
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: ACCOUNT_KEY });
    void queryClient.invalidateQueries({ queryKey: queryKeys.userInfo.all });
  };
  return (
    <>
      <Row
        icon={<SafetyCertificateOutlined aria-hidden />}
        label={t('account.authenticator')}
        hint={t('account.authenticatorHint')}
        value={enabled ? t('account.enabled') : undefined}
        action={enabled ? t('account.disable') : t('account.enable')}
        danger={enabled}
        onAction={() => setDialog(enabled ? 'disable' : 'enable')}
        testId="row-authenticator"
      />
      {dialog === 'enable' && <EnableDialog onClose={() => setDialog(null)} onDone={refresh} />}
      {dialog === 'disable' && (
        <DisableDialog
          onClose={() => setDialog(null)}
          onDone={() => {
            setDialog(null);
            refresh();
          }}
        />
      )}
    </>
  );
}

function EnableDialog({ onClose, onDone }: { onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation();
  const [setup, setSetup] = useState<AuthenticatorSetup | null>(null);
  const [loading, setLoading] = useState(false);
  const [backupCodes, setBackupCodes] = useState<string[] | null>(null);
  const start = useSubmitGuard(async () => {
    setLoading(true);
    try {
      setSetup(await postAuthenticatorSetup());
    } catch {
      /* shown by the API client */
    } finally {
      setLoading(false);
    }
  });
  const confirm = useSubmitGuard(async (values: { code: string }) => {
    setLoading(true);
    try {
      const result = await postAuthenticatorEnable(values.code.trim());
      notify.success(successMessage('AUTHENTICATOR_ENABLED', currentLocale()));
      setBackupCodes(result.backup_codes);
      onDone();
    } catch {
      /* shown by the API client */
    } finally {
      setLoading(false);
    }
  });
  const step = backupCodes ? 2 : setup ? 1 : 0;
  return (
    <Modal
      open
      title={t('account.authenticatorEnableTitle')}
      onCancel={onClose}
      footer={null}
      maskClosable={!setup}
      destroyOnHidden
      width={520}
    >
      <div data-testid="authenticator-enable">
        <Steps
          size="small"
          current={step}
          items={[{ title: t('account.stepInstall') }, { title: t('account.stepScan') }, { title: t('account.stepBackup') }]}
          style={{ marginBottom: 20 }}
        />
        {step === 0 && (
          <>
            <p className={styles.muted}>{t('account.authenticatorIntro')}</p>
            <Button type="primary" block size="large" loading={loading} onClick={() => void start()} data-testid="authenticator-start">
              {t('account.next')}
            </Button>
          </>
        )}
        {step === 1 && setup && (
          <>
            <div className={styles.qr}>
              <div className={styles.qrBox}>
                <QRCodeSVG value={setup.uri} size={148} />
              </div>
              <div>
                <div className={styles.muted}>{t('account.scanHint')}</div>
                <div className={styles.secret} data-testid="authenticator-secret">
                  {setup.secret}
                </div>
                <Button size="small" type="link" style={{ paddingInline: 0 }} onClick={() => void copyText(setup.secret, t)}>
                  {t('account.copyKey')}
                </Button>
              </div>
            </div>
            <Form<{ code: string }> layout="vertical" requiredMark={false} onFinish={confirm}>
              <Form.Item name="code" label={t('account.totpCode')} rules={[schemaRule(sixDigits, 'TOTP_INVALID')]}>
                <Input
                  autoFocus
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={6}
                  size="large"
                  placeholder={t('auth.codePlaceholder')}
                  data-testid="authenticator-code"
                />
              </Form.Item>
              <Button type="primary" htmlType="submit" block size="large" loading={loading} data-testid="authenticator-confirm">
                {t('account.enable')}
              </Button>
            </Form>
          </>
        )}
        {step === 2 && backupCodes && (
          <>
            <Alert type="warning" showIcon message={t('account.backupWarning')} />
            <div className={styles.codes} data-testid="backup-codes">
              {backupCodes.map((c) => (
                <span key={c}>{`${c.slice(0, 5)}-${c.slice(5)}`}</span>
              ))}
            </div>
            <Button block onClick={() => void copyText(backupCodes.join('\n'), t)} style={{ marginBottom: 8 }}>
              {t('account.copyBackupCodes')}
            </Button>
            <Button type="primary" block size="large" onClick={onClose} data-testid="backup-done">
              {t('account.backupSaved')}
            </Button>
          </>
        )}
      </div>
    </Modal>
  );
}

function DisableDialog({ onClose, onDone }: { onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation();
  const [loading, setLoading] = useState(false);
  const submit = useSubmitGuard(async (values: { code: string }) => {
    setLoading(true);
    try {
      await postAuthenticatorDisable(values.code.trim());
      notify.success(successMessage('AUTHENTICATOR_DISABLED', currentLocale()));
      onDone();
    } catch {
      /* shown by the API client */
    } finally {
      setLoading(false);
    }
  });
  return (
    <Modal open title={t('account.authenticatorDisableTitle')} onCancel={onClose} footer={null} destroyOnHidden>
      <Alert type="warning" showIcon message={t('account.disableWarning')} style={{ marginBottom: 16 }} />
      <Form<{ code: string }> layout="vertical" requiredMark={false} onFinish={submit} data-testid="authenticator-disable">
        <Form.Item
          name="code"
          label={t('account.totpCode')}
          extra={t('account.totpCodeHint')}
          rules={[schemaRule(secondFactorCode, 'TOTP_REQUIRED')]}
        >
          <Input autoFocus autoComplete="one-time-code" maxLength={12} size="large" data-testid="authenticator-disable-code" />
        </Form.Item>
        <Button danger type="primary" htmlType="submit" block size="large" loading={loading} data-testid="authenticator-disable-submit">
          {t('account.disable')}
        </Button>
      </Form>
    </Modal>
  );
}

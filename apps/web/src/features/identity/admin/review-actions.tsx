import { Button, Form, Input, Modal, Popconfirm, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '@aurelix/shared/errors';
import { useLocale } from '../../../i18n/use-locale';
import { notify } from '../../../lib/notify';
import { useSubmitGuard } from '../../../lib/submit-guard';
import { approveApplication, IDENTITY_ADMIN_KEY, rejectApplication } from './admin-api';

/** Approve (with a confirmation) or reject (with a reason) one pending application. */
export function ReviewActions({ id }: { id: number }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const queryClient = useQueryClient();
  const [rejecting, setRejecting] = useState(false);
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm<{ reason: string }>();
  const done = async () => {
    await queryClient.invalidateQueries({ queryKey: IDENTITY_ADMIN_KEY });
  };

  const approve = useSubmitGuard(async () => {
    setBusy(true);
    try {
      await approveApplication(id);
      notify.success(t('identity.admin.approvedToast'));
      await done();
    } catch {
      /* the API client has shown the server's message */
    } finally {
      setBusy(false);
    }
  });

  const reject = useSubmitGuard(async ({ reason }: { reason: string }) => {
    setBusy(true);
    try {
      await rejectApplication(id, reason.trim());
      notify.success(t('identity.admin.rejectedToast'));
      setRejecting(false);
      form.resetFields();
      await done();
    } catch {
      /* shown by the API client */
    } finally {
      setBusy(false);
    }
  });

  return (
    <Space wrap>
      <Popconfirm title={t('identity.admin.approveConfirm')} onConfirm={approve} okText={t('common.confirm')} cancelText={t('common.cancel')}>
        <Button type="primary" size="small" loading={busy} data-testid={`admin-approve-${id}`}>
          {t('identity.admin.approve')}
        </Button>
      </Popconfirm>
      <Button danger size="small" onClick={() => setRejecting(true)} disabled={busy} data-testid={`admin-reject-${id}`}>
        {t('identity.admin.reject')}
      </Button>
      <Modal
        open={rejecting}
        title={t('identity.admin.rejectTitle')}
        onCancel={() => setRejecting(false)}
        onOk={() => form.submit()}
        okText={t('identity.admin.reject')}
        okButtonProps={{ danger: true, loading: busy }}
        cancelText={t('common.cancel')}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" requiredMark={false} onFinish={reject}>
          <Form.Item
            name="reason"
            label={t('identity.reason')}
            rules={[
              {
                validator: async (_r, v?: string) => {
                  const text = (v ?? '').trim();
                  if (!text || text.length > 200) throw new Error(errorMessage('IDENTITY_REASON_REQUIRED', locale));
                },
              },
            ]}
          >
            <Input.TextArea rows={3} maxLength={200} showCount placeholder={t('identity.admin.reasonPlaceholder')} data-testid="admin-reject-reason" />
          </Form.Item>
        </Form>
      </Modal>
    </Space>
  );
}

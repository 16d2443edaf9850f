import { App } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { notify } from '../../../lib/notify';
import { queryKeys } from '../../../lib/query-keys';
import { clearSession } from '../../../lib/session';
import { postLogout } from '../api/post-logout';

/**
 * Logout with confirmation (SPEC 8): revokes the session on the server, clears token and user info,
 * drops cached private data, toasts success and goes to /login.
 */
export function useLogout(): () => void {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return () => {
    modal.confirm({
      title: t('user.logoutTitle'),
      content: t('user.logoutConfirm'),
      okText: t('user.logout'),
      cancelText: t('common.cancel'),
      centered: true,
      onOk: async () => {
        await postLogout();
        clearSession();
        queryClient.removeQueries({ queryKey: queryKeys.userInfo.all });
        notify.success(t('user.logoutSuccess'));
        navigate('/login');
      },
    });
  };
}

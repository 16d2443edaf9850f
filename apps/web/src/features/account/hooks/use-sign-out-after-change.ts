import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { successMessage } from '@aurelix/shared/errors';
import { currentLocale } from '../../../i18n/i18n';
import { notify } from '../../../lib/notify';
import { clearSession } from '../../../lib/session';

/**
 * After a password, e-mail or mobile change the server has ended every session: say so
 * ('Modification successful, please log in again'), forget the local session and go to /login.
 */
export function useSignOutAfterChange(): () => void {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return () => {
    notify.success(successMessage('MODIFIED_PLEASE_LOGIN', currentLocale()), 'relogin');
    clearSession();
    queryClient.clear();
    navigate('/login', { replace: true });
  };
}

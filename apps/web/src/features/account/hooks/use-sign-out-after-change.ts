import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router-dom';
import { successMessage } from '@aurelix/shared/errors';
import { currentLocale } from '../../../i18n/i18n';
import { notify } from '../../../lib/notify';
import { clearSession } from '../../../lib/session';
import { endSessionQuietly } from '../../auth/components/require-auth';

/**
 * After a password, e-mail or mobile change the server has ended every session: say so
 * ('Modification successful, please log in again'), forget the local session and go to /login,
 * which brings the user back to this page after they sign in. The page is passed here rather
 * than left to the login guard's redirect, which raced with this navigation.
 */
export function useSignOutAfterChange(): () => void {
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  return () => {
    notify.success(successMessage('MODIFIED_PLEASE_LOGIN', currentLocale()), 'relogin');
    endSessionQuietly(() => {
      clearSession();
      queryClient.clear();
      navigate('/login', { replace: true, state: { from: location.pathname + location.search } });
    });
  };
}

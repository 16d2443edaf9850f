import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { notify } from '../../../lib/notify';
import { isLoggedIn, useSession } from '../../../lib/session';

/** SPEC 6: the redirect to /login follows the toast after 200 ms. */
export const LOGIN_REDIRECT_MS = 200;

/** Set while a page ends the session itself and says so (after a credential change). */
let signingOutQuietly = false;

/**
 * Runs `end`, which clears the session and navigates to /login with its own message: the guard of
 * the page being left must not add 'Please log in first.' as a second toast. The session store
 * re-renders the guard before the router's (transition) navigation lands, which is why it is told.
 */
export function endSessionQuietly(end: () => void): void {
  signingOutQuietly = true;
  end();
}

/**
 * Guards the login-flagged routes (/user/*, /wallet/*, /deal*, /order/*): without a token and stored
 * user info it shows 'Please log in first.' and goes to /login 200 ms later.
 */
export function RequireAuth() {
  const { t } = useTranslation();
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const allowed = isLoggedIn(session);

  useEffect(() => {
    if (allowed) return;
    if (signingOutQuietly) signingOutQuietly = false;
    else notify.info(t('errors.loginFirst'), 'login-first');
    const timer = window.setTimeout(() => {
      navigate('/login', { replace: true, state: { from: location.pathname + location.search } });
    }, LOGIN_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [allowed, location.pathname, location.search, navigate, t]);

  return allowed ? <Outlet /> : null;
}

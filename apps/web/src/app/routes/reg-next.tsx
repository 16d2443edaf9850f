import { Trans, useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { AuthCard } from '../../features/auth/components/auth-card';
import { RegisterNextForm } from '../../features/auth/components/register-next-form';
import { describeIdentity, readIdentityState } from '../../features/auth/utils/identity';

/** /reg-next: step 2 of registration; without the identity and code of step 1 it goes back to /reg. */
export default function RegNextRoute() {
  const { t } = useTranslation();
  const location = useLocation();
  const state = readIdentityState(location.state);
  if (!state?.code) return <Navigate to={`/reg${location.search}`} replace />;
  return (
    <AuthCard
      title={t('routes.regNext')}
      subtitle={
        <Trans
          i18nKey="auth.registeringAs"
          values={{ account: describeIdentity(state.identity) }}
          components={{ strong: <strong /> }}
        />
      }
      testId="reg-next-page"
      footer={
        <>
          {t('auth.haveAccount')} <Link to="/login">{t('auth.logIn')}</Link>
        </>
      }
    >
      <RegisterNextForm identity={state.identity} code={state.code} />
    </AuthCard>
  );
}

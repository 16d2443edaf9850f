import { Trans, useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { AuthCard } from '../../features/auth/components/auth-card';
import { SetPassForm } from '../../features/auth/components/set-pass-form';
import { describeIdentity, readIdentityState } from '../../features/auth/utils/identity';

/** /set-pass: needs the identity chosen on /forget-pass, else goes back there. */
export default function SetPassRoute() {
  const { t } = useTranslation();
  const location = useLocation();
  const state = readIdentityState(location.state);
  if (!state) return <Navigate to="/forget-pass" replace />;
  const resendAt = (location.state as { resendAt?: unknown }).resendAt;
  return (
    <AuthCard
      title={t('routes.setPass')}
      subtitle={
        <Trans
          i18nKey="auth.codeSentTo"
          values={{ account: describeIdentity(state.identity) }}
          components={{ strong: <strong /> }}
        />
      }
      testId="set-pass-page"
      footer={<Link to="/login">{t('auth.backToLogin')}</Link>}
    >
      <SetPassForm identity={state.identity} resendAt={typeof resendAt === 'number' ? resendAt : undefined} />
    </AuthCard>
  );
}

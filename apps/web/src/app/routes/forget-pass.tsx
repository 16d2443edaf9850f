import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { AuthCard } from '../../features/auth/components/auth-card';
import { ForgetPassForm } from '../../features/auth/components/forget-pass-form';

/** /forget-pass */
export default function ForgetPassRoute() {
  const { t } = useTranslation();
  return (
    <AuthCard
      title={t('routes.forgetPass')}
      subtitle={t('auth.forgetSubtitle')}
      testId="forget-pass-page"
      footer={<Link to="/login">{t('auth.backToLogin')}</Link>}
    >
      <ForgetPassForm />
    </AuthCard>
  );
}

import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { AuthCard } from '../../features/auth/components/auth-card';
import { RegisterForm } from '../../features/auth/components/register-form';

/** /reg: step 1 of registration. */
export default function RegRoute() {
  const { t } = useTranslation();
  return (
    <AuthCard
      title={t('routes.reg')}
      subtitle={t('auth.regSubtitle')}
      testId="reg-page"
      footer={
        <>
          {t('auth.haveAccount')} <Link to="/login">{t('auth.logIn')}</Link>
        </>
      }
    >
      <RegisterForm />
    </AuthCard>
  );
}

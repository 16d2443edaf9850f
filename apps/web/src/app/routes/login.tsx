import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useBrand } from '../../lib/brand';
import { AuthCard } from '../../features/auth/components/auth-card';
import { LoginForm } from '../../features/auth/components/login-form';

/** /login */
export default function LoginRoute() {
  const { t } = useTranslation();
  const brand = useBrand();
  return (
    <AuthCard
      title={t('auth.loginTitle', { brand: brand.name })}
      testId="login-page"
      footer={
        <>
          {t('auth.noAccount')} <Link to="/reg">{t('auth.signUp')}</Link>
        </>
      }
    >
      <LoginForm />
    </AuthCard>
  );
}

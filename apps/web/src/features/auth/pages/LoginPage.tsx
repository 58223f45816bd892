import { useTranslation } from 'react-i18next';
import { AuthCard } from '../../../ui/AuthCard.tsx';
import { AuthLinks } from '../components/AuthLinks.tsx';
import { GoogleSignInButton } from '../components/GoogleSignInButton.tsx';
import { LegalNotice } from '../components/LegalNotice.tsx';
import { LoginForm } from '../components/LoginForm.tsx';
import { RedirectNotice } from '../components/RedirectNotice.tsx';

export function LoginPage() {
  const { t } = useTranslation();
  return (
    <AuthCard title={t('login.title')}>
      <RedirectNotice />
      <GoogleSignInButton />
      <LoginForm />
      <AuthLinks />
      <LegalNotice />
    </AuthCard>
  );
}

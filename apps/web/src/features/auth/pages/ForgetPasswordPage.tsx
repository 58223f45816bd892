import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { ROUTES } from '@parley/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { contractText } from '../../../lib/i18n/contract-text.ts';
import { AuthCard } from '../../../ui/AuthCard.tsx';
import { ResetPasswordForm } from '../components/ResetPasswordForm.tsx';
import { ResetRequestForm } from '../components/ResetRequestForm.tsx';
import '../texts.ts';

interface Sent {
  email: string;
  message: string;
}

export function ForgetPasswordPage() {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState<Sent | null>(null);
  return (
    <AuthCard title={t('forgot.title')}>
      {sent ? (
        <>
          <Alert severity="info">{contractText(sent.message)}</Alert>
          <ResetPasswordForm email={sent.email} />
          <Button sx={{ alignSelf: 'flex-start' }} onClick={() => setSent(null)}>
            {t('forgot.otherEmail')}
          </Button>
        </>
      ) : (
        <ResetRequestForm
          email={email}
          onSent={(address, message) => {
            setEmail(address);
            setSent({ email: address, message });
          }}
        />
      )}
      <Link component={RouterLink} to={ROUTES.login}>
        {t('login.back')}
      </Link>
    </AuthCard>
  );
}

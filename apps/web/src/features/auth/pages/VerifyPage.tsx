import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { AUTH_TEXTS, EMAIL_CODE_LENGTH, emailSchema } from '@parley/contracts';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { contractText } from '../../../lib/i18n/contract-text.ts';
import { useUser } from '../../../lib/session/session.ts';
import { AuthCard } from '../../../ui/AuthCard.tsx';
import { ResendCodeButton } from '../components/ResendCodeButton.tsx';
import { VerifyForm } from '../components/VerifyForm.tsx';
import '../texts.ts';

/** The address comes from the signed-in user, or from `?email=` when someone follows the mailed link. */
export function VerifyPage() {
  const { t } = useTranslation();
  const user = useUser();
  const [search] = useSearchParams();
  const email = emailSchema.safeParse(user?.email ?? search.get('email'));
  return (
    <AuthCard title={t('verify.title')}>
      {email.success ? (
        <>
          <Typography>{t('verify.intro', { length: EMAIL_CODE_LENGTH, email: email.data })}</Typography>
          <VerifyForm email={email.data} />
          <ResendCodeButton email={email.data} />
        </>
      ) : (
        <Alert severity="error">{contractText(AUTH_TEXTS.noEmail)}</Alert>
      )}
    </AuthCard>
  );
}

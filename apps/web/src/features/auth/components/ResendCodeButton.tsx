import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { contractText } from '../../../lib/i18n/contract-text.ts';
import { ErrorAlert } from '../../../ui/ErrorAlert.tsx';
import { showToast } from '../../../ui/toast/toast-store.ts';
import { useResendEmail } from '../api/resend-email.ts';
import '../texts.ts';

/** The server allows one new code a minute and says so (429) when asked sooner. */
export function ResendCodeButton({ email }: { email: string }) {
  const { t } = useTranslation();
  const resend = useResendEmail();
  return (
    <>
      <Button
        variant="text"
        sx={{ alignSelf: 'flex-start' }}
        loading={resend.isPending}
        onClick={() => resend.mutate(email, { onSuccess: ({ message }) => showToast(contractText(message), 'success') })}
      >
        {t('verify.resend')}
      </Button>
      <ErrorAlert error={resend.error} />
    </>
  );
}

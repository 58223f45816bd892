import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePaymentAccount } from '../api/payment-account.ts';
import { settingsPath } from '../lib/sections.ts';
import '../texts.ts';

/** Spec §6: a teacher whose payment account cannot take payments is asked to connect it, wherever selling is at stake. */
export function ConnectPrompt() {
  const { t } = useTranslation();
  const account = usePaymentAccount();
  if (!account.data || account.data.charges_enabled) return null;
  return (
    <Alert
      severity="warning"
      sx={{ mb: 3 }}
      action={
        <Button component={Link} to={settingsPath('teacher-connect')} color="inherit" size="small">
          {t('storefront.connect.prompt.action')}
        </Button>
      }
    >
      {t('storefront.connect.prompt.text')}
    </Alert>
  );
}

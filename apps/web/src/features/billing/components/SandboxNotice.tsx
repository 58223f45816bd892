import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import '../texts.ts';

/** Says plainly that the sandbox provider's pages take no real money. */
export function SandboxNotice({ hint }: { hint?: string }) {
  const { t } = useTranslation();
  return (
    <Alert severity="info" variant="outlined" sx={{ mb: 3 }}>
      <strong>{t('billing.sandbox.badge')}</strong>
      {hint ? <> {hint}</> : null}
    </Alert>
  );
}

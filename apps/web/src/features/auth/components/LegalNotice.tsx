import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { PRIVACY_URL, TERMS_URL } from '@parley/contracts';
import { Trans } from 'react-i18next';

export function LegalNotice() {
  return (
    <Typography variant="body2" color="text.secondary">
      <Trans i18nKey="legal.agree" components={{ terms: <Link href={TERMS_URL} />, privacy: <Link href={PRIVACY_URL} /> }} />
    </Typography>
  );
}

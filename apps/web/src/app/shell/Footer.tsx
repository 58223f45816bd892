import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { PRIVACY_URL, TERMS_URL } from '@parley/contracts';
import { useTranslation } from 'react-i18next';
import { openConsentSettings } from '../../lib/consent.ts';

export function Footer() {
  const { t } = useTranslation();
  return (
    <Box
      component="footer"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, alignItems: 'center', justifyContent: 'center', py: 3, px: 2, mt: 'auto' }}
    >
      <Link href={TERMS_URL} color="text.secondary">
        {t('footer.terms')}
      </Link>
      <Link href={PRIVACY_URL} color="text.secondary">
        {t('footer.privacy')}
      </Link>
      <Link component="button" color="text.secondary" onClick={openConsentSettings} sx={{ font: 'inherit' }}>
        {t('footer.cookies')}
      </Link>
    </Box>
  );
}

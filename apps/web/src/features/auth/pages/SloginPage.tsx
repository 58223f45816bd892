import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import promoImage from '../assets/promo.svg';
import { LoginPage } from './LoginPage.tsx';
import '../texts.ts';

/** The login page beside a promotional picture; the picture moves above it on narrow screens. */
export function SloginPage() {
  const { t } = useTranslation();
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
        alignItems: 'center',
        maxWidth: 1150,
        mx: 'auto',
        px: 2,
      }}
    >
      <Box component="figure" sx={{ m: 0, pt: { xs: 3, md: 0 }, textAlign: 'center' }}>
        <Box component="img" src={promoImage} alt={t('slogin.imageAlt')} sx={{ width: '100%', maxWidth: 480, height: 'auto' }} />
        <Typography component="figcaption" variant="h2" sx={{ mt: 2 }}>
          {t('slogin.tagline')}
        </Typography>
      </Box>
      <LoginPage />
    </Box>
  );
}

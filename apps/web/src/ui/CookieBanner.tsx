import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ALL_ANALYTICS, COOKIE_BANNER_ID, NO_ANALYTICS, openConsentSettings, saveConsent, useConsent } from '../lib/consent.ts';
import { focusMainIfLost } from './focus-main.ts';
import { useToastClearance } from './toast/use-toast-clearance.ts';

/**
 * The cookie question on a first visit: a bar at the bottom of the page that leaves the page usable (ADR 0046). It is
 * part of the prerendered pages, so it shows with the page instead of covering it once the app has loaded.
 */
export function CookieBanner() {
  const { choice } = useConsent();
  return choice ? null : <Banner />;
}

function Banner() {
  const { t } = useTranslation();
  const ref = useToastClearance<HTMLElement>();
  // Answered from one of its buttons, the banner goes with the focus; the page's content takes it.
  useLayoutEffect(() => () => queueMicrotask(focusMainIfLost), []);
  return (
    <Paper
      ref={ref}
      component="section"
      id={COOKIE_BANNER_ID}
      aria-labelledby="cookie-banner-title"
      elevation={8}
      square
      sx={{ position: 'sticky', bottom: 'var(--bottom-bar-height, 0px)', zIndex: 'appBar', px: 2, py: 1.5 }}
    >
      <Box sx={{ maxWidth: 'lg', mx: 'auto', display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: { xs: 1, sm: 2 } }}>
        <Box sx={{ flex: '1 1 320px' }}>
          <Typography id="cookie-banner-title" component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
            {t('consent.title')}
          </Typography>
          <Typography variant="body2">{t('consent.intro')}</Typography>
        </Box>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button onClick={openConsentSettings}>{t('consent.choose')}</Button>
          <Button variant="outlined" onClick={() => saveConsent(NO_ANALYTICS)}>
            {t('consent.onlyNecessary')}
          </Button>
          <Button variant="contained" onClick={() => saveConsent(ALL_ANALYTICS)}>
            {t('consent.acceptAll')}
          </Button>
        </Stack>
      </Box>
    </Paper>
  );
}

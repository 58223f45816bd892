import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ALL_ANALYTICS,
  closeConsentSettings,
  NO_ANALYTICS,
  saveConsent,
  useConsent,
  type ConsentChoices,
} from '../lib/consent.ts';
import { focusMainIfLost } from './focus-main.ts';

const CATEGORIES = ['productAnalytics', 'webAnalytics', 'chatSupport'] as const;

/** The cookie settings; loaded by CookieConsentDialog once it first opens. */
export function ConsentDialog() {
  const { open, choice } = useConsent();
  return (
    <Dialog
      open={open}
      onClose={closeConsentSettings}
      aria-labelledby="consent-title"
      maxWidth="xs"
      fullWidth
      // Opened from the banner, the dialog cannot give the focus back once a choice has removed the banner; its content
      // (and the focus in it) goes only after the exit transition has ended.
      slotProps={{ transition: { onExited: () => setTimeout(focusMainIfLost) } }}
    >
      {/* Mounted per opening, so the switches start from the stored choice each time. */}
      {open && <ConsentForm initial={choice ?? NO_ANALYTICS} />}
    </Dialog>
  );
}

function ConsentForm({ initial }: { initial: ConsentChoices }) {
  const { t } = useTranslation();
  const [choices, setChoices] = useState<ConsentChoices>({
    productAnalytics: initial.productAnalytics,
    webAnalytics: initial.webAnalytics,
    chatSupport: initial.chatSupport,
  });
  return (
    <>
      <DialogTitle id="consent-title">{t('consent.title')}</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 2 }}>{t('consent.intro')}</Typography>
        <FormControlLabel control={<Switch checked disabled />} label={t('consent.necessary')} />
        <FormHelperText sx={{ mt: -0.5, mb: 1.5 }}>{t('consent.necessaryHelp')}</FormHelperText>
        <Typography variant="subtitle2" component="h3">
          {t('consent.analytics')}
        </Typography>
        <FormGroup>
          {CATEGORIES.map((category) => (
            <FormControlLabel
              key={category}
              control={
                <Switch
                  checked={choices[category]}
                  onChange={(event) => setChoices({ ...choices, [category]: event.target.checked })}
                />
              }
              label={t(`consent.${category}`)}
            />
          ))}
        </FormGroup>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={() => saveConsent(NO_ANALYTICS)}>{t('consent.onlyNecessary')}</Button>
        <Button onClick={() => saveConsent(choices)}>{t('consent.save')}</Button>
        <Button variant="contained" onClick={() => saveConsent(ALL_ANALYTICS)}>
          {t('consent.acceptAll')}
        </Button>
      </DialogActions>
    </>
  );
}

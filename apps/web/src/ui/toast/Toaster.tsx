import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { useTranslation } from 'react-i18next';
import { TOAST_HIDE_MS } from '@parley/contracts';
import { dismissToast, useToasts } from './toast-store.ts';
import { TOAST_CLEARANCE_VAR } from './use-toast-clearance.ts';

const CLEARANCE = `var(${TOAST_CLEARANCE_VAR}, var(--bottom-bar-height, 0px))`;

/** Shows toasts one after another, each for the spec's 6 seconds unless closed earlier. */
export function Toaster() {
  const { t } = useTranslation();
  const [toast] = useToasts();
  if (!toast) return null;
  const close = () => dismissToast(toast.id);
  return (
    <Snackbar
      key={toast.id}
      open
      autoHideDuration={TOAST_HIDE_MS}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      // Above a bar at the bottom of the screen (the live room's controls, the app's navigation on phones), not over it.
      sx={{ bottom: { xs: `calc(8px + ${CLEARANCE})`, sm: `calc(24px + ${CLEARANCE})` } }}
      onClose={(_event, reason) => reason !== 'clickaway' && close()}
    >
      <Alert severity={toast.severity} variant="filled" onClose={close} closeText={t('toast.close')}>
        {toast.message}
      </Alert>
    </Snackbar>
  );
}

import CheckIcon from '@mui/icons-material/Check';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { failureText } from '../../lib/api/api-error.ts';
import { contractText } from '../../lib/i18n/contract-text.ts';
import type { AutosaveState } from './autosave.ts';
import './texts.ts';

/** "Saving…", "Saved", or why the note is not saved and a way to try again; read out as it changes. */
export function SaveStatus({ state, onRetry }: { state: AutosaveState; onRetry: () => void }) {
  const { t } = useTranslation();
  if (state.kind === 'error') {
    return (
      <Alert
        severity="warning"
        role="status"
        action={
          <Button color="inherit" size="small" onClick={onRetry}>
            {t('autosave.retryNow')}
          </Button>
        }
      >
        {state.retrying ? t('autosave.retrying') : t('autosave.failed', { reason: contractText(failureText(state.error)) })}
      </Alert>
    );
  }
  return (
    <Stack direction="row" spacing={1} role="status" sx={{ alignItems: 'center', minHeight: 24, color: 'text.secondary' }}>
      {state.kind === 'saving' && <CircularProgress size={16} aria-hidden />}
      {state.kind === 'saved' && <CheckIcon fontSize="small" color="success" aria-hidden />}
      <Typography variant="body2">
        {state.kind === 'saving' ? t('autosave.saving') : state.kind === 'saved' ? t('autosave.saved') : ''}
      </Typography>
    </Stack>
  );
}

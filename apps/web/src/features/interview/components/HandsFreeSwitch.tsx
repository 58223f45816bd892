import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { HandsFree } from '../lib/use-hands-free.ts';
import '../texts.ts';

const STATUS_TEXT = {
  connecting: 'interview.handsFree.connecting',
  listening: 'interview.handsFree.listening',
  speaking: 'interview.handsFree.speaking',
  failed: 'interview.handsFree.failed',
} as const;

/** The hands-free switch, what the examiner is doing, and at the last question that Submit is the learner's. */
export function HandsFreeSwitch({ handsFree }: { handsFree: Pick<HandsFree, 'on' | 'setOn' | 'status' | 'lastAnswered'> }) {
  const { t } = useTranslation();
  const { on, status, lastAnswered } = handsFree;
  const statusText = lastAnswered ? t('interview.handsFree.last') : status === 'off' ? '' : t(STATUS_TEXT[status]);
  return (
    <Box>
      <FormControlLabel
        control={
          <Switch
            checked={on}
            onChange={(event) => handsFree.setOn(event.target.checked)}
            slotProps={{ input: { 'aria-describedby': 'hands-free-hint' } }}
          />
        }
        label={t('interview.handsFree.label')}
      />
      <FormHelperText id="hands-free-hint" sx={{ mt: 0 }}>
        {t('interview.handsFree.hint')}
      </FormHelperText>
      <Typography role="status" aria-live="polite" sx={{ mt: 1, fontWeight: 600 }} data-testid="hands-free-status">
        {on ? statusText : ''}
      </Typography>
    </Box>
  );
}

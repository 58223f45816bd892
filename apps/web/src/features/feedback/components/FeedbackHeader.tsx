import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ROUTES, type Recording } from '@parley/contracts';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, generatePath, useNavigate } from 'react-router';
import { DeleteRecordingButton } from '../../recordings/public.ts';
import '../texts.ts';

interface FeedbackHeaderProps {
  recording: Recording;
  withSummary: boolean;
  /** The owner's "Delete recording" (ADR 0090), which then goes back to their recordings. */
  deletable: boolean;
}

/** The page's title and the recording's date; the link to its summary once there is one to read, and the owner's delete. */
export function FeedbackHeader({ recording, withSummary, deletable }: FeedbackHeaderProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between' }}>
      <Box>
        <Typography variant="h1">{t('feedback.title')}</Typography>
        <Typography color="text.secondary">
          {new Date(recording.created_at).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })}
        </Typography>
      </Box>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        {withSummary && (
          <Button component={RouterLink} to={generatePath(ROUTES.dashboardSummaryItem, { feedbackId: String(recording.id) })}>
            {t('feedback.summaryLink')}
          </Button>
        )}
        {deletable && (
          <DeleteRecordingButton recordingId={recording.id} onDeleted={() => void navigate(ROUTES.dashboardFeedback)} />
        )}
      </Stack>
    </Stack>
  );
}

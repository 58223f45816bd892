import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ROUTES, type Recording } from '@parley/contracts';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, generatePath } from 'react-router';
import '../texts.ts';

/** The page's title and the recording's date; the link to its summary once there is one to read. */
export function FeedbackHeader({ recording, withSummary }: { recording: Recording; withSummary: boolean }) {
  const { t } = useTranslation();
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between' }}>
      <Box>
        <Typography variant="h1">{t('feedback.title')}</Typography>
        <Typography color="text.secondary">
          {new Date(recording.created_at).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })}
        </Typography>
      </Box>
      {withSummary && (
        <Button component={RouterLink} to={generatePath(ROUTES.dashboardSummaryItem, { feedbackId: String(recording.id) })}>
          {t('feedback.summaryLink')}
        </Button>
      )}
    </Stack>
  );
}

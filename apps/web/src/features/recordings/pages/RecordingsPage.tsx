import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { RecorderPanel } from '../components/RecorderPanel.tsx';
import { RecordingsList } from '../components/RecordingsList.tsx';
import '../texts.ts';

/** /dashboard/feedback for learners: record speech for feedback, and the recordings made so far. */
export function RecordingsPage() {
  const { t } = useTranslation();
  return (
    <Stack spacing={3}>
      <div>
        <Typography variant="h1" sx={{ mb: 1 }}>
          {t('recordings.title')}
        </Typography>
        <Typography color="text.secondary">{t('recordings.intro')}</Typography>
      </div>
      <RecorderPanel />
      <RecordingsList />
    </Stack>
  );
}

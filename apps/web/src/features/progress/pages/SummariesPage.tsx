import Button from '@mui/material/Button';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ROUTES, type RecordingListItem } from '@parley/contracts';
import { useTranslation } from 'react-i18next';
import { generatePath, Link } from 'react-router';
import { dateTimeFormat } from '../../../lib/format/intl-formats.ts';
import { formatMmSs } from '../../../lib/format/mm-ss.ts';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { PagedResults } from '../../../ui/PagedResults.tsx';
import { useSummaries } from '../api/summaries.ts';
import '../texts.ts';

/** What a row says under the date: how long, and how fast and how many findings once the feedback is ready. */
function SummaryFigures({ recording }: { recording: RecordingListItem }) {
  const { t } = useTranslation();
  const figures =
    recording.findings === null
      ? [t(recording.locked ? 'progress.summaries.locked' : 'progress.summaries.notReady')]
      : [
          ...(recording.words_per_minute === null
            ? []
            : [t('progress.summaries.wordsPerMinute', { count: Math.round(recording.words_per_minute) })]),
          t('progress.summaries.findings', { count: recording.findings }),
        ];
  return (
    <>
      <time dateTime={`PT${Math.round(recording.duration)}S`} style={{ fontVariantNumeric: 'tabular-nums' }}>
        {formatMmSs(recording.duration)}
      </time>
      {figures.map((figure) => ` · ${figure}`).join('')}
    </>
  );
}

function SummaryRow({ recording }: { recording: RecordingListItem }) {
  const { t, i18n } = useTranslation();
  const date = dateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(recording.created_at));
  return (
    <ListItem disablePadding>
      <ListItemButton
        component={Link}
        to={generatePath(ROUTES.dashboardSummaryItem, { feedbackId: String(recording.id) })}
        data-recording-id={recording.id}
      >
        <ListItemText primary={t('progress.summaries.item', { date })} secondary={<SummaryFigures recording={recording} />} />
      </ListItemButton>
    </ListItem>
  );
}

/** /dashboard/summary: the learner's recordings, newest first, each opening its summary (issue 21 §3). */
export function SummariesPage() {
  const { t } = useTranslation();
  const summaries = useSummaries();
  return (
    <Stack spacing={2}>
      <div>
        <Typography variant="h1" sx={{ mb: 1 }}>
          {t('progress.summaries.title')}
        </Typography>
        <Typography color="text.secondary">{t('progress.summaries.intro')}</Typography>
      </div>
      <PagedResults
        results={summaries}
        label={t('progress.summaries.label')}
        found={(count) => t('progress.summaries.found', { count })}
        seeMore={t('progress.summaries.seeMore')}
        empty={
          <EmptyState
            title={t('progress.summaries.empty')}
            hint={t('progress.summaries.emptyHint')}
            action={
              <Button variant="contained" component={Link} to={ROUTES.dashboardFeedback}>
                {t('progress.summaries.record')}
              </Button>
            }
          />
        }
        item={(recording) => <SummaryRow key={recording.id} recording={recording} />}
      />
    </Stack>
  );
}

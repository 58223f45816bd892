import ForumOutlinedIcon from '@mui/icons-material/ForumOutlined';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import SchoolOutlinedIcon from '@mui/icons-material/SchoolOutlined';
import Chip from '@mui/material/Chip';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import { ROUTES, type RecordingSummary } from '@parley/contracts';
import { useTranslation } from 'react-i18next';
import { generatePath, Link } from 'react-router';
import { dateTimeFormat } from '../../../lib/format/intl-formats.ts';
import { formatMmSs } from '../../../lib/format/mm-ss.ts';
import { DeleteRecordingIcon } from './DeleteRecording.tsx';
import { RecordingStatusIcon } from './RecordingStatusIcon.tsx';
import '../texts.ts';

const dateText = (iso: string, locale: string) =>
  dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

/**
 * One recording: when, how long, its processing state, the live event of a recorded conversation, locked and exam
 * marks; opens its feedback page. `whose` names the student when a teacher reads it; `onDelete` is the owner's.
 */
export function RecordingRow({
  recording,
  whose,
  onDelete,
}: {
  recording: RecordingSummary;
  whose?: string;
  onDelete?: () => void;
}) {
  const { t, i18n } = useTranslation();
  const duration = formatMmSs(recording.duration);
  const date = dateText(recording.created_at, i18n.language);
  return (
    <ListItem disablePadding secondaryAction={onDelete && <DeleteRecordingIcon date={date} onClick={onDelete} />}>
      <ListItemButton
        component={Link}
        to={generatePath(ROUTES.dashboardFeedbackItem, { feedbackId: String(recording.id) })}
        data-recording-id={recording.id}
      >
        <ListItemIcon sx={{ minWidth: 40 }}>
          <RecordingStatusIcon status={recording.processing_status} />
        </ListItemIcon>
        <ListItemText
          primary={whose ? t('recordings.students.item', { whose, date }) : t('recordings.list.item', { date })}
          secondary={
            <Stack component="span" direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <span>
                <time dateTime={`PT${Math.round(recording.duration)}S`} style={{ fontVariantNumeric: 'tabular-nums' }}>
                  {duration}
                </time>
                {' · '}
                {t(`recordings.list.status.${recording.processing_status}`)}
              </span>
              {recording.event_title && (
                <Chip
                  component="span"
                  size="small"
                  icon={<ForumOutlinedIcon />}
                  label={t('recordings.list.conversation', { title: recording.event_title })}
                  variant="outlined"
                />
              )}
              {recording.locked && (
                <Chip component="span" size="small" icon={<LockOutlinedIcon />} label={t('recordings.list.locked')} />
              )}
              {recording.test_myself && (
                <Chip
                  component="span"
                  size="small"
                  icon={<SchoolOutlinedIcon />}
                  label={t('recordings.list.exam')}
                  variant="outlined"
                />
              )}
            </Stack>
          }
          slotProps={{ secondary: { component: 'span' } }}
        />
      </ListItemButton>
    </ListItem>
  );
}

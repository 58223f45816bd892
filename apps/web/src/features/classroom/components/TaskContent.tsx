import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { generatePath, Link as RouterLink } from 'react-router';
import { ROUTES, type ClassroomTask } from '@parley/contracts';
import { useTranslation } from 'react-i18next';
import { dateTimeFormat } from '../../../lib/format/intl-formats.ts';
import { VideoPlayer } from '../../../ui/VideoPlayer.tsx';
import { RichTextHtml } from '../../../ui/rich-text/RichTextHtml.tsx';
import '../texts.ts';

/** What a task asks, as a student reads it: its questions, video, link and the live event it sends them to. */
export function TaskContent({ task, number }: { task: ClassroomTask; number: number }) {
  const { t, i18n } = useTranslation();
  const { event } = task;
  return (
    <Stack spacing={2}>
      {task.kind !== 'custom' && (
        <Chip size="small" label={t(`classroom.task.kinds.${task.kind}`)} sx={{ alignSelf: 'flex-start' }} />
      )}
      {task.questions.map((question, i) => (
        <RichTextHtml key={i} html={question.rich_text} />
      ))}
      {task.video_link && <VideoPlayer url={task.video_link} title={t('classroom.task.videoTitle', { number })} />}
      {task.external_link && (
        <Link href={task.external_link} target="_blank" rel="noopener noreferrer nofollow" color="inherit">
          {t('classroom.task.openLink')}
        </Link>
      )}
      {event && (
        <Link component={RouterLink} to={generatePath(ROUTES.event, { eventId: event.event_id })} color="inherit">
          {t('classroom.task.liveEvent', {
            title: event.title,
            when: dateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
              new Date(event.start_time_utc),
            ),
          })}
        </Link>
      )}
    </Stack>
  );
}

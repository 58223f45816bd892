import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import { generatePath, Link as RouterLink } from 'react-router';
import { ROUTES, shownName, type TaskReply } from '@parley/contracts';
import { useTranslation } from 'react-i18next';
import { formatFileSize } from '../../../lib/format/file-size.ts';
import { dateTimeFormat } from '../../../lib/format/intl-formats.ts';
import { ErrorAlert } from '../../../ui/ErrorAlert.tsx';
import '../texts.ts';

/** What a reply holds: its text, its file, or a link to its recording's feedback. */
function ReplyBody({ reply, date }: { reply: TaskReply; date: (iso: string) => string }) {
  const { t, i18n } = useTranslation();
  return (
    <Stack spacing={0.5} component="span" sx={{ display: 'flex' }}>
      {reply.text && (
        <Typography component="span" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {reply.text}
        </Typography>
      )}
      {reply.file && (
        <Link href={reply.file.url} target="_blank" rel="noopener noreferrer">
          {t('classroom.replies.file', { name: reply.file.name, size: formatFileSize(reply.file.size, i18n.language) })}
        </Link>
      )}
      {reply.recording && (
        <Link component={RouterLink} to={generatePath(ROUTES.dashboardFeedbackItem, { feedbackId: String(reply.recording.id) })}>
          {t('classroom.replies.recording', { date: date(reply.recording.created_at) })}
        </Link>
      )}
    </Stack>
  );
}

interface ReplyListProps {
  replies: UseQueryResult<TaskReply[]>;
  /** Who wrote each reply, for the teacher's list of a task; a student's own list and one student's list leave it out. */
  showStudent?: boolean;
  /** Which task each reply answers, for one student's list. */
  taskLabel?: (reply: TaskReply) => string;
}

export function ReplyList({ replies, showStudent = false, taskLabel }: ReplyListProps) {
  const { t, i18n } = useTranslation();
  const date = (iso: string) => dateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
  if (replies.isPending) return <Skeleton variant="rounded" height={64} role="status" aria-label={t('app.loading')} />;
  if (replies.isError) return <ErrorAlert error={replies.error} />;
  if (replies.data.length === 0) return <Typography color="text.secondary">{t('classroom.replies.empty')}</Typography>;
  return (
    <List dense disablePadding>
      {replies.data.map((reply) => (
        <ListItem key={reply.id} disableGutters divider alignItems="flex-start">
          <ListItemText
            primary={[showStudent ? shownName(reply.student) : null, taskLabel?.(reply), date(reply.created_at)]
              .filter(Boolean)
              .join(' · ')}
            secondary={<ReplyBody reply={reply} date={date} />}
            slotProps={{ secondary: { component: 'div', color: 'text.primary' } }}
          />
        </ListItem>
      ))}
    </List>
  );
}

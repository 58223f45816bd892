import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { ROUTES, WORKSHOP_SETTINGS } from '@parley/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { generatePath, Link } from 'react-router';
import { dateTimeFormat } from '../../../lib/format/intl-formats.ts';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { ErrorAlert } from '../../../ui/ErrorAlert.tsx';
import { sessionsQueryOptions } from '../api/sessions.ts';
import '../texts.ts';

/** The learner's practice sessions, newest first, each opening its recording's feedback (where the report is). */
export function PastSessions() {
  const { t, i18n } = useTranslation();
  const sessions = useQuery(sessionsQueryOptions);
  const date = dateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <section aria-labelledby="past-sessions">
      <Typography id="past-sessions" variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
        {t('interview.home.past')}
      </Typography>
      {sessions.isPending && <Skeleton variant="rounded" height={120} aria-label={t('app.loading')} />}
      {sessions.isError && <ErrorAlert error={sessions.error} />}
      {sessions.data?.items.length === 0 && (
        <EmptyState title={t('interview.home.pastEmpty')} hint={t('interview.home.pastEmptyHint')} />
      )}
      {Boolean(sessions.data?.items.length) && (
        <List aria-labelledby="past-sessions">
          {sessions.data!.items.map((session) => (
            <ListItem key={session.id} disablePadding>
              <ListItemButton
                component={Link}
                to={generatePath(ROUTES.dashboardFeedbackItem, { feedbackId: String(session.recording_id) })}
              >
                <ListItemText
                  primary={t('interview.home.session', {
                    workshop: WORKSHOP_SETTINGS[session.workshop].title,
                    date: date.format(new Date(session.created_at)),
                  })}
                  secondary={`${t('interview.home.questions', { count: session.questions.length })} · ${t(
                    `interview.home.status.${session.processing_status}`,
                  )}`}
                />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      )}
    </section>
  );
}

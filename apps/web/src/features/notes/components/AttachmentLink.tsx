import Link from '@mui/material/Link';
import { ROUTES, type Note } from '@parley/contracts';
import { useTranslation } from 'react-i18next';
import { generatePath, Link as RouterLink } from 'react-router';
import { shortDateTime } from '../../../lib/format/date-time.ts';
import '../texts.ts';

/** The recording's feedback page or the event's page, for the attachment the note was saved with. */
export function AttachmentLink({ note }: { note: Pick<Note, 'recording' | 'event'> }) {
  const { t } = useTranslation();
  const { recording, event } = note;
  if (recording) {
    return (
      <Link component={RouterLink} to={generatePath(ROUTES.dashboardFeedbackItem, { feedbackId: String(recording.id) })}>
        {t('notes.attach.openRecording', { when: shortDateTime(recording.created_at) })}
      </Link>
    );
  }
  if (event) {
    return (
      <Link component={RouterLink} to={generatePath(ROUTES.event, { eventId: event.event_id })}>
        {t('notes.attach.openEvent', { title: event.title })}
      </Link>
    );
  }
  return null;
}

/** The attach field's entry for what the note is saved with, which the newest lists may no longer hold. */
export function useCurrentAttachment(note: Pick<Note, 'recording' | 'event'> | null) {
  const { t } = useTranslation();
  if (note?.recording) {
    const { id, created_at } = note.recording;
    return { value: `r:${id}`, label: t('notes.attach.recording', { when: shortDateTime(created_at) }) };
  }
  if (note?.event) {
    const { event_id, title, start_time_utc } = note.event;
    return { value: `e:${event_id}`, label: t('notes.attach.event', { title, when: shortDateTime(start_time_utc) }) };
  }
  return null;
}

import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { ROUTES } from '@parley/contracts';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useRecordingNotes } from '../api/list-notes.ts';
import '../texts.ts';

/** On a recording's feedback page: the caller's notes attached to it, each opening in the notes page; nothing if none. */
export function RecordingNotes({ recordingId }: { recordingId: number }) {
  const { t } = useTranslation();
  const notes = useRecordingNotes(recordingId);
  if (!notes.data || notes.data.items.length === 0) return null;
  return (
    <section aria-labelledby="recording-notes-heading">
      <Typography id="recording-notes-heading" variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
        {t('notes.recording.heading')}
      </Typography>
      <List disablePadding>
        {notes.data.items.map((note) => (
          <ListItem key={note.id} disableGutters sx={{ display: 'block' }}>
            <Link component={RouterLink} to={`${ROUTES.dashboardNotes}?note=${note.id}`} sx={{ fontWeight: 600 }}>
              {note.title || t('notes.untitled')}
            </Link>
            {note.excerpt && (
              <Typography variant="body2" color="text.secondary">
                {note.excerpt}
              </Typography>
            )}
          </ListItem>
        ))}
      </List>
    </section>
  );
}

import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { shownName } from '@parley/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../ui/ErrorAlert.tsx';
import { cardGrid } from '../../../ui/sortable/card-grid.ts';
import { pinnedQuery } from '../api/sticky-notes.ts';
import { INK, PAPER } from './palette.ts';
import '../texts.ts';

/** The boards of the classrooms the learner joined, read-only, each in its teacher's order; nothing when none. */
export function PinnedBoards() {
  const { t } = useTranslation();
  const pinned = useQuery(pinnedQuery());
  if (pinned.isPending) return <Skeleton variant="rounded" height={120} />;
  if (pinned.isError) return <ErrorAlert error={pinned.error} />;
  if (pinned.data.boards.length === 0) return null;
  return (
    <Stack spacing={2} component="section" aria-labelledby="sticky-from-teachers">
      <Typography variant="h2" id="sticky-from-teachers" sx={{ fontSize: '1.25rem' }}>
        {t('stickyNotes.fromTeachers')}
      </Typography>
      {pinned.data.boards.map(({ classroom, teacher, items }) => (
        <Stack key={classroom.id} spacing={1} component="section" aria-label={classroom.name}>
          <Typography variant="h3" sx={{ fontSize: '1rem', fontWeight: 600 }}>
            {t('stickyNotes.pinnedBy', { classroom: classroom.name, teacher: shownName(teacher) })}
          </Typography>
          {items.length === 0 ? (
            <Typography color="text.secondary">{t('stickyNotes.pinnedEmpty')}</Typography>
          ) : (
            <Box component="ul" sx={cardGrid(220)}>
              {items.map((note) => (
                <li key={note.id}>
                  <Paper sx={{ bgcolor: PAPER[note.color], color: INK, p: 2, minHeight: 120, whiteSpace: 'pre-wrap' }}>
                    {note.text}
                  </Paper>
                </li>
              ))}
            </Box>
          )}
        </Stack>
      ))}
    </Stack>
  );
}

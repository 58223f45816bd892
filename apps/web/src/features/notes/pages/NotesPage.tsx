import AddIcon from '@mui/icons-material/Add';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { NOTE_QUERY_MAX } from '@parley/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUser } from '../../../lib/session/session.ts';
import { SectionHeader } from '../../../ui/SectionHeader.tsx';
import { NotesList } from '../components/NotesList.tsx';
import { OpenNote } from '../components/OpenNote.tsx';
import { useNoteSession } from '../lib/use-note-session.ts';
import '../texts.ts';

/** /dashboard/notes: search and pick a note on the left, write it on the right (`?note=<id>` or `?note=new`). */
export function NotesPage() {
  const { t } = useTranslation();
  const teacher = useUser()?.status === 'TEACHER';
  const { session, open, start, close, created } = useNoteSession();
  const [search, setSearch] = useState('');
  const [query, setQuery] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQuery(search.trim()), 300);
    return () => clearTimeout(timer);
  }, [search]);
  return (
    <Stack spacing={1}>
      <SectionHeader title={t('notes.title')} help={t('notes.intro')} />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 4 }} sx={{ display: { xs: session ? 'none' : 'block', md: 'block' } }}>
          <Stack spacing={2}>
            <Button variant="contained" startIcon={<AddIcon />} onClick={start} sx={{ alignSelf: 'flex-start' }}>
              {t('notes.newNote')}
            </Button>
            <TextField
              type="search"
              size="small"
              label={t('notes.search')}
              helperText={t('notes.searchHelp')}
              value={search}
              onChange={(e) => setSearch(e.target.value)}
              slotProps={{ htmlInput: { maxLength: NOTE_QUERY_MAX } }}
            />
            <NotesList query={query} selected={session?.current ?? null} onOpen={open} />
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 8 }}>
          {session ? (
            <Stack spacing={2}>
              <Button startIcon={<ArrowBackIcon />} onClick={close} sx={{ alignSelf: 'flex-start', display: { md: 'none' } }}>
                {t('notes.back')}
              </Button>
              <OpenNote
                key={session.key}
                id={session.id}
                teacher={teacher}
                onCreated={(id) => created(session.key, id)}
                onDeleted={close}
              />
            </Stack>
          ) : (
            <Box sx={{ display: { xs: 'none', md: 'block' }, py: 4 }}>
              <Typography color="text.secondary">{t('notes.pick')}</Typography>
            </Box>
          )}
        </Grid>
      </Grid>
    </Stack>
  );
}

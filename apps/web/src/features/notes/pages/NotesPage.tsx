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
import { useSearchParams } from 'react-router';
import { useUser } from '../../../lib/session/session.ts';
import { SectionHeader } from '../../../ui/SectionHeader.tsx';
import { OpenNote } from '../components/OpenNote.tsx';
import { NotesList } from '../components/NotesList.tsx';
import { parseAttachValue } from '../lib/attachment.ts';
import '../texts.ts';

interface Session {
  /** The editor's identity: it stays when a new note gets its id, so the editor keeps the writer's cursor. */
  key: string;
  /** The note the editor opened with; null for a new one. */
  id: number | null;
  /** The note being written: a new note's once its first save made it. */
  current: number | null;
}

const sessionFrom = (param: string | null): Session | null => {
  if (param === 'new') return { key: 'new', id: null, current: null };
  const id = Number(param);
  return Number.isInteger(id) && id > 0 ? { key: `n${id}`, id, current: id } : null;
};

/** /dashboard/notes: search and pick a note on the left, write it on the right (`?note=<id>` or `?note=new`). */
export function NotesPage() {
  const { t } = useTranslation();
  const teacher = useUser()?.status === 'TEACHER';
  const [params, setParams] = useSearchParams();
  const [session, setSession] = useState(() => sessionFrom(params.get('note')));
  // A note started from a recording's page comes attached to it.
  const [attach] = useState(() => parseAttachValue(params.get('attach') ?? ''));
  const [search, setSearch] = useState('');
  const [query, setQuery] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQuery(search.trim()), 300);
    return () => clearTimeout(timer);
  }, [search]);

  const open = (id: number) => {
    setSession({ key: `n${id}`, id, current: id });
    setParams({ note: String(id) });
  };
  const start = () => {
    setSession({ key: `new${Date.now()}`, id: null, current: null });
    setParams({ note: 'new' });
  };
  const close = () => {
    setSession(null);
    setParams({});
  };
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
                attach={session.id === null ? attach : undefined}
                teacher={teacher}
                onCreated={(id) => {
                  setSession((s) => (s ? { ...s, current: id } : s));
                  setParams({ note: String(id) }, { replace: true });
                }}
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

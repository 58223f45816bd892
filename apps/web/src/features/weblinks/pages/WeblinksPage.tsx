import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { Weblink } from '@parley/contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUser } from '../../../lib/session/session.ts';
import { isPaletteKey } from '../../../ui/command-palette/palette-key.ts';
import { SectionHeader } from '../../../ui/SectionHeader.tsx';
import { DeleteWeblink } from '../components/DeleteWeblink.tsx';
import { WeblinkDialog } from '../components/WeblinkDialog.tsx';
import { WeblinkResults } from '../components/WeblinkResults.tsx';
import '../texts.ts';

type Editing = { weblink: Weblink | null } | null;

/**
 * /dashboard/weblinks: search, add, edit and delete links. Spec §3: Ctrl+K (⌘K) focuses the search box here; the
 * listener sits on the document, so it runs before the shell's palette key on the window and keeps it from opening.
 */
export function WeblinksPage() {
  const { t } = useTranslation();
  const user = useUser();
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Weblink | null>(null);
  const searchRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    const timer = setTimeout(() => setQuery(text.trim()), 250);
    return () => clearTimeout(timer);
  }, [text]);
  useEffect(() => {
    const focusSearch = (event: KeyboardEvent) => {
      if (!isPaletteKey(event)) return;
      event.preventDefault();
      searchRef.current?.focus();
      searchRef.current?.select();
    };
    document.addEventListener('keydown', focusSearch);
    return () => document.removeEventListener('keydown', focusSearch);
  }, []);

  if (!user) return null;
  return (
    <Box>
      <SectionHeader title={t('weblinks.title')} help={t('weblinks.intro')} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { sm: 'flex-start' } }}>
        <TextField
          type="search"
          label={t('weblinks.search')}
          helperText={t('weblinks.searchHelp')}
          value={text}
          onChange={(e) => setText(e.target.value)}
          inputRef={searchRef}
          fullWidth
          slotProps={{ htmlInput: { 'aria-keyshortcuts': 'Control+K Meta+K' } }}
        />
        <Button
          variant="contained"
          startIcon={<Add />}
          onClick={() => setEditing({ weblink: null })}
          sx={{ flexShrink: 0, mt: { sm: 1 } }}
        >
          {t('weblinks.add')}
        </Button>
      </Stack>
      <WeblinkResults
        query={query}
        onAdd={() => setEditing({ weblink: null })}
        onClear={() => {
          setText('');
          setQuery('');
          searchRef.current?.focus();
        }}
        onEdit={(weblink) => setEditing({ weblink })}
        onDelete={setDeleting}
      />
      {editing && <WeblinkDialog userId={user.id} weblink={editing.weblink} onClose={() => setEditing(null)} />}
      {deleting && <DeleteWeblink weblink={deleting} onClose={() => setDeleting(null)} />}
    </Box>
  );
}

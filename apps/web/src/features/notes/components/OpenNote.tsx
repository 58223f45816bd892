import Skeleton from '@mui/material/Skeleton';
import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import { useNote } from '../api/note.ts';
import { NoteEditor } from './NoteEditor.tsx';
import '../texts.ts';

type EditorProps = Omit<Parameters<typeof NoteEditor>[0], 'note'>;

/** A stored note's editor once the note is read, or a new note's at once. */
export function OpenNote({ id, ...props }: EditorProps & { id: number | null }) {
  const { t } = useTranslation();
  const note = useNote(id);
  if (id === null) return <NoteEditor note={null} {...props} />;
  if (note.isPending) return <Skeleton variant="rounded" height={360} role="status" aria-label={t('app.loading')} />;
  if (note.isError) return <Alert severity="error">{t('notes.editor.loadFailed')}</Alert>;
  return <NoteEditor note={note.data} {...props} />;
}

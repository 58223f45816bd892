import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { NOTE_TITLE_MAX, type Note } from '@parley/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../ui/toast/toast-store.ts';
import { deleteNote } from '../api/delete-note.ts';
import { notesKeys } from '../api/keys.ts';
import { attachValue, parseAttachValue } from '../lib/attachment.ts';
import { useNoteDraft } from '../lib/use-note-draft.ts';
import { AttachField } from './AttachField.tsx';
import { AttachmentLink, useCurrentAttachment } from './AttachmentLink.tsx';
import { DeleteNoteButton } from './DeleteNoteButton.tsx';
import { SaveStatus } from '../../../ui/autosave/SaveStatus.tsx';
import '../../../ui/rich-text/texts.ts';
import '../texts.ts';

// TipTap comes with the first note opened, never with a page (the classroom's editor, ui/rich-text).
const RichTextEditor = lazy(() =>
  import('../../../ui/rich-text/RichTextEditor.tsx').then((m) => ({ default: m.RichTextEditor })),
);

interface NoteEditorProps {
  /** The stored note, or null for a note not written yet: its first save creates it. */
  note: Note | null;
  teacher: boolean;
  onCreated: (id: number) => void;
  onDeleted: () => void;
}

/** One note: title, rich text and what it is attached to, saved as the writer types (ADR 0062). */
export function NoteEditor({ note, teacher, onCreated, onDeleted }: NoteEditorProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { id, draft, stored, change, state, saver } = useNoteDraft(note, onCreated);
  const current = useCurrentAttachment(stored);
  const remove = async () => {
    saver.stop();
    if (id.current !== null) await deleteNote(id.current);
    queryClient.removeQueries({ queryKey: notesKeys.one(id.current ?? 0) });
    void queryClient.invalidateQueries({ queryKey: notesKeys.lists() });
    showToast(t('notes.editor.deleted'), 'success');
    onDeleted();
  };
  // The link follows what is saved, and only while the field still shows it.
  const linked = stored && current?.value === attachValue(draft) ? stored : null;
  return (
    <Stack spacing={2}>
      <TextField
        label={t('notes.editor.titleLabel')}
        value={draft.title}
        onChange={(e) => change({ title: e.target.value })}
        slotProps={{ htmlInput: { maxLength: NOTE_TITLE_MAX } }}
        fullWidth
      />
      <Suspense fallback={<Skeleton variant="rounded" height={282} role="status" aria-label={t('richText.loading')} />}>
        <RichTextEditor
          label={t('notes.editor.bodyLabel')}
          initialHtml={draft.rich_text}
          minHeight={240}
          onChange={(html) => change({ rich_text: html })}
        />
      </Suspense>
      <SaveStatus state={state} onRetry={() => saver.flush()} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <AttachField value={draft} current={current} teacher={teacher} onChange={(value) => change(parseAttachValue(value))} />
        {linked && <AttachmentLink note={linked} />}
      </Stack>
      <DeleteNoteButton title={draft.title.trim() || t('notes.untitled')} onDelete={remove} />
    </Stack>
  );
}

import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { STICKY_NOTE_COLORS, STICKY_NOTE_TEXT_MAX, type StickyNote, type StickyNoteColor } from '@parley/contracts';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SaveStatus } from '../../../ui/autosave/SaveStatus.tsx';
import { useAutosave } from '../../../ui/autosave/use-autosave.ts';
import { updateStickyNote } from '../api/sticky-notes.ts';
import { INK, PAPER } from './palette.ts';
import '../texts.ts';

interface Props {
  note: StickyNote;
  number: number;
  handle: ReactNode;
  /** A note just added takes the focus, to be written at once. */
  autoFocus: boolean;
  onDelete: () => void;
}

/** A note written where it sits: text and colour save as they change, with "Saving…" and "Saved" under it. */
export function NoteEditorCard({ note, number, handle, autoFocus, onDelete }: Props) {
  const { t } = useTranslation();
  const [text, setText] = useState(note.text);
  const [color, setColor] = useState(note.color);
  const { state, saver } = useAutosave(async (fields: { text: string; color: StickyNoteColor }) => {
    await updateStickyNote(note.id, fields);
  });
  const change = (fields: { text: string; color: StickyNoteColor }) => {
    setText(fields.text);
    setColor(fields.color);
    saver.change(fields);
  };
  return (
    <Paper sx={{ bgcolor: PAPER[color], color: INK, p: 1.5, minHeight: 180, display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
        {handle}
        <TextField
          select
          size="small"
          variant="standard"
          value={color}
          onChange={(e) => change({ text, color: e.target.value as StickyNoteColor })}
          slotProps={{ htmlInput: { 'aria-label': t('stickyNotes.color', { number }) }, input: { sx: { color: INK } } }}
          sx={{ flexGrow: 1 }}
        >
          {STICKY_NOTE_COLORS.map((c) => (
            <MenuItem key={c} value={c}>
              {t(`stickyNotes.colors.${c}`)}
            </MenuItem>
          ))}
        </TextField>
        <IconButton size="small" sx={{ color: INK }} aria-label={t('stickyNotes.delete', { number })} onClick={onDelete}>
          <DeleteOutlinedIcon fontSize="small" />
        </IconButton>
      </Stack>
      <TextField
        variant="standard"
        multiline
        minRows={4}
        autoFocus={autoFocus}
        value={text}
        onChange={(e) => change({ text: e.target.value, color })}
        slotProps={{
          input: { disableUnderline: true, sx: { color: INK } },
          htmlInput: { 'aria-label': t('stickyNotes.noteLabel', { number }), maxLength: STICKY_NOTE_TEXT_MAX },
        }}
        sx={{ flexGrow: 1 }}
      />
      <SaveStatus state={state} onRetry={() => saver.flush()} />
    </Paper>
  );
}

import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { ADMIN_NOTE_MAX } from '@parley/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import '../texts.ts';

export interface NoteAsk {
  title: string;
  text: string;
  confirmLabel: string;
  cancelLabel?: string;
  tone?: 'error' | 'primary';
  onConfirm: (note: string) => void;
}

/** Asks before an admin action, with an optional note for the audit log (and the member's mail, where one goes). */
export function NoteDialog({ ask, busy, onClose }: { ask: NoteAsk; busy: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [note, setNote] = useState('');
  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={`${id}-title`} aria-describedby={`${id}-text`} fullWidth>
      <DialogTitle id={`${id}-title`}>{ask.title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-text`} sx={{ mb: 2 }}>
          {ask.text}
        </DialogContentText>
        <TextField
          label={t('admin.note')}
          helperText={t('admin.noteHelp')}
          value={note}
          onChange={(e) => setNote(e.target.value)}
          multiline
          minRows={2}
          fullWidth
          slotProps={{ htmlInput: { maxLength: ADMIN_NOTE_MAX } }}
        />
      </DialogContent>
      <DialogActions>
        <Button autoFocus disabled={busy} onClick={onClose}>
          {ask.cancelLabel ?? t('admin.cancel')}
        </Button>
        <Button variant="contained" color={ask.tone ?? 'error'} loading={busy} onClick={() => ask.onConfirm(note.trim())}>
          {ask.confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

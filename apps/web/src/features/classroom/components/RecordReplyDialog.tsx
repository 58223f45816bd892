import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { showFailure } from '../../../ui/toast/show-failure.ts';
import { showToast } from '../../../ui/toast/toast-store.ts';
import { reply } from '../api/reply.ts';
import type { RecordReplySlot } from '../lib/record-reply.ts';
import '../texts.ts';

interface RecordReplyDialogProps {
  code: string;
  taskId: number;
  recorder: RecordReplySlot;
  onSent: () => void;
  onClose: () => void;
}

/** The recorder in a dialog: once the recording is sent it becomes the reply, and the teacher may open its feedback. */
export function RecordReplyDialog({ code, taskId, recorder, onSent, onClose }: RecordReplyDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const recorded = async (recordingId: number) => {
    try {
      await reply(code, taskId, { recording_id: recordingId });
      showToast(t('classroom.reply.sent'), 'success');
      onSent();
      onClose();
    } catch (error) {
      showFailure(error);
    }
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="md" fullWidth>
      <DialogTitle id={titleId}>{t('classroom.reply.recordTitle')}</DialogTitle>
      <DialogContent>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('classroom.reply.recordHint')}
        </Typography>
        {recorder((recordingId) => void recorded(recordingId))}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('classroom.reply.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

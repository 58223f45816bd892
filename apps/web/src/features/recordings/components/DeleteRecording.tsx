import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deleteRecording } from '../../../entities/recording/api/delete-recording.ts';
import { ConfirmDialog } from '../../../ui/ConfirmDialog.tsx';
import { showFailure } from '../../../ui/toast/show-failure.ts';
import { showToast } from '../../../ui/toast/toast-store.ts';
import { useRefreshRecordings } from '../api/recordings.ts';
import '../texts.ts';

interface DeleteRecordingDialogProps {
  /** The recording asked about; null while closed. */
  recordingId: number | null;
  onClose: () => void;
  /** Once the dialog has gone after a deletion: where the focus goes, as the button that had it may be gone too. */
  onDeleted: () => void;
}

/**
 * "Delete this recording?" (ADR 0090): says what goes and that feedback already used is not given back, and stays open
 * while the call runs; then a toast and the list refreshed. A failure is told in a toast and the recording stays.
 */
export function DeleteRecordingDialog({ recordingId, onClose, onDeleted }: DeleteRecordingDialogProps) {
  const { t } = useTranslation();
  const deleted = useRef(false);
  const refresh = useRefreshRecordings();
  const remove = useMutation({
    mutationFn: deleteRecording,
    onSuccess: () => {
      showToast(t('recordings.delete.done'), 'success');
      deleted.current = true;
      onClose();
      void refresh();
    },
    onError: (error) => {
      showFailure(error);
      onClose();
    },
  });
  return (
    <ConfirmDialog
      open={recordingId !== null}
      title={t('recordings.delete.title')}
      text={t('recordings.delete.text')}
      confirmLabel={t('recordings.delete.action')}
      busy={remove.isPending}
      onClose={onClose}
      onConfirm={() => recordingId !== null && remove.mutate(recordingId)}
      onExited={() => {
        if (!deleted.current) return;
        deleted.current = false;
        onDeleted();
      }}
    />
  );
}

/** A list row's delete, named with the recording's date (every row's would otherwise read the same). */
export function DeleteRecordingIcon({ date, onClick }: { date: string; onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <Tooltip title={t('recordings.delete.action')}>
      <IconButton edge="end" aria-label={t('recordings.delete.actionFor', { date })} onClick={onClick}>
        <DeleteOutlinedIcon />
      </IconButton>
    </Tooltip>
  );
}

/** The feedback page's "Delete recording", with its dialog. */
export function DeleteRecordingButton({ recordingId, onDeleted }: { recordingId: number; onDeleted: () => void }) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Button color="error" startIcon={<DeleteOutlinedIcon />} onClick={() => setAsking(true)}>
        {t('recordings.delete.action')}
      </Button>
      <DeleteRecordingDialog recordingId={asking ? recordingId : null} onClose={() => setAsking(false)} onDeleted={onDeleted} />
    </>
  );
}

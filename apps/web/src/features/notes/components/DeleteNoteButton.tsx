import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../ui/ConfirmDialog.tsx';
import { showFailure } from '../../../ui/toast/show-failure.ts';
import '../texts.ts';

/** "Delete note", asked first; the dialog stays open while the call runs. */
export function DeleteNoteButton({ title, onDelete }: { title: string; onDelete: () => Promise<void> }) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await onDelete();
    } catch (error) {
      showFailure(error);
      setBusy(false);
      setConfirming(false);
    }
  };
  return (
    <>
      <Button
        color="error"
        startIcon={<DeleteOutlinedIcon />}
        onClick={() => setConfirming(true)}
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('notes.editor.delete')}
      </Button>
      <ConfirmDialog
        open={confirming}
        title={t('notes.editor.deleteTitle')}
        text={t('notes.editor.deleteText', { title })}
        confirmLabel={t('notes.editor.delete')}
        busy={busy}
        onClose={() => setConfirming(false)}
        onConfirm={() => void confirm()}
      />
    </>
  );
}

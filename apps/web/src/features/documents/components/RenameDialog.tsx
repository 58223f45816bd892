import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { DOCUMENT_NAME_MAX, type UserDocument } from '@parley/contracts';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText } from '../../../lib/api/api-error.ts';
import { contractText } from '../../../lib/i18n/contract-text.ts';
import { showToast } from '../../../ui/toast/toast-store.ts';
import { renameDocument } from '../api/rename-document.ts';
import '../texts.ts';

/** A new name for a document; the server's refusal is shown under the field. */
export function RenameDialog({
  document,
  onClose,
  onRenamed,
}: {
  document: UserDocument;
  onClose: () => void;
  onRenamed: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const [name, setName] = useState(document.name);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      await renameDocument(document.id, name);
      showToast(t('documents.renamed'), 'success');
      onRenamed();
      onClose();
    } catch (err) {
      setError(contractText(failureText(err)));
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth="xs" aria-labelledby={titleId}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogTitle id={titleId}>{t('documents.renameTitle')}</DialogTitle>
        <DialogContent>
          <TextField
            label={t('documents.nameLabel')}
            value={name}
            onChange={(event) => {
              setName(event.target.value);
              setError(null);
            }}
            error={error !== null}
            helperText={error ?? ' '}
            slotProps={{ htmlInput: { maxLength: DOCUMENT_NAME_MAX } }}
            autoFocus
            fullWidth
            margin="dense"
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            {t('documents.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={busy || name.trim() === ''}>
            {t('documents.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

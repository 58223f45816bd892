import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { LIVE_BOARD_TITLE_MAX } from '@parley/contracts';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText } from '../../../lib/api/api-error.ts';
import { contractText } from '../../../lib/i18n/contract-text.ts';
import '../texts.ts';

interface Props {
  title: string;
  initial: string;
  onSave: (name: string) => Promise<unknown>;
  onClose: () => void;
}

/** Names a new board or renames one; the server's refusal (blank, too long) shows under the field. */
export function BoardNameDialog({ title, initial, onSave, onClose }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const [name, setName] = useState(initial);
  const save = useMutation({ mutationFn: () => onSave(name) });
  return (
    <Dialog open onClose={save.isPending ? undefined : onClose} aria-labelledby={id} fullWidth maxWidth="xs">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          save.mutate();
        }}
      >
        <DialogTitle id={id}>{title}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            label={t('liveBoards.nameLabel')}
            value={name}
            onChange={(e) => setName(e.target.value)}
            error={save.isError}
            helperText={save.isError ? contractText(failureText(save.error)) : ' '}
            slotProps={{ htmlInput: { maxLength: LIVE_BOARD_TITLE_MAX } }}
          />
        </DialogContent>
        <DialogActions>
          <Button disabled={save.isPending} onClick={onClose}>
            {t('confirm.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={save.isPending}>
            {t('liveBoards.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

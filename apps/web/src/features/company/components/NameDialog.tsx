import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../ui/ErrorAlert.tsx';
import '../texts.ts';

interface Props {
  title: string;
  label: string;
  initial: string;
  /** For a video: the collections it may move to, and the one it is in. */
  collections?: { id: number; name: string }[];
  initialCollection?: number;
  busy: boolean;
  error: unknown;
  onClose: () => void;
  onSave: (name: string, collectionId: number | undefined) => void;
}

/** Renames a collection, or retitles a video and moves it to another collection. */
export function NameDialog({ title, label, initial, collections, initialCollection, busy, error, onClose, onSave }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const [name, setName] = useState(initial);
  const [collection, setCollection] = useState(initialCollection);
  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={`${id}-title`} fullWidth maxWidth="xs">
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          onSave(name, collection);
        }}
      >
        <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <ErrorAlert error={error} />
            <TextField label={label} value={name} onChange={(e) => setName(e.target.value)} required autoFocus />
            {collections && (
              <TextField
                select
                label={t('teamContent.videos.collection')}
                value={collection ?? ''}
                onChange={(e) => setCollection(Number(e.target.value))}
              >
                {collections.map((c) => (
                  <MenuItem key={c.id} value={c.id}>
                    {c.name}
                  </MenuItem>
                ))}
              </TextField>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            {t('teamContent.videos.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {t('teamContent.videos.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../ui/ErrorAlert.tsx';
import '../texts.ts';

export interface Choice {
  id: string;
  label: string;
  detail?: string;
}

interface ChoiceDialogProps {
  title: string;
  intro?: string;
  listLabel: string;
  choices: UseQueryResult<Choice[]>;
  /** Shown when there is nothing to choose. */
  empty: ReactNode;
  addLabel: string;
  cancelLabel: string;
  onAdd: (id: string) => Promise<unknown>;
  onClose: () => void;
}

/** Pick one item of a list and add it as a task (an IELTS or TOEFL question, or one of the teacher's events). */
export function ChoiceDialog({
  title,
  intro,
  listLabel,
  choices,
  empty,
  addLabel,
  cancelLabel,
  onAdd,
  onClose,
}: ChoiceDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const [chosen, setChosen] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const add = async () => {
    if (!chosen) return;
    setAdding(true);
    setError(null);
    try {
      await onAdd(chosen);
      onClose();
    } catch (failure) {
      setError(failure);
      setAdding(false);
    }
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth scroll="paper">
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          {intro && <Typography>{intro}</Typography>}
          <ErrorAlert error={error ?? choices.error} />
          {choices.isPending ? (
            <Stack spacing={1} role="status" aria-label={t('app.loading')}>
              {[0, 1, 2].map((i) => (
                <Skeleton key={i} variant="rounded" height={48} />
              ))}
            </Stack>
          ) : choices.data?.length === 0 ? (
            empty
          ) : (
            <RadioGroup aria-label={listLabel} value={chosen ?? ''} onChange={(event) => setChosen(event.target.value)}>
              {choices.data?.map((choice) => (
                <FormControlLabel
                  key={choice.id}
                  value={choice.id}
                  control={<Radio />}
                  sx={{ alignItems: 'flex-start', mb: 1, '& .MuiRadio-root': { mt: -1 } }}
                  label={
                    <>
                      <Typography component="span" sx={{ display: 'block' }}>
                        {choice.label}
                      </Typography>
                      {choice.detail && (
                        <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
                          {choice.detail}
                        </Typography>
                      )}
                    </>
                  }
                />
              ))}
            </RadioGroup>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{cancelLabel}</Button>
        <Button variant="contained" disabled={!chosen} loading={adding} onClick={() => void add()}>
          {addLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

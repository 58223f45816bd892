import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { vocabularyBodySchema, type DictionaryEntry, type VocabularyBody, type VocabularyFields } from '@parley/contracts';
import { useId, useState } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api/api-error.ts';
import { ErrorAlert } from '../../../ui/ErrorAlert.tsx';
import { FormTextField } from '../../../ui/form/FormTextField.tsx';
import { useServerErrors } from '../../../ui/form/useServerErrors.ts';
import { showToast } from '../../../ui/toast/toast-store.ts';
import { vocabularyKeys } from '../api/keys.ts';
import { addWord, lookUpWord } from '../api/words.ts';
import { DictionaryChoice } from './DictionaryChoice.tsx';
import '../texts.ts';

const FIELDS = ['word', 'meaning', 'example'] as const;

/**
 * Add a word: typed with a meaning of one's own, or looked up in the dictionary (meanings and examples from WordNet,
 * the level, a reading to listen to) and one of its meanings chosen. The form checks with the contract's schema.
 */
export function AddWordDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const queryClient = useQueryClient();
  const form = useForm<VocabularyBody, unknown, VocabularyFields>({
    resolver: zodResolver(vocabularyBodySchema),
    defaultValues: { word: '', meaning: '', example: '', source: 'MANUAL' },
  });
  const { control, handleSubmit, setError, trigger } = form;
  const { formError, clearFormError, onError } = useServerErrors(setError, FIELDS);
  const { entry, missing, chosen, choose, lookUp } = useDictionaryLookUp(form, onError);
  const save = useMutation({
    mutationFn: addWord,
    onSuccess: (word) => {
      void queryClient.invalidateQueries({ queryKey: vocabularyKeys.all });
      showToast(t('vocabulary.addDialog.added', { word: word.word }), 'success');
      onClose();
    },
    onError,
  });
  const submit = handleSubmit((values) => {
    clearFormError();
    save.mutate(values);
  });

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <form noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>{t('vocabulary.addDialog.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <ErrorAlert error={formError} />
            <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
              <FormTextField
                control={control}
                name="word"
                label={t('vocabulary.addDialog.word')}
                helperText={t('vocabulary.addDialog.lookUpHelp')}
                required
                autoFocus
                autoComplete="off"
                sx={{ flexGrow: 1 }}
              />
              <Button
                variant="outlined"
                sx={{ mt: 1, flexShrink: 0 }}
                loading={lookUp.isPending}
                onClick={async () => {
                  clearFormError();
                  if (await trigger('word')) lookUp.mutate();
                }}
              >
                {t('vocabulary.addDialog.lookUp')}
              </Button>
            </Stack>
            {missing && <Alert severity="info">{t('vocabulary.addDialog.notFound')}</Alert>}
            {entry && <DictionaryChoice entry={entry} chosen={chosen} onChoose={(i) => choose(entry, i)} />}
            <FormTextField control={control} name="meaning" label={t('vocabulary.addDialog.meaning')} multiline minRows={2} />
            <FormTextField control={control} name="example" label={t('vocabulary.addDialog.example')} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('vocabulary.addDialog.cancel')}</Button>
          <Button type="submit" variant="contained" loading={save.isPending}>
            {t('vocabulary.addDialog.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/** The dictionary lookup behind the form: the entry found (its first meaning put in the form) or that none was. */
function useDictionaryLookUp(form: UseFormReturn<VocabularyBody, unknown, VocabularyFields>, onError: (error: unknown) => void) {
  const [entry, setEntry] = useState<DictionaryEntry | null>(null);
  const [missing, setMissing] = useState(false);
  const [chosen, setChosen] = useState(0);
  const choose = (found: DictionaryEntry, index: number) => {
    const meaning = found.meanings[index];
    setChosen(index);
    form.setValue('meaning', meaning?.definition ?? '');
    form.setValue('example', meaning?.examples[0] ?? '');
    form.setValue('source', 'DICTIONARY');
  };
  const lookUp = useMutation({
    mutationFn: () => lookUpWord(form.getValues('word').trim()),
    onSuccess: (found) => {
      setEntry(found);
      setMissing(false);
      if (found.meanings.length > 0) choose(found, 0);
    },
    onError: (error) => {
      setEntry(null);
      if (error instanceof ApiError && error.status === 404) setMissing(true);
      else onError(error);
    },
  });
  return { entry, missing, chosen, choose, lookUp };
}

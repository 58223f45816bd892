import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VocabularyEntry } from '@parley/contracts';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../ui/ConfirmDialog.tsx';
import { showFailure } from '../../../ui/toast/show-failure.ts';
import { showToast } from '../../../ui/toast/toast-store.ts';
import { vocabularyKeys } from '../api/keys.ts';
import { deleteWord } from '../api/words.ts';
import '../texts.ts';

/** Asks before deleting a word and its quiz progress; a failure is told in a toast and the word stays. */
export function DeleteWord({ word, onClose }: { word: VocabularyEntry; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: () => deleteWord(word.id),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: vocabularyKeys.all });
      showToast(t('vocabulary.confirmDelete.done'), 'success');
      onClose();
    },
    onError: showFailure,
  });
  return (
    <ConfirmDialog
      open
      title={t('vocabulary.confirmDelete.title')}
      text={t('vocabulary.confirmDelete.text', { word: word.word })}
      confirmLabel={t('vocabulary.confirmDelete.confirm')}
      tone="error"
      busy={remove.isPending}
      onClose={onClose}
      onConfirm={() => remove.mutate()}
    />
  );
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Weblink } from '@parley/contracts';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../ui/ConfirmDialog.tsx';
import { showToast } from '../../../ui/toast/toast-store.ts';
import { deleteWeblink } from '../api/delete-weblink.ts';
import { weblinkKeys } from '../api/keys.ts';
import { weblinkName } from '../lib/weblink-name.ts';
import '../texts.ts';

/** Asks before deleting; a failure is told in a toast and the link stays. */
export function DeleteWeblink({ weblink, onClose }: { weblink: Weblink; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: () => deleteWeblink(weblink.id),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: weblinkKeys.all });
      showToast(t('weblinks.confirmDelete.done'), 'success');
      onClose();
    },
    onError: (error) => showToast(error.message, 'error'),
  });
  return (
    <ConfirmDialog
      open
      title={t('weblinks.confirmDelete.title')}
      text={t('weblinks.confirmDelete.text', { title: weblinkName(weblink) })}
      confirmLabel={t('weblinks.confirmDelete.confirm')}
      busy={remove.isPending}
      onClose={onClose}
      onConfirm={() => remove.mutate()}
    />
  );
}

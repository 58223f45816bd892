import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProductTask, TaskProduct } from '@parley/contracts';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../ui/toast/toast-store.ts';
import { addProductTask } from '../api/add-product-task.ts';
import { classroomKeys } from '../api/keys.ts';
import { productTasksQueryOptions } from '../api/product-tasks.ts';
import { ChoiceDialog, type Choice } from './ChoiceDialog.tsx';
import '../texts.ts';

const choice = (task: ProductTask): Choice => ({
  id: task.id,
  label: task.question,
  detail: [task.part, ...task.cue_card].join(' · '),
});

/** "Add IELTS question" / "Add TOEFL question": one of the bank's speaking questions becomes a task of the tab. */
export function ProductTaskDialog({
  code,
  product,
  folderId,
  onClose,
}: {
  code: string;
  product: TaskProduct;
  folderId: number | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const choices = useQuery({ ...productTasksQueryOptions(product), select: (tasks) => tasks.map(choice) });
  return (
    <ChoiceDialog
      title={t(product === 'ielts' ? 'classroom.product.ieltsTitle' : 'classroom.product.toeflTitle')}
      listLabel={t('classroom.product.choose')}
      choices={choices}
      empty={null}
      addLabel={t('classroom.product.add')}
      cancelLabel={t('classroom.product.cancel')}
      onClose={onClose}
      onAdd={async (id) => {
        await addProductTask(code, product, id, folderId);
        void queryClient.invalidateQueries({ queryKey: classroomKeys.one(code) });
        showToast(t('classroom.product.added'), 'success');
      }}
    />
  );
}

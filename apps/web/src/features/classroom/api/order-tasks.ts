import { classroomApi, type ClassroomTask, type TaskOrdering } from '@parley/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { call } from '../../../lib/api/client.ts';
import { failureText } from '../../../lib/api/api-error.ts';
import { contractText } from '../../../lib/i18n/contract-text.ts';
import { showToast } from '../../../ui/toast/toast-store.ts';
import { orderAfterMove, orderingBody } from '../lib/task-order.ts';
import { classroomKeys } from './keys.ts';
import '../texts.ts';

export const orderTasks = (code: string, body: TaskOrdering) => call(classroomApi.orderTasks, { params: { code }, body });

/**
 * A drop shows the new order at once and saves it; when the save fails the old order comes back, with the reason. The
 * whole classroom is sent, so the tabs keep one order between them.
 */
export function useReorderTasks(code: string) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const key = classroomKeys.tasks(code);
  return async (reorderedTab: ClassroomTask[]) => {
    const before = queryClient.getQueryData<ClassroomTask[]>(key);
    if (!before) return;
    const after = orderAfterMove(before, reorderedTab);
    queryClient.setQueryData(key, after);
    try {
      queryClient.setQueryData(key, await orderTasks(code, orderingBody(after)));
    } catch (error) {
      queryClient.setQueryData(key, before);
      showToast(t('classroom.board.reorderFailed', { error: contractText(failureText(error)) }), 'error');
    }
  };
}

import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../ui/ConfirmDialog.tsx';
import { showFailure } from '../../../ui/toast/show-failure.ts';
import { showToast } from '../../../ui/toast/toast-store.ts';
import { deleteFolder } from '../api/delete-folder.ts';
import { deleteTask } from '../api/delete-task.ts';
import { classroomKeys } from '../api/keys.ts';
import { removeStudent } from '../api/remove-student.ts';
import type { BoardDialog } from '../lib/board-dialog.ts';
import '../texts.ts';

export type ConfirmKind = Extract<BoardDialog, { kind: 'deleteTask' | 'deleteFolder' | 'removeStudent' }>;

interface BoardConfirmProps {
  code: string;
  dialog: ConfirmKind;
  /** After a folder went: back to "My tasks", where its tasks now are. */
  onFolderDeleted: () => void;
  onClose: () => void;
}

/** The teacher's questions before deleting a task or a folder or removing a student; the page refreshes after. */
export function BoardConfirm({ code, dialog, onFolderDeleted, onClose }: BoardConfirmProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const run = async (action: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await action();
      showToast(done, 'success');
      void queryClient.invalidateQueries({ queryKey: classroomKeys.one(code) });
      if (dialog.kind === 'deleteFolder') onFolderDeleted();
      onClose();
    } catch (error) {
      showFailure(error);
      setBusy(false);
    }
  };
  const texts =
    dialog.kind === 'deleteTask'
      ? {
          title: t('classroom.task.deleteTitle'),
          text: t('classroom.task.deleteText'),
          confirm: t('classroom.task.deleteConfirm'),
          action: () => run(() => deleteTask(code, dialog.task.id), t('classroom.task.deleted')),
        }
      : dialog.kind === 'deleteFolder'
        ? {
            title: t('classroom.folder.deleteTitle', { name: dialog.folder.name }),
            text: t('classroom.folder.deleteText'),
            confirm: t('classroom.folder.delete'),
            action: () => run(() => deleteFolder(code, dialog.folder.id), t('classroom.folder.deleted')),
          }
        : {
            title: t('classroom.students.removeTitle', { name: dialog.student.name }),
            text: t('classroom.students.removeText'),
            confirm: t('classroom.students.removeConfirm'),
            action: () =>
              run(() => removeStudent(code, dialog.student.id), t('classroom.students.removed', { name: dialog.student.name })),
          };
  return (
    <ConfirmDialog
      open
      busy={busy}
      title={texts.title}
      text={texts.text}
      confirmLabel={texts.confirm}
      onClose={onClose}
      onConfirm={() => void texts.action()}
    />
  );
}

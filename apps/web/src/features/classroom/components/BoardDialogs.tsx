import { useQuery } from '@tanstack/react-query';
import { CLASSROOM_TEXTS, type ClassroomDetail, type TaskReply } from '@parley/contracts';
import { useTranslation } from 'react-i18next';
import { contractText } from '../../../lib/i18n/contract-text.ts';
import { useUser } from '../../../lib/session/session.ts';
import { tasksQueryOptions } from '../api/tasks.ts';
import type { BoardDialog } from '../lib/board-dialog.ts';
import { taskPlaces } from '../lib/task-names.ts';
import { BoardConfirm } from './BoardConfirm.tsx';
import { FolderDialog } from './FolderDialog.tsx';
import { LivePracticeDialog } from './LivePracticeDialog.tsx';
import { ProductTaskDialog } from './ProductTaskDialog.tsx';
import { RepliesDialog } from './RepliesDialog.tsx';
import { TaskDialog } from './TaskDialog.tsx';
import '../texts.ts';

interface BoardDialogsProps {
  classroom: ClassroomDetail;
  dialog: BoardDialog | null;
  /** The open tab: where a new task goes. */
  tab: number | null;
  onTab: (folderId: number | null) => void;
  onClose: () => void;
}

/** Whichever dialog of the teacher's page is open; each is mounted afresh when opened, so it starts from its data. */
export function BoardDialogs({ classroom, dialog, tab, onTab, onClose }: BoardDialogsProps) {
  const { t } = useTranslation();
  const { code } = classroom;
  const hostId = useUser()?.id ?? 0;
  const tasks = useQuery(tasksQueryOptions(code));
  const places = taskPlaces(tasks.data ?? [], classroom.folders, contractText(CLASSROOM_TEXTS.myTasks));
  const taskLabel = (reply: TaskReply) => {
    const place = places.get(reply.task_id);
    return place ? t('classroom.replies.toTask', place) : '';
  };
  if (!dialog) return null;
  switch (dialog.kind) {
    case 'folder':
      return (
        <FolderDialog
          code={code}
          folder={dialog.folder}
          onClose={onClose}
          onSaved={(folder) => {
            onTab(folder.id);
            onClose();
          }}
        />
      );
    case 'task':
      return <TaskDialog code={code} task={dialog.task} folderId={tab} onClose={onClose} />;
    case 'product':
      return <ProductTaskDialog code={code} product={dialog.product} folderId={tab} onClose={onClose} />;
    case 'live':
      return <LivePracticeDialog code={code} hostId={hostId} folderId={tab} onClose={onClose} />;
    case 'replies':
      return <RepliesDialog code={code} of={dialog.of} taskLabel={taskLabel} onClose={onClose} />;
    default:
      return <BoardConfirm code={code} dialog={dialog} onFolderDeleted={() => onTab(null)} onClose={onClose} />;
  }
}

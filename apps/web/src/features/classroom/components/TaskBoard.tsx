import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { CLASSROOM_TEXTS, type ClassroomDetail, type ClassroomTask } from '@parley/contracts';
import { useTranslation } from 'react-i18next';
import { contractText } from '../../../lib/i18n/contract-text.ts';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { ErrorAlert } from '../../../ui/ErrorAlert.tsx';
import { useReorderTasks } from '../api/order-tasks.ts';
import { useTasks } from '../api/tasks.ts';
import type { BoardDialog } from '../lib/board-dialog.ts';
import { tasksOfFolder } from '../lib/task-order.ts';
import { BoardToolbar } from './BoardToolbar.tsx';
import { FolderTabs, TASK_PANEL_ID, tabId } from './FolderTabs.tsx';
import { SortableTaskGrid } from './SortableTaskGrid.tsx';
import { TaskCarousel } from './TaskCarousel.tsx';
import '../texts.ts';

interface TaskBoardProps {
  classroom: ClassroomDetail;
  tab: number | null;
  onTab: (folderId: number | null) => void;
  studentView: boolean;
  onStudentView: (on: boolean) => void;
  open: (dialog: BoardDialog) => void;
}

/** The teacher's task screen (spec §2): folder tabs, the tab's tasks in their order, and the "Student view". */
export function TaskBoard({ classroom, tab, onTab, studentView, onStudentView, open }: TaskBoardProps) {
  const { t } = useTranslation();
  const tasks = useTasks(classroom.code);
  const reorder = useReorderTasks(classroom.code);
  const folder = classroom.folders.find((f) => f.id === tab) ?? null;
  const shown = tasks.data ? tasksOfFolder(tasks.data, tab) : [];
  const taskActions = (task: ClassroomTask, number: number) => (
    <>
      <IconButton color="inherit" aria-label={t('classroom.task.edit', { number })} onClick={() => open({ kind: 'task', task })}>
        <EditOutlinedIcon />
      </IconButton>
      <IconButton
        color="inherit"
        aria-label={t('classroom.task.delete', { number })}
        onClick={() => open({ kind: 'deleteTask', task })}
      >
        <DeleteOutlinedIcon />
      </IconButton>
    </>
  );
  const repliesButton = (task: ClassroomTask, number: number) => (
    <Button size="small" onClick={() => open({ kind: 'replies', of: { task: task.id, number } })}>
      {t('classroom.replies.button', { count: task.reply_count })}
    </Button>
  );
  return (
    <Stack spacing={2} component="section" aria-label={t('classroom.page.tasks')}>
      <FolderTabs
        folders={classroom.folders}
        current={tab}
        onChange={onTab}
        onNewFolder={() => open({ kind: 'folder', folder: null })}
      />
      <Box id={TASK_PANEL_ID} role="tabpanel" aria-labelledby={tabId(tab)}>
        <Stack spacing={2}>
          <BoardToolbar folder={folder} studentView={studentView} onStudentView={onStudentView} open={open} />
          {tasks.isPending ? (
            <Skeleton variant="rounded" height={160} role="status" aria-label={t('app.loading')} />
          ) : tasks.isError ? (
            <ErrorAlert error={tasks.error} />
          ) : shown.length === 0 ? (
            <EmptyState title={contractText(CLASSROOM_TEXTS.noTasks)} hint={t('classroom.board.noTasksHint')} />
          ) : studentView ? (
            <TaskCarousel tasks={shown} />
          ) : (
            <SortableTaskGrid
              tasks={shown}
              onReorder={(next) => void reorder(next)}
              actions={taskActions}
              footer={repliesButton}
            />
          )}
        </Stack>
      </Box>
    </Stack>
  );
}

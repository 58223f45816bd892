import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useQuery } from '@tanstack/react-query';
import type { TaskReply } from '@parley/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { RepliesOf } from '../lib/board-dialog.ts';
import { studentRepliesQueryOptions } from '../api/student-replies.ts';
import { taskRepliesQueryOptions } from '../api/task-replies.ts';
import { ReplyList } from './ReplyList.tsx';
import '../texts.ts';

/** The teacher reads the replies to one task (who wrote each), or everything one student replied (to which task). */
export function RepliesDialog({
  code,
  of,
  taskLabel,
  onClose,
}: {
  code: string;
  of: RepliesOf;
  taskLabel: (reply: TaskReply) => string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const byTask = 'task' in of;
  const taskReplies = useQuery({ ...taskRepliesQueryOptions(code, byTask ? of.task : 0), enabled: byTask });
  const studentReplies = useQuery({ ...studentRepliesQueryOptions(code, byTask ? 0 : of.student), enabled: !byTask });
  const replies = byTask ? taskReplies : studentReplies;
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth scroll="paper">
      <DialogTitle id={titleId}>
        {byTask
          ? t('classroom.replies.taskTitle', { number: of.number })
          : t('classroom.replies.studentTitle', { name: of.name })}
      </DialogTitle>
      <DialogContent dividers>
        <ReplyList replies={replies} showStudent={byTask} taskLabel={byTask ? undefined : taskLabel} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('classroom.replies.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

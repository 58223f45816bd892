import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CLASSROOM_TEXTS, type ClassroomDetail, type ClassroomTask } from '@parley/contracts';
import { useTranslation } from 'react-i18next';
import { contractText } from '../../../lib/i18n/contract-text.ts';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import type { RecordReplySlot } from '../lib/record-reply.ts';
import { tasksOfFolder } from '../lib/task-order.ts';
import { MyReplies } from './MyReplies.tsx';
import { ReplyForm } from './ReplyForm.tsx';
import { TaskCard } from './TaskCard.tsx';
import '../texts.ts';

interface StudentTasksProps {
  classroom: ClassroomDetail;
  /** What the server let this student see, in order. */
  tasks: ClassroomTask[];
  recorder?: RecordReplySlot | undefined;
}

/** The tasks a student may see, grouped as the teacher filed them, each with its reply box and the student's replies. */
export function StudentTasks({ classroom, tasks, recorder }: StudentTasksProps) {
  const { t } = useTranslation();
  if (tasks.length === 0)
    return <EmptyState title={contractText(CLASSROOM_TEXTS.noTasks)} hint={t('classroom.page.noTasksHint')} />;
  const groups = [{ id: null, name: t('classroom.page.otherTasks') }, ...classroom.folders]
    .map((group) => ({ ...group, tasks: tasksOfFolder(tasks, group.id) }))
    .filter((group) => group.tasks.length > 0);
  return (
    <Stack spacing={4}>
      {groups.map((group) => (
        <Stack key={group.id ?? 'none'} component="section" aria-labelledby={`group-${group.id ?? 'none'}`} spacing={2}>
          <Typography id={`group-${group.id ?? 'none'}`} variant="h2" sx={{ fontSize: '1.25rem' }}>
            {group.name}
          </Typography>
          {group.tasks.map((task, i) => (
            <TaskCard
              key={task.id}
              task={task}
              number={i + 1}
              footer={
                <Stack spacing={2}>
                  <ReplyForm
                    code={classroom.code}
                    taskId={task.id}
                    place={t('classroom.replies.toTask', { tab: group.name, number: i + 1 })}
                    recorder={recorder}
                  />
                  <MyReplies code={classroom.code} taskId={task.id} count={task.reply_count} />
                </Stack>
              }
            />
          ))}
        </Stack>
      ))}
    </Stack>
  );
}

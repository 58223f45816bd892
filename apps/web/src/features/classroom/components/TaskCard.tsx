import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ClassroomTask } from '@parley/contracts';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TaskContent } from './TaskContent.tsx';
import '../texts.ts';

interface TaskCardProps {
  task: ClassroomTask;
  /** Its place in its tab, counted from 1: tasks have no title, so this names them. */
  number: number;
  /** Before the title: the drag handle. */
  handle?: ReactNode;
  /** After the title: the teacher's buttons. */
  actions?: ReactNode;
  /** Under the content: replies. */
  footer?: ReactNode;
}

/**
 * A task on its colour, with its replies under it on the page's own background. The colours are all light, so the
 * text on them stays dark in the dark theme too (it meets AA on each of TASK_COLORS).
 */
export function TaskCard({ task, number, handle, actions, footer }: TaskCardProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Paper
      component="article"
      aria-labelledby={titleId}
      variant="outlined"
      sx={{ borderRadius: 3, overflow: 'hidden', height: 1 }}
    >
      <Box sx={{ p: 2, bgcolor: task.color, color: 'rgba(0, 0, 0, 0.87)' }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
          {handle}
          <Typography id={titleId} variant="h3" sx={{ fontSize: '1rem', fontWeight: 600, flexGrow: 1 }}>
            {t('classroom.task.number', { number })}
          </Typography>
          {actions && <Box sx={{ display: 'flex', flexShrink: 0 }}>{actions}</Box>}
        </Stack>
        <TaskContent task={task} number={number} />
      </Box>
      {footer && <Box sx={{ p: 2, pt: 1 }}>{footer}</Box>}
    </Paper>
  );
}

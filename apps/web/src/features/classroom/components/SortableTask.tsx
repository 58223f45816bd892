import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { ClassroomTask } from '@parley/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TaskCard } from './TaskCard.tsx';
import '../texts.ts';

interface SortableTaskProps {
  task: ClassroomTask;
  number: number;
  actions: ReactNode;
  footer: ReactNode;
}

/** A task card that moves by its handle: dragged with a pointer, or picked up with space and moved with the arrows. */
export function SortableTask({ task, number, actions, footer }: SortableTaskProps) {
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: task.id,
  });
  const handle = (
    <IconButton
      ref={setActivatorNodeRef}
      {...attributes}
      {...listeners}
      aria-label={t('classroom.sort.handle', { number })}
      size="small"
      color="inherit"
      sx={{ cursor: isDragging ? 'grabbing' : 'grab', touchAction: 'none' }}
    >
      <DragIndicatorIcon />
    </IconButton>
  );
  return (
    <Box
      component="li"
      ref={setNodeRef}
      data-task-id={task.id}
      sx={{
        transform: CSS.Translate.toString(transform),
        transition,
        position: 'relative',
        zIndex: isDragging ? 1 : undefined,
        boxShadow: isDragging ? 6 : undefined,
        borderRadius: 3,
      }}
    >
      <TaskCard task={task} number={number} handle={handle} actions={actions} footer={footer} />
    </Box>
  );
}

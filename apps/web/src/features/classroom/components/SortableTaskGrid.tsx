import Box from '@mui/material/Box';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from '@dnd-kit/core';
import { arrayMove, rectSortingStrategy, SortableContext, sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import type { ClassroomTask } from '@parley/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SortableTask } from './SortableTask.tsx';
import '../texts.ts';

interface SortableTaskGridProps {
  tasks: ClassroomTask[];
  onReorder: (tasks: ClassroomTask[]) => void;
  actions: (task: ClassroomTask, number: number) => ReactNode;
  footer: (task: ClassroomTask, number: number) => ReactNode;
}

/** What screen readers hear while a task moves, by places in the tab rather than by dnd-kit's ids. */
function useAnnouncements(tasks: ClassroomTask[]): Announcements {
  const { t } = useTranslation();
  const place = (id: string | number | undefined) => tasks.findIndex((task) => task.id === id) + 1;
  const moved = (key: 'over' | 'dropped', active: { id: string | number }, over: { id: string | number } | null) =>
    over ? t(`classroom.sort.${key}`, { from: place(active.id), to: place(over.id), total: tasks.length }) : undefined;
  return {
    onDragStart: ({ active }) => t('classroom.sort.picked', { from: place(active.id) }),
    onDragOver: ({ active, over }) => moved('over', active, over),
    onDragEnd: ({ active, over }) => moved('dropped', active, over),
    onDragCancel: ({ active }) => t('classroom.sort.cancelled', { from: place(active.id) }),
  };
}

/** The tab's tasks in a grid, in the order students see them; dropping one elsewhere hands the new order up. */
export function SortableTaskGrid({ tasks, onReorder, actions, footer }: SortableTaskGridProps) {
  const { t } = useTranslation();
  const sensors = useSensors(
    // A few pixels of travel before a drag starts, so a click on the handle's card still reaches its buttons.
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const announcements = useAnnouncements(tasks);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = tasks.findIndex((task) => task.id === active.id);
    const to = tasks.findIndex((task) => task.id === over.id);
    onReorder(arrayMove(tasks, from, to));
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t('classroom.sort.instructions') } }}
    >
      <SortableContext items={tasks.map((task) => task.id)} strategy={rectSortingStrategy}>
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
            alignItems: 'start',
          }}
        >
          {tasks.map((task, i) => (
            <SortableTask key={task.id} task={task} number={i + 1} actions={actions(task, i + 1)} footer={footer(task, i + 1)} />
          ))}
        </Box>
      </SortableContext>
    </DndContext>
  );
}

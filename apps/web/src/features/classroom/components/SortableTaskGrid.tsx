import type { ClassroomTask } from '@parley/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SortableGrid, type SortTexts } from '../../../ui/sortable/SortableGrid.tsx';
import { TaskCard } from './TaskCard.tsx';
import '../texts.ts';

interface SortableTaskGridProps {
  tasks: ClassroomTask[];
  onReorder: (tasks: ClassroomTask[]) => void;
  actions: (task: ClassroomTask, number: number) => ReactNode;
  footer: (task: ClassroomTask, number: number) => ReactNode;
}

/** The tab's tasks in a grid, in the order students see them; dropping one elsewhere hands the new order up. */
export function SortableTaskGrid({ tasks, onReorder, actions, footer }: SortableTaskGridProps) {
  const { t } = useTranslation();
  const texts: SortTexts = {
    handle: (number) => t('classroom.sort.handle', { number }),
    instructions: t('classroom.sort.instructions'),
    picked: (from) => t('classroom.sort.picked', { from }),
    over: (from, to, total) => t('classroom.sort.over', { from, to, total }),
    dropped: (from, to, total) => t('classroom.sort.dropped', { from, to, total }),
    cancelled: (from) => t('classroom.sort.cancelled', { from }),
  };
  return (
    <SortableGrid
      items={tasks}
      onReorder={onReorder}
      texts={texts}
      renderItem={(task, number, handle) => (
        <TaskCard task={task} number={number} handle={handle} actions={actions(task, number)} footer={footer(task, number)} />
      )}
    />
  );
}

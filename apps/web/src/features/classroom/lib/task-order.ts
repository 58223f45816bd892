import type { ClassroomTask, TaskOrdering } from '@parley/contracts';

/**
 * The whole classroom's order after the tasks of one tab were rearranged: the tab's tasks take the places its tasks
 * held, in their new order, and every task is numbered afresh, so tabs never share an order number.
 */
export function orderAfterMove(all: readonly ClassroomTask[], reorderedTab: readonly ClassroomTask[]): ClassroomTask[] {
  const inTab = new Set(reorderedTab.map((task) => task.id));
  const queue = [...reorderedTab];
  return all.map((task) => (inTab.has(task.id) ? queue.shift()! : task)).map((task, order) => ({ ...task, order }));
}

export const orderingBody = (tasks: readonly ClassroomTask[]): TaskOrdering => ({
  task_ordering: tasks.map((task) => ({ task_id: task.id, order: task.order })),
});

/** The tasks of one tab: "My tasks" holds those outside any folder. */
export const tasksOfFolder = (tasks: readonly ClassroomTask[], folderId: number | null) =>
  tasks.filter((task) => task.folder_id === folderId);

import type { ClassroomTask, TaskFolder } from '@parley/contracts';
import { tasksOfFolder } from './task-order.ts';

/**
 * Each task's place as the pages show it, "My tasks, 2" or "Reading, 1": tasks have no titles, and their number
 * counts within their tab, so the tab's name comes with it.
 */
export function taskPlaces(
  tasks: readonly ClassroomTask[],
  folders: readonly TaskFolder[],
  myTasks: string,
): Map<number, { tab: string; number: number }> {
  const places = new Map<number, { tab: string; number: number }>();
  const tabs = [{ id: null, name: myTasks }, ...folders];
  for (const tab of tabs)
    tasksOfFolder(tasks, tab.id).forEach((task, i) => places.set(task.id, { tab: tab.name, number: i + 1 }));
  return places;
}

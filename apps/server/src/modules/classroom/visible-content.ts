import type { TaskFolderRow } from '../../db/schema/index.ts';
import type { Tx } from '../../platform/db/port.ts';
import { seesFolder, type Standing } from './audience.ts';
import { foldersOf, taskCountsByFolder, tasksOf } from './tasks.store.ts';

/** The folders a caller may see in each classroom and how many tasks they may see there, counted without the tasks. */
export async function visibleCounts(db: Tx, standings: Map<number, Standing>) {
  const ids = [...standings.keys()];
  const [folders, counts] = await Promise.all([foldersOf(db, ids), taskCountsByFolder(db, ids)]);
  const perFolder = new Map(counts.map((c) => [`${c.classroomId}:${c.folderId}`, c.n]));
  const result = new Map<number, { folders: { row: TaskFolderRow; tasks: number }[]; tasks: number }>();
  for (const [id, standing] of standings) {
    const shown = folders
      .filter((f) => f.classroomId === id && seesFolder(standing, f.visibility))
      .map((row) => ({ row, tasks: perFolder.get(`${id}:${row.id}`) ?? 0 }));
    const loose = seesFolder(standing, null) ? (perFolder.get(`${id}:null`) ?? 0) : 0;
    result.set(id, { folders: shown, tasks: shown.reduce((n, f) => n + f.tasks, loose) });
  }
  return result;
}

/** The tasks a caller may see in a classroom, in order (ADR 0059: decided here, never by the page). */
export async function visibleTasks(db: Tx, classroomId: number, standing: Standing) {
  const [folders, tasks] = await Promise.all([foldersOf(db, [classroomId]), tasksOf(db, [classroomId])]);
  const shown = new Set(folders.filter((f) => seesFolder(standing, f.visibility)).map((f) => f.id));
  return tasks.filter((t) => (t.task.folderId === null ? seesFolder(standing, null) : shown.has(t.task.folderId)));
}

/** Whether the caller may see one task: its folder's audience, or "My tasks". */
export function seesTask(standing: Standing, folder: TaskFolderRow | undefined | null) {
  return seesFolder(standing, folder ? folder.visibility : null);
}

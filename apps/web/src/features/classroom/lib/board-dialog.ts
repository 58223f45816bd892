import type { ClassroomTask, TaskFolder, TaskProduct } from '@parley/contracts';

/** Who a list of replies belongs to: a task (with its place) or a student (with their name). */
export type RepliesOf = { task: number; number: number } | { student: number; name: string };

/** The one dialog the teacher's classroom page has open, with what it is about. */
export type BoardDialog =
  | { kind: 'folder'; folder: TaskFolder | null }
  | { kind: 'deleteFolder'; folder: TaskFolder }
  | { kind: 'task'; task: ClassroomTask | null }
  | { kind: 'deleteTask'; task: ClassroomTask }
  | { kind: 'product'; product: TaskProduct }
  | { kind: 'live' }
  | { kind: 'replies'; of: RepliesOf }
  | { kind: 'removeStudent'; student: { id: number; name: string } };

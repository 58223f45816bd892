import { CLASSROOM_TEXTS as T, FOLDERS_PER_CLASSROOM_MAX, type FolderAudience } from '@parley/contracts';
import { conflict, notFound } from '../../errors.ts';
import { getClassroom } from './classrooms.service.ts';
import { ownClassroom, type Caller, type ClassroomDeps } from './classroom-access.ts';
import { presentFolder } from './classroom.presenter.ts';
import * as tasks from './tasks.store.ts';

type FolderBody = { name: string; visibility: FolderAudience[] };

/** The folders the caller may see, with the number of tasks in each. */
export async function listFolders(deps: ClassroomDeps, user: Caller, code: string) {
  return (await getClassroom(deps, user, code)).folders;
}

export async function createFolder(deps: ClassroomDeps, user: Caller, code: string, body: FolderBody) {
  const folder = await deps.db.transaction(async (tx) => {
    const row = await ownClassroom(tx, code, user, true);
    if ((await tasks.folderCount(tx, row.classroom.id)) >= FOLDERS_PER_CLASSROOM_MAX) throw conflict(T.tooManyFolders);
    return tasks.insertFolder(tx, { classroomId: row.classroom.id, ...body });
  });
  return presentFolder(folder, 0);
}

async function ownFolder(deps: ClassroomDeps, user: Caller, code: string, folderId: number) {
  const row = await ownClassroom(deps.db, code, user);
  const folder = await tasks.findFolder(deps.db, row.classroom.id, folderId);
  if (!folder) throw notFound(T.folderNotFound);
  return folder;
}

export async function updateFolder(deps: ClassroomDeps, user: Caller, code: string, folderId: number, body: FolderBody) {
  await ownFolder(deps, user, code, folderId);
  const folder = await tasks.updateFolder(deps.db, folderId, body);
  const counts = await tasks.taskCountsByFolder(deps.db, [folder.classroomId]);
  return presentFolder(folder, counts.find((c) => c.folderId === folderId)?.n ?? 0);
}

/** The folder goes; its tasks stay, in "My tasks". */
export async function deleteFolder(deps: ClassroomDeps, user: Caller, code: string, folderId: number) {
  await ownFolder(deps, user, code, folderId);
  await deps.db.transaction((tx) => tasks.deleteFolder(tx, folderId));
  return { ok: true as const };
}

import { classroomApi as api } from '@parley/contracts';
import type { Route } from '../../plugins/router.ts';
import type { ClassroomDeps } from './classroom-access.ts';
import * as classrooms from './classrooms.service.ts';
import * as folders from './folders.service.ts';
import * as products from './product-tasks.service.ts';
import * as replies from './replies.service.ts';
import * as students from './students.service.ts';
import * as tasks from './tasks.service.ts';

/** Contract → caller → one service call (ADR 0059 gives the calls their methods). */
export function classroomRoutes(route: Route, deps: ClassroomDeps) {
  route(api.create, ({ user, body }) => classrooms.createClassroom(deps, user, body));
  route(api.list, ({ user }) => classrooms.listClassrooms(deps, user));
  route(api.get, ({ user, params }) => classrooms.getClassroom(deps, user, params.code));
  route(api.join, ({ user, body }) => classrooms.joinClassroom(deps, user, body.code));
  route(api.unjoin, ({ user, params }) => classrooms.leaveClassroom(deps, user, params.code));
  route(api.tasks, ({ user, params }) => tasks.listTasks(deps, user, params.code));
  route(api.createTask, ({ user, params, body }) => tasks.createTask(deps, user, params.code, body));
  route(api.task, ({ user, params }) => tasks.getTask(deps, user, params.code, params.taskId));
  route(api.updateTask, ({ user, params, body }) => tasks.updateTask(deps, user, params.code, params.taskId, body));
  route(api.deleteTask, ({ user, params }) => tasks.deleteTask(deps, user, params.code, params.taskId));
  route(api.orderTasks, ({ user, params, body }) => tasks.orderTasks(deps, user, params.code, body));
  route(api.productTasks, async ({ user, params }) => products.listProductTasks(user, params.product));
  route(api.addProductTask, ({ user, params, body }) => products.addProductTask(deps, user, params.code, params.product, body));
  route(api.addLivePracticeTask, ({ user, params, body }) => products.addLivePracticeTask(deps, user, params.code, body));
  route(api.folders, ({ user, params }) => folders.listFolders(deps, user, params.code));
  route(api.createFolder, ({ user, params, body }) => folders.createFolder(deps, user, params.code, body));
  route(api.updateFolder, ({ user, params, body }) => folders.updateFolder(deps, user, params.code, params.folderId, body));
  route(api.deleteFolder, ({ user, params }) => folders.deleteFolder(deps, user, params.code, params.folderId));
  route(api.reply, ({ user, params, body }) => replies.reply(deps, user, params.code, params.taskId, body));
  route(api.taskReplies, ({ user, params }) => replies.repliesToTask(deps, user, params.code, params.taskId));
  route(api.studentReplies, ({ user, params }) => replies.repliesOfStudent(deps, user, params.code, params.studentId));
  route(api.students, ({ user, params }) => students.listStudents(deps, user, params.code));
  route(api.invite, ({ user, params, body }) => students.invite(deps, user, params.code, body.email));
  route(api.removeStudent, ({ user, params }) => students.removeStudent(deps, user, params.code, params.studentId));
  route(api.maxSubscribers, ({ user, params, body }) => students.setMaxStudents(deps, user, params.code, body.max_subscribers));
}

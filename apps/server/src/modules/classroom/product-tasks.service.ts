import { CLASSROOM_TEXTS as T, DEFAULT_TASK_COLOR, type TaskProduct } from '@parley/contracts';
import { badRequest } from '../../errors.ts';
import { findEvent } from '../events/public.ts';
import { mustTeach, type Caller, type ClassroomDeps } from './classroom-access.ts';
import { PRODUCT_TASKS, productQuestionHtml } from './product-tasks.ts';
import { sanitizeRichText } from '../../shared/rich-text.ts';
import { addTask } from './tasks.service.ts';

export function listProductTasks(user: Caller, product: TaskProduct) {
  mustTeach(user);
  return [...PRODUCT_TASKS[product]];
}

export async function addProductTask(
  deps: ClassroomDeps,
  user: Caller,
  code: string,
  product: TaskProduct,
  body: { task_id: string; folder_id: number | null },
) {
  mustTeach(user);
  const question = PRODUCT_TASKS[product].find((q) => q.id === body.task_id);
  if (!question) throw badRequest('VALIDATION_ERROR', T.productTaskNotFound, 'task_id');
  return addTask(deps, user, code, {
    kind: product,
    folderId: body.folder_id,
    color: DEFAULT_TASK_COLOR,
    questions: [sanitizeRichText(productQuestionHtml(question))],
    productQuestionId: question.id,
  });
}

/** A task that sends students to an event: one that has not ended, public or the teacher's own. */
export async function addLivePracticeTask(
  deps: ClassroomDeps,
  user: Caller,
  code: string,
  body: { event_id: string; folder_id: number | null },
) {
  mustTeach(user);
  const now = deps.clock.now();
  const found = await findEvent(deps.db, body.event_id, now);
  if (!found || found.event.cancelledAt) throw badRequest('VALIDATION_ERROR', T.eventNotFound, 'event_id');
  if (found.event.endedAt || found.event.endsAt <= now) throw badRequest('VALIDATION_ERROR', T.eventOver, 'event_id');
  if (found.event.isPrivate && found.event.hostId !== user.id) throw badRequest('VALIDATION_ERROR', T.eventPrivate, 'event_id');
  return addTask(deps, user, code, {
    kind: 'live_practice',
    folderId: body.folder_id,
    color: DEFAULT_TASK_COLOR,
    questions: [],
    eventId: found.event.id,
  });
}

import { WEBLINK_TEXTS as T, WEBLINKS_PER_USER_MAX, type WeblinkFields, type WeblinkPage } from '@parley/contracts';
import { badRequest, conflict, notFound } from '../../errors.ts';
import type { Clock } from '../../platform/clock/port.ts';
import type { Db, Tx } from '../../platform/db/port.ts';
import { ownedAmong } from '../classroom/public.ts';
import { avoidEitherWay, followedAmong, userExists } from '../social/public.ts';
import { presentWeblink } from './weblinks.presenter.ts';
import * as store from './weblinks.store.ts';

export interface WeblinksDeps {
  db: Db;
  clock: Clock;
}

interface Search {
  query?: string | undefined;
  limit: number;
  offset: number;
}

async function presentPage(db: Db, viewerId: number, found: Awaited<ReturnType<typeof store.search>>, q: Search) {
  const own = found.items.filter((row) => row.weblink.ownerId === viewerId).map((row) => row.weblink.id);
  const shares = await store.sharesOf(db, own);
  return {
    items: found.items.map((row) => presentWeblink(row, viewerId, shares.get(row.weblink.id))),
    total: found.total,
    limit: q.limit,
    offset: q.offset,
  } satisfies WeblinkPage;
}

export async function search(deps: WeblinksDeps, userId: number, q: Search) {
  return presentPage(deps.db, userId, await store.search(deps.db, userId, q.query, q), q);
}

/** A member's public links; like their profile, they do not exist for someone on either side of an avoid. */
export async function publicOf(deps: WeblinksDeps, callerId: number, ownerId: number, q: Search) {
  const hidden =
    !(await userExists(deps.db, ownerId, true)) || (ownerId !== callerId && (await avoidEitherWay(deps.db, callerId, ownerId)));
  if (hidden) throw notFound(T.userNotFound);
  return presentPage(deps.db, callerId, await store.publicOf(deps.db, ownerId, q.query, q), q);
}

/** A link is shared only with people the owner follows (their follows, not their followers) and their own classrooms. */
async function checkShares(tx: Tx, ownerId: number, fields: WeblinkFields) {
  const followed = new Set(await followedAmong(tx, ownerId, fields.shared_with));
  if (fields.shared_with.some((id) => !followed.has(id))) throw badRequest('VALIDATION_ERROR', T.shareNotFollowed, 'shared_with');
  const owned = new Set(await ownedAmong(tx, ownerId, fields.shared_with_classrooms));
  if (fields.shared_with_classrooms.some((id) => !owned.has(id)))
    throw badRequest('VALIDATION_ERROR', T.shareNotOwnClassroom, 'shared_with_classrooms');
}

async function setShares(tx: Tx, id: number, fields: WeblinkFields) {
  await store.setShares(tx, id, fields.shared_with);
  await store.setClassroomShares(tx, id, fields.shared_with_classrooms);
}

async function answer(tx: Tx, id: number, ownerId: number) {
  const row = (await store.findOwned(tx, id, ownerId))!;
  return presentWeblink(row, ownerId, (await store.sharesOf(tx, [id])).get(id));
}

export async function create(deps: WeblinksDeps, ownerId: number, fields: WeblinkFields) {
  return deps.db.transaction(async (tx) => {
    await store.lockOwner(tx, ownerId);
    if ((await store.countOwned(tx, ownerId)) >= WEBLINKS_PER_USER_MAX) throw conflict(T.tooManyLinks);
    await checkShares(tx, ownerId, fields);
    const id = await store.insert(tx, ownerId, fields, deps.clock.now());
    await setShares(tx, id, fields);
    return answer(tx, id, ownerId);
  });
}

/** Someone else's link, shared with the caller or not, answers like a link that does not exist. */
export async function update(deps: WeblinksDeps, ownerId: number, id: number, fields: WeblinkFields) {
  return deps.db.transaction(async (tx) => {
    if (!(await store.findOwned(tx, id, ownerId))) throw notFound(T.notFound);
    await checkShares(tx, ownerId, fields);
    await store.update(tx, id, fields, deps.clock.now());
    await setShares(tx, id, fields);
    return answer(tx, id, ownerId);
  });
}

export async function remove(deps: WeblinksDeps, ownerId: number, id: number) {
  if (!(await store.remove(deps.db, id, ownerId))) throw notFound(T.notFound);
  return { ok: true as const };
}

import {
  SOCIAL_LIMITS,
  SOCIAL_TEXTS,
  type CommunityQuery,
  type PaginationQuery,
  type Plan,
  type ReportBody,
} from '@parley/contracts';
import { AppError, notFound } from '../../errors.ts';
import type { Clock } from '../../platform/clock/port.ts';
import type { Db, Tx } from '../../platform/db/port.ts';
import type { DomainEventBus } from '../../shared/domain-events.ts';
import { presentCommunityPerson, presentGoals, presentPerson, presentRelationship, presentReport } from './social.presenter.ts';
import * as store from './social.store.ts';

export interface SocialDeps {
  db: Db;
  clock: Clock;
  domain: DomainEventBus;
}

type Where = 'params' | 'body';
const refuseSelf = (message: string, where: Where = 'params') =>
  new AppError('VALIDATION_ERROR', message, {
    issues: [{ loc: where === 'params' ? ['params', 'userId'] : ['body', 'user_id'], msg: message }],
  });
const conflict = (message: string) => new AppError('CONFLICT', message);

async function relationship(db: Tx, actorId: number, targetId: number) {
  return presentRelationship(targetId, await store.relationshipRow(db, actorId, targetId));
}

/** Locks both users; 404 unless the target is a user others can see. Answers the actor's current plan and name. */
async function lockBoth(tx: Tx, actorId: number, targetId: number): Promise<{ plan: Plan; name: string }> {
  const rows = await store.lockPair(tx, actorId, targetId);
  const actor = rows.find((r) => r.id === actorId);
  const target = rows.find((r) => r.id === targetId);
  if (!actor) throw notFound(SOCIAL_TEXTS.userNotFound);
  if (!target || target.isGuest || target.deletionScheduledAt) throw notFound(SOCIAL_TEXTS.userNotFound);
  return { plan: actor.plan, name: actor.name };
}

/** Un-actions work on anyone who still has an account, so nothing can be left stuck. */
async function requireAccount(db: Db, targetId: number) {
  if (!(await store.userExists(db, targetId, false))) throw notFound(SOCIAL_TEXTS.userNotFound);
}

export async function follow(deps: SocialDeps, actorId: number, targetId: number) {
  if (actorId === targetId) throw refuseSelf(SOCIAL_TEXTS.followSelf);
  const { answer, followerName } = await deps.db.transaction(async (tx) => {
    const actor = await lockBoth(tx, actorId, targetId);
    const { avoiding, avoided } = await store.avoidance(tx, actorId, targetId);
    if (avoiding) throw conflict(SOCIAL_TEXTS.followAvoiding);
    if (avoided) throw conflict(SOCIAL_TEXTS.followAvoided);
    let followerName: string | null = null;
    if (!(await store.isFollowing(tx, actorId, targetId))) {
      const limit = SOCIAL_LIMITS.follows[actor.plan];
      if (limit !== null && (await store.countFollowing(tx, actorId)) >= limit) {
        throw new AppError('EXC_FOLLOW_LIMIT_REACHED', SOCIAL_TEXTS.followLimit);
      }
      await store.insertFollow(tx, actorId, targetId, deps.clock.now());
      followerName = actor.name;
    }
    return { answer: await relationship(tx, actorId, targetId), followerName };
  });
  // Only a new follow is news: following someone already followed tells nobody.
  if (followerName !== null) {
    await deps.domain.publish('notice', {
      userId: targetId,
      kind: 'new_follower',
      title: `${followerName} is following you`,
      body: `${followerName} started following you on Parley. Follow them back to meet again in live events.`,
      link: `/dashboard/community/${actorId}`,
    });
  }
  return answer;
}

export async function unfollow(deps: SocialDeps, actorId: number, targetId: number) {
  if (actorId === targetId) throw refuseSelf(SOCIAL_TEXTS.followSelf);
  await requireAccount(deps.db, targetId);
  await store.deleteFollow(deps.db, actorId, targetId);
  return relationship(deps.db, actorId, targetId);
}

export async function avoid(deps: SocialDeps, actorId: number, targetId: number) {
  if (actorId === targetId) throw refuseSelf(SOCIAL_TEXTS.avoidSelf);
  return deps.db.transaction(async (tx) => {
    const { plan } = await lockBoth(tx, actorId, targetId);
    if (!(await store.isAvoiding(tx, actorId, targetId))) {
      if ((await store.countAvoiding(tx, actorId)) >= SOCIAL_LIMITS.avoids[plan]) {
        throw new AppError('EXC_AVOID_LIMIT_REACHED', SOCIAL_TEXTS.avoidLimit);
      }
      await store.insertAvoid(tx, actorId, targetId, deps.clock.now());
    }
    return relationship(tx, actorId, targetId);
  });
}

export async function unavoid(deps: SocialDeps, actorId: number, targetId: number) {
  if (actorId === targetId) throw refuseSelf(SOCIAL_TEXTS.avoidSelf);
  await requireAccount(deps.db, targetId);
  await store.deleteAvoid(deps.db, actorId, targetId);
  return relationship(deps.db, actorId, targetId);
}

export async function report(deps: SocialDeps, actorId: number, body: ReportBody) {
  if (actorId === body.user_id) throw refuseSelf(SOCIAL_TEXTS.reportSelf, 'body');
  if (!(await store.userExists(deps.db, body.user_id, true))) throw notFound(SOCIAL_TEXTS.userNotFound);
  await store.upsertReport(deps.db, actorId, body, deps.clock.now());
  return relationship(deps.db, actorId, body.user_id);
}

export async function unreport(deps: SocialDeps, actorId: number, targetId: number) {
  if (actorId === targetId) throw refuseSelf(SOCIAL_TEXTS.reportSelf);
  await requireAccount(deps.db, targetId);
  await store.deleteReport(deps.db, actorId, targetId);
  return relationship(deps.db, actorId, targetId);
}

export async function listFollows(
  deps: SocialDeps,
  which: 'followers' | 'followees',
  callerId: number,
  userId: number,
  page: PaginationQuery,
) {
  if (!(await store.userExists(deps.db, userId, true))) throw notFound(SOCIAL_TEXTS.userNotFound);
  const list = which === 'followers' ? store.followersOf : store.followeesOf;
  const { items, total } = await list(deps.db, userId, callerId, page);
  return { items: items.map(presentPerson), total, ...page };
}

export async function listAvoided(deps: SocialDeps, callerId: number, page: PaginationQuery) {
  const { items, total } = await store.avoidedBy(deps.db, callerId, page);
  return { items: items.map(presentPerson), total, ...page };
}

export async function listReported(deps: SocialDeps, callerId: number, page: PaginationQuery) {
  const { items, total } = await store.reportsBy(deps.db, callerId, page);
  return { items: items.map((r) => presentReport(r.person, r.report)), total, ...page };
}

/** One relationship, for a profile page; 404 unless the user is one others can see. */
export async function getRelationship(deps: SocialDeps, callerId: number, userId: number) {
  if (!(await store.userExists(deps.db, userId, true))) throw notFound(SOCIAL_TEXTS.userNotFound);
  return relationship(deps.db, callerId, userId);
}

export async function searchCommunity(deps: SocialDeps, callerId: number, query: CommunityQuery) {
  const { items, total } = await store.community(deps.db, callerId, query);
  return { items: items.map(presentCommunityPerson), total, limit: query.limit, offset: query.offset };
}

/** A user's latest goals; across an avoid, either way, the user does not exist for the caller. */
export async function goalsOf(deps: SocialDeps, callerId: number, userId: number) {
  const hidden =
    !(await store.userExists(deps.db, userId, true)) ||
    (userId !== callerId && (await store.avoidEitherWay(deps.db, callerId, userId)));
  if (hidden) throw notFound(SOCIAL_TEXTS.userNotFound);
  return presentGoals(userId, await store.latestGoals(deps.db, userId));
}

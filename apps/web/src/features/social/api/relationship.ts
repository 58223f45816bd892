import { queryOptions } from '@tanstack/react-query';
import type { Relationship } from '@parley/contracts';
import { avoided, followees, followers, reported, type PageQuery } from './lists.ts';

/** What the profile buttons need; the mutations answer a full Relationship, which has all of it. */
export type RelationshipView = Pick<Relationship, 'is_following' | 'is_avoiding' | 'is_reported' | 'followers_count'>;

const PAGE = 100;

/** Whether any page of a list holds the user, reading page after page until found or done. */
async function anyPageHas(
  load: (page: PageQuery) => Promise<{ items: unknown[]; total: number }>,
  has: (item: never) => boolean,
  signal: AbortSignal,
): Promise<boolean> {
  for (let offset = 0; ; offset += PAGE) {
    const page = await load({ limit: PAGE, offset, signal });
    if ((page.items as never[]).some(has)) return true;
    if (page.items.length < PAGE || offset + PAGE >= page.total) return false;
  }
}

/**
 * The caller's relationship with a user. The API has no call answering it directly (only the mutations do), so
 * it is read from the caller's followees, avoided and reported lists and the user's follower total.
 */
export const relationshipQueryOptions = (meId: number, userId: number) =>
  queryOptions({
    queryKey: ['social', 'relationship', meId, userId],
    queryFn: async ({ signal }): Promise<RelationshipView> => {
      const [isFollowing, isAvoiding, isReported, followerPage] = await Promise.all([
        anyPageHas(
          (p) => followees(meId, p),
          (item: { id: number }) => item.id === userId,
          signal,
        ),
        anyPageHas(avoided, (item: { id: number }) => item.id === userId, signal),
        anyPageHas(reported, (item: { user: { id: number } }) => item.user.id === userId, signal),
        followers(userId, { limit: 1, offset: 0, signal }),
      ]);
      return {
        is_following: isFollowing,
        is_avoiding: isAvoiding,
        is_reported: isReported,
        followers_count: followerPage.total,
      };
    },
  });

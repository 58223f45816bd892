import { SOCIAL_LIMITS, type Relationship, type Report, type SocialPerson } from '@parley/contracts';
import type { reports } from '../../db/schema/index.ts';
import type { PersonRow, relationshipRow } from './social.store.ts';

export const presentPerson = (row: PersonRow): SocialPerson => ({
  id: row.id,
  username: row.username,
  display_name: row.displayName,
  full_name: row.fullName,
  image: row.image,
});

export const presentRelationship = (userId: number, row: Awaited<ReturnType<typeof relationshipRow>>): Relationship => ({
  user_id: userId,
  is_following: row.isFollowing,
  is_followed_by: row.isFollowedBy,
  is_avoiding: row.isAvoiding,
  is_reported: row.isReported,
  followers_count: Number(row.followersCount),
  following_count: Number(row.followingCount),
  following_limit: SOCIAL_LIMITS.follows[row.plan],
  avoiding_count: Number(row.avoidingCount),
  avoiding_limit: SOCIAL_LIMITS.avoids[row.plan],
});

export const presentReport = (person: PersonRow, report: typeof reports.$inferSelect): Report => ({
  user: presentPerson(person),
  reason: report.reason,
  details: report.details,
  event_id: report.eventId,
  created_at: report.createdAt.toISOString(),
  updated_at: report.updatedAt.toISOString(),
});

import {
  SOCIAL_LIMITS,
  type CommunityPerson,
  type GoalsData,
  type Relationship,
  type Report,
  type SocialPerson,
  type UserGoals,
} from '@parley/contracts';
import type { reports } from '../../db/schema/index.ts';
import type { CommunityRow, PersonRow, relationshipRow } from './social.store.ts';

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

export const presentCommunityPerson = (row: CommunityRow): CommunityPerson => ({
  ...presentPerson(row),
  status: row.status,
  country: row.country,
  learning: row.learning,
  speaking: row.speaking,
  followers_count: Number(row.followersCount),
});

export const presentGoals = (userId: number, row: { data: Record<string, unknown>; createdAt: Date } | undefined): UserGoals => ({
  user_id: userId,
  // Stored only after validation against the goals schema on submit.
  goals: row ? (row.data as GoalsData) : null,
  submitted_at: row?.createdAt.toISOString() ?? null,
});

import type { PublicProfile } from '@parley/contracts';
import type { UserRow } from '../../db/schema/index.ts';

export function presentPublicProfile(row: UserRow): PublicProfile {
  return {
    id: row.id,
    username: row.username,
    bio: row.bio,
    image: row.image,
    full_name: row.fullName,
    display_name: row.displayName,
    country: row.country,
    learning: row.learning,
    speaking: row.speaking,
    status: row.status,
    profile: row.profile,
    about_me: row.aboutMe,
    created_at: row.createdAt.toISOString(),
  };
}

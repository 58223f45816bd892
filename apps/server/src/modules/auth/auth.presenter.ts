import type { PublicProfile, User } from '@parley/contracts';
import type { UserRow } from '../../db/schema/index.ts';

export function presentUser(row: UserRow, roles: string[]): User {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    bio: row.bio,
    image: row.image,
    full_name: row.fullName,
    display_name: row.displayName,
    country: row.country,
    pronouns: row.pronouns,
    date_of_birth: row.dateOfBirth,
    learning: row.learning,
    speaking: row.speaking,
    address: row.address,
    status: row.status,
    profile: row.profile,
    plan: row.plan,
    is_company: row.isCompany,
    completed_onboarding: row.completedOnboarding,
    registration_code: row.registrationCode,
    promotion_code: row.promotionCode,
    accent: row.accent,
    voice_gender: row.voiceGender,
    about_me: row.aboutMe,
    group_settings: row.groupSettings,
    is_verified: row.isVerified,
    is_guest: row.isGuest,
    roles,
    deletion_scheduled_at: row.deletionScheduledAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

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

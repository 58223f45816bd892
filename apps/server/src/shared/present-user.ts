import { PARTNER_ROLE_NAME, type User } from '@parley/contracts';
import type { UserRow } from '../db/schema/index.ts';

/** The signed-in user's own view of their row; every module that answers a User uses this one mapping. */
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
    // The partner flag is the partner role admins grant in the console (ADR 0076).
    profile: row.profile && { ...row.profile, is_partner: roles.includes(PARTNER_ROLE_NAME) },
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
    teacher_approval_pending: row.status === 'TEACHER' && row.teacherApprovedAt === null,
    deletion_scheduled_at: row.deletionScheduledAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

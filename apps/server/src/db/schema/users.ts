import type { GroupSettings } from '@parley/contracts';
import { sql } from 'drizzle-orm';
import { boolean, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export interface LanguageLevel {
  code: string;
  proficiency: number;
}
export interface Address {
  country: string | null;
  city: string | null;
  state: string | null;
  address: string | null;
  zip_code: string | null;
}
export interface TeacherProfile {
  bio: string | null;
  experience: string | null;
  tags: string[];
  teaching_style: string | null;
  video_link: string | null;
  price_per_hour: number | null;
  is_partner: boolean;
}

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    email: text('email'),
    passwordHash: text('password_hash'),
    status: text('status', { enum: ['STUDENT', 'TEACHER'] })
      .notNull()
      .default('STUDENT'),
    bio: text('bio'),
    image: text('image'),
    fullName: text('full_name'),
    displayName: text('display_name'),
    country: text('country'),
    pronouns: integer('pronouns'),
    dateOfBirth: text('date_of_birth'),
    learning: jsonb('learning').$type<LanguageLevel[]>().notNull().default([]),
    speaking: jsonb('speaking').$type<LanguageLevel[]>().notNull().default([]),
    address: jsonb('address').$type<Address>(),
    profile: jsonb('profile').$type<TeacherProfile>(),
    plan: text('plan', { enum: ['free', 'basic', 'pro', 'team'] })
      .notNull()
      .default('free'),
    isCompany: boolean('is_company').notNull().default(false),
    completedOnboarding: boolean('completed_onboarding').notNull().default(false),
    registrationCode: text('registration_code'),
    promotionCode: text('promotion_code'),
    accent: text('accent'),
    voiceGender: text('voice_gender'),
    aboutMe: text('about_me'),
    groupSettings: jsonb('group_settings').$type<GroupSettings>(),
    isVerified: boolean('is_verified').notNull().default(false),
    isGuest: boolean('is_guest').notNull().default(false),
    googleSubject: text('google_subject'),
    deletionScheduledAt: timestamp('deletion_scheduled_at', { withTimezone: true, mode: 'date' }),
    /** Set by an admin (ADR 0070): the account cannot sign in and its sessions have ended. */
    disabledAt: timestamp('disabled_at', { withTimezone: true, mode: 'date' }),
    /** When an admin approved the member's TEACHER declaration; until then they are a teacher candidate (ADR 0070). */
    teacherApprovedAt: timestamp('teacher_approved_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_username_lower_idx').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    uniqueIndex('users_google_subject_idx').on(t.googleSubject),
  ],
);

export type UserRow = typeof users.$inferSelect;

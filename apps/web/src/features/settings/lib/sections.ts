import type { UserStatus } from '@parley/contracts';

/** The settings pages built so far, each a profile sub-page of the spec (/profile/{section}). */
export const SETTINGS_SECTIONS = [
  'personal-information',
  'subscription',
  'settings',
  'notification',
  'group-settings',
  'languages',
  'preferred-accent',
  'invite-your-friends',
] as const;
export type SettingsSection = (typeof SETTINGS_SECTIONS)[number];

export const isSettingsSection = (value: string | undefined): value is SettingsSection =>
  SETTINGS_SECTIONS.some((section) => section === value);

/** Everyone's entries, then the students' own (spec §2, settings side menu); invite-your-friends is reached from the account menu. */
const COMMON: readonly SettingsSection[] = ['personal-information', 'subscription', 'settings', 'notification'];
const STUDENT_ONLY: readonly SettingsSection[] = ['group-settings', 'languages', 'preferred-accent'];

export const menuSectionsFor = (status: UserStatus): readonly SettingsSection[] =>
  status === 'STUDENT' ? [...COMMON, ...STUDENT_ONLY] : COMMON;

import { DEMO_ACCOUNT, TOUR_STEPS, languagesDataSchema, type LanguagesData, type ModuleResultInput } from '@parley/contracts';
import type { UserRow } from './schema/index.ts';
import type { Db } from '../platform/db/port.ts';
import { findUserByEmail, grantRole, insertUser } from '../modules/auth/auth.store.ts';
import { hashPassword } from '../modules/auth/passwords.ts';
import { hasSubmitted, insertResult } from '../modules/onboarding/onboarding.store.ts';

/** Demo accounts, documented in the README; the password is public on purpose. */
export const DEMO_PASSWORD = DEMO_ACCOUNT.password;

interface DemoAccount {
  email: string;
  username: string;
  fullName: string;
  status: 'STUDENT' | 'TEACHER';
  languages: LanguagesData;
}

export const DEMO_ACCOUNTS: Record<'student' | 'teacher' | 'admin', DemoAccount> = {
  student: {
    email: DEMO_ACCOUNT.email,
    username: 'demo_student',
    fullName: 'Dana Demo',
    status: 'STUDENT',
    languages: { speaking: [{ code: 'es', proficiency: 4 }], learning: [{ code: 'en', proficiency: 2 }] },
  },
  teacher: {
    email: 'teacher@parley.local',
    username: 'demo_teacher',
    fullName: 'Tom Teacher',
    status: 'TEACHER',
    languages: {
      speaking: [
        { code: 'en', proficiency: 4 },
        { code: 'es', proficiency: 3 },
      ],
      learning: [{ code: 'fr', proficiency: 1 }],
    },
  },
  admin: {
    email: 'admin@parley.local',
    username: 'parley_admin',
    fullName: 'Parley Admin',
    status: 'STUDENT',
    languages: { speaking: [{ code: 'en', proficiency: 4 }], learning: [{ code: 'de', proficiency: 1 }] },
  },
};

async function ensure(db: Db, account: DemoAccount, passwordHash: string): Promise<UserRow> {
  const existing = await findUserByEmail(db, account.email);
  if (existing) return existing;
  // Written past the API, so checked here as the API would: a proficiency of 0 once broke every community search.
  languagesDataSchema.parse(account.languages);
  return insertUser(db, {
    username: account.username,
    email: account.email,
    fullName: account.fullName,
    status: account.status,
    // Demo teachers are approved teachers (ADR 0070).
    teacherApprovedAt: account.status === 'TEACHER' ? new Date() : null,
    passwordHash,
    isVerified: true,
    completedOnboarding: true,
    speaking: account.languages.speaking,
    learning: account.languages.learning,
  });
}

/** The onboarding a demo account has been through, so demo logins go straight to the dashboard. */
async function ensureOnboarded(db: Db, user: UserRow, account: DemoAccount) {
  const answers: ModuleResultInput[] = [
    { id: 'TeacherStudentQuestionnaire', data: { status: account.status } },
    { id: 'LanguageQuestionnaire', data: account.languages },
    { id: 'OnboardingTourModule', data: { completed_all_steps: true, steps_seen: TOUR_STEPS[account.status] } },
    // Only learners are offered the feedback gift; accepted, so its dialog does not greet every demo login.
    ...(account.status === 'STUDENT' ? [{ id: 'GiftRecordingFeedbackModule', data: { accepted: true } } as const] : []),
  ];
  for (const answer of answers) {
    if (!(await hasSubmitted(db, user.id, answer.id))) await insertResult(db, user.id, answer.id, answer.data, new Date());
  }
}

/** Two more hosts (same password), so the demo's event lists are not one teacher's alone (ADR 0068). */
export const DEMO_HOSTS = {
  maya: {
    email: 'maya@parley.local',
    username: 'demo_maya',
    fullName: 'Maya Moreno',
    status: 'TEACHER',
    languages: { speaking: [{ code: 'en', proficiency: 4 }], learning: [{ code: 'it', proficiency: 1 }] },
  },
  leo: {
    email: 'leo@parley.local',
    username: 'demo_leo',
    fullName: 'Leo Lambert',
    status: 'TEACHER',
    languages: { speaking: [{ code: 'en', proficiency: 4 }], learning: [{ code: 'ja', proficiency: 1 }] },
  },
} satisfies Record<string, DemoAccount>;

/** Idempotent: safe on every start. */
export async function seedDemoData(db: Db): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  for (const account of [...Object.values(DEMO_ACCOUNTS), ...Object.values(DEMO_HOSTS)]) {
    const user = await ensure(db, account, passwordHash);
    await ensureOnboarded(db, user, account);
    if (account === DEMO_ACCOUNTS.admin) await grantRole(db, user.id, 'admin');
  }
}

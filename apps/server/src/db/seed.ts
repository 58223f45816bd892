import { DEMO_ACCOUNT } from '@parley/contracts';
import type { UserRow } from './schema/index.ts';
import type { Db } from '../platform/db/port.ts';
import { findUserByEmail, grantRole, insertUser } from '../modules/auth/auth.store.ts';
import { hashPassword } from '../modules/auth/passwords.ts';

/** Demo accounts, documented in the README; the password is public on purpose. */
export const DEMO_PASSWORD = DEMO_ACCOUNT.password;
export const DEMO_ACCOUNTS = {
  student: { email: DEMO_ACCOUNT.email, username: 'demo_student', fullName: 'Dana Demo', status: 'STUDENT' },
  teacher: { email: 'teacher@parley.local', username: 'demo_teacher', fullName: 'Tom Teacher', status: 'TEACHER' },
  admin: { email: 'admin@parley.local', username: 'parley_admin', fullName: 'Parley Admin', status: 'STUDENT' },
} as const;

async function ensure(
  db: Db,
  account: (typeof DEMO_ACCOUNTS)[keyof typeof DEMO_ACCOUNTS],
  passwordHash: string,
): Promise<UserRow> {
  const existing = await findUserByEmail(db, account.email);
  if (existing) return existing;
  return insertUser(db, {
    username: account.username,
    email: account.email,
    fullName: account.fullName,
    status: account.status,
    passwordHash,
    isVerified: true,
    completedOnboarding: true,
    speaking: [{ code: 'en', proficiency: account.status === 'TEACHER' ? 4 : 2 }],
    learning: [{ code: 'en', proficiency: 2 }],
  });
}

/** Idempotent: safe on every start. */
export async function seedDemoData(db: Db): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await ensure(db, DEMO_ACCOUNTS.student, passwordHash);
  await ensure(db, DEMO_ACCOUNTS.teacher, passwordHash);
  const admin = await ensure(db, DEMO_ACCOUNTS.admin, passwordHash);
  await grantRole(db, admin.id, 'admin');
}

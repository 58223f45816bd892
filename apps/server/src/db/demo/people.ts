import { findUserByEmail } from '../../modules/auth/auth.store.ts';
import type { Db } from '../../platform/db/port.ts';
import type { UserRow } from '../schema/index.ts';
import { DEMO_ACCOUNTS, DEMO_HOSTS } from '../seed.ts';

export interface DemoPeople {
  learner: UserRow;
  teacher: UserRow;
  admin: UserRow;
  maya: UserRow;
  leo: UserRow;
}

/** The seeded demo accounts (seedDemoData makes them first). */
export async function demoPeople(db: Db): Promise<DemoPeople> {
  const find = async (email: string) => {
    const user = await findUserByEmail(db, email);
    if (!user) throw new Error(`the demo account ${email} is not seeded`);
    return user;
  };
  return {
    learner: await find(DEMO_ACCOUNTS.student.email),
    teacher: await find(DEMO_ACCOUNTS.teacher.email),
    admin: await find(DEMO_ACCOUNTS.admin.email),
    maya: await find(DEMO_HOSTS.maya.email),
    leo: await find(DEMO_HOSTS.leo.email),
  };
}

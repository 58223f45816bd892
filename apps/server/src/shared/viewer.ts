import type { UserRow } from '../db/schema/index.ts';

/** The signed-in person a service acts for: what its permission and plan checks read. */
export type Viewer = Pick<UserRow, 'id' | 'status' | 'plan'>;

import { STOREFRONT_TEXTS } from '@parley/contracts';
import type { UserRow } from '../../db/schema/index.ts';
import { forbidden } from '../../errors.ts';

/** Every teacher call answers 403 to anyone else. */
export function mustTeach(user: Pick<UserRow, 'status'>) {
  if (user.status !== 'TEACHER') throw forbidden(STOREFRONT_TEXTS.teachersOnly);
}

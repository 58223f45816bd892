import type { User } from '@parley/contracts';

/** The spec greets users by full name, or by username when they gave none. */
export const displayNameOf = (user: Pick<User, 'full_name' | 'username'>): string => user.full_name || user.username;

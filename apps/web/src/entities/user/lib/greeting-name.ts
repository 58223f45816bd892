import type { User } from '@parley/contracts';

/**
 * How we greet the signed-in user on their own screens (welcome card, menu, profile form): the spec's "full name or
 * username". Everyone else, the user included wherever others see them, goes by contracts' `shownName`.
 */
export const greetingName = (user: Pick<User, 'full_name' | 'username'>): string => user.full_name || user.username;

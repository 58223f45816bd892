import { socialApi, type SocialPerson } from '@parley/contracts';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api/client.ts';
import { weblinkKeys } from './keys.ts';

const PAGE = 100;

/** Everyone the user follows (the people a link may be shared with), read a hundred at a time. */
async function allFollowees(userId: number, signal: AbortSignal) {
  const people: SocialPerson[] = [];
  for (;;) {
    const page = await call(socialApi.followees, { params: { userId }, query: { limit: PAGE, offset: people.length }, signal });
    people.push(...page.items);
    if (page.items.length === 0 || people.length >= page.total) return people;
  }
}

export const useFollowees = (userId: number) =>
  useQuery({ queryKey: weblinkKeys.followees(userId), queryFn: ({ signal }) => allFollowees(userId, signal) });

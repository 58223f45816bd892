import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { shownName } from '@parley/contracts';
import { ErrorAlert } from '../../../ui/ErrorAlert.tsx';
import { UserAvatar } from '../../../ui/UserAvatar.tsx';
import type { PageQuery } from '../api/lists.ts';
import '../../../entities/social/texts.ts';

export const PEOPLE_PAGE_SIZE = 10;

/** What a row shows: the person, and under the name their username or what the list adds (a match's event). */
export interface PersonRow {
  id: number;
  username: string;
  display_name: string | null;
  full_name?: string | null;
  image: string | null;
  secondary?: ReactNode;
}

interface Props<T> {
  queryKey: readonly unknown[];
  load: (page: PageQuery) => Promise<{ items: T[]; total: number; offset: number }>;
  row: (item: T) => PersonRow;
  empty: string;
  label: string;
  selected: number | null;
  onSelect: (userId: number) => void;
}

/** One tab of connections: people, newest first, with "See more" while more are left. */
export function PeopleList<T>({ queryKey, load, row, empty, label, selected, onSelect }: Props<T>) {
  const { t } = useTranslation();
  const people = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam, signal }) => load({ limit: PEOPLE_PAGE_SIZE, offset: pageParam, signal }),
    initialPageParam: 0,
    getNextPageParam: (last) =>
      last.offset + last.items.length < last.total && last.items.length > 0 ? last.offset + last.items.length : undefined,
  });
  if (people.isPending) {
    return (
      <Box role="status" aria-label={t('app.loading')}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} variant="rounded" height={56} sx={{ mt: 1 }} />
        ))}
      </Box>
    );
  }
  if (people.isError) return <ErrorAlert error={people.error} />;
  const rows = people.data.pages.flatMap((page) => page.items.map(row));
  if (rows.length === 0) return <Typography sx={{ py: 3 }}>{empty}</Typography>;
  return (
    <>
      <List aria-label={label}>
        {rows.map((person) => (
          <ListItem key={person.id} disablePadding>
            <ListItemButton selected={selected === person.id} onClick={() => onSelect(person.id)}>
              <ListItemAvatar>
                <UserAvatar name={shownName(person)} image={person.image} size={40} />
              </ListItemAvatar>
              <ListItemText primary={shownName(person)} secondary={person.secondary ?? `@${person.username}`} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
      {people.hasNextPage && (
        <Button onClick={() => void people.fetchNextPage()} disabled={people.isFetchingNextPage}>
          {t('social.connections.seeMore')}
        </Button>
      )}
    </>
  );
}

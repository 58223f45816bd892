import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { ErrorAlert } from '../../../ui/ErrorAlert.tsx';
import { searchCommunity } from '../api/community.ts';
import { communityQuery, hasFilters, type CommunityFilters } from '../lib/community-filters.ts';
import { PersonCard } from './PersonCard.tsx';
import '../../../entities/social/texts.ts';

export const COMMUNITY_PAGE_SIZE = 12;

const grid = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', xl: 'repeat(3, minmax(0, 1fr))' },
  p: 0,
  m: 0,
} as const;

/** The people matching the filters, a page at a time with "See more". */
export function CommunityResults({
  filters,
  onClear,
  empty,
}: {
  filters: CommunityFilters;
  onClear?: () => void;
  /** What shows when nobody matches, instead of the search's "No people found" (the bubble's suggestions). */
  empty?: ReactNode;
}) {
  const { t } = useTranslation();
  const people = useInfiniteQuery({
    queryKey: ['social', 'community', filters],
    queryFn: ({ pageParam, signal }) => searchCommunity(communityQuery(filters, COMMUNITY_PAGE_SIZE, pageParam), signal),
    initialPageParam: 0,
    getNextPageParam: (last) =>
      last.offset + last.items.length < last.total && last.items.length > 0 ? last.offset + last.items.length : undefined,
  });

  if (people.isPending) {
    return (
      <Box role="status" aria-label={t('app.loading')} sx={grid}>
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} variant="rounded" height={128} />
        ))}
      </Box>
    );
  }
  if (people.isError) return <ErrorAlert error={people.error} />;
  const items = people.data.pages.flatMap((page) => page.items);
  const total = people.data.pages[0]?.total ?? 0;
  if (items.length === 0) {
    return (
      empty ?? (
        <EmptyState
          title={t('social.community.empty')}
          hint={t('social.community.emptyHint')}
          action={hasFilters(filters) && onClear && <Button onClick={onClear}>{t('social.community.clear')}</Button>}
        />
      )
    );
  }
  return (
    <>
      <Typography color="text.secondary" role="status" sx={{ mb: 1 }}>
        {t('social.community.found', { count: total })}
      </Typography>
      <Box component="ul" aria-label={t('social.community.results')} sx={grid}>
        {items.map((person) => (
          <PersonCard key={person.id} person={person} />
        ))}
      </Box>
      {people.hasNextPage && (
        <Button sx={{ mt: 2 }} onClick={() => void people.fetchNextPage()} disabled={people.isFetchingNextPage}>
          {t('social.community.seeMore')}
        </Button>
      )}
    </>
  );
}

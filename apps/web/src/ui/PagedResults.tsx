import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from './ErrorAlert.tsx';

interface Common<T> {
  /** A search's pages, as the server answers them ({items, total}). */
  results: UseInfiniteQueryResult<InfiniteData<{ items: T[]; total: number }>>;
  /** "12 links": how many the search found. */
  found: (total: number) => string;
  seeMore: string;
  /** What shows when nothing is found: the empty state (or the "no match" one, while searching). */
  empty: ReactNode;
}

type Props<T> = Common<T> &
  (
    | {
        /** The list's name for screen readers ("Your links"). */
        label: string;
        item: (item: T) => ReactNode;
      }
    | {
        /** Every item loaded so far, shown at once: a table, whose rows cannot stand in a list. */
        table: (items: T[]) => ReactNode;
      }
  );

/** A searched list or table, a page at a time: skeletons while the first loads, the count, the items and "See more". */
export function PagedResults<T>(props: Props<T>) {
  const { results, found, seeMore, empty } = props;
  const { t } = useTranslation();
  if (results.isPending) {
    return (
      <Box role="status" aria-label={t('app.loading')}>
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} variant="rounded" height={72} sx={{ mb: 1 }} />
        ))}
      </Box>
    );
  }
  if (results.isError) return <ErrorAlert error={results.error} />;
  const items = results.data.pages.flatMap((page) => page.items);
  if (items.length === 0) return empty;
  return (
    <>
      <Typography color="text.secondary" role="status">
        {found(results.data.pages[0]?.total ?? 0)}
      </Typography>
      {'table' in props ? (
        props.table(items)
      ) : (
        <Box component="ul" aria-label={props.label} sx={{ p: 0, m: 0 }}>
          {items.map(props.item)}
        </Box>
      )}
      {results.hasNextPage && (
        <Button sx={{ mt: 2 }} onClick={() => void results.fetchNextPage()} disabled={results.isFetchingNextPage}>
          {seeMore}
        </Button>
      )}
    </>
  );
}

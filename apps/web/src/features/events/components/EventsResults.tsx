import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Pagination from '@mui/material/Pagination';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { ErrorAlert } from '../../../ui/ErrorAlert.tsx';
import { useEventsList } from '../api/events-list.ts';
import { EVENTS_PAGE_SIZE, eventsQuery, hasEventFilters, type EventFilters } from '../lib/event-filters.ts';
import { EventCard } from './EventCard.tsx';
import '../texts.ts';

const grid = {
  display: 'grid',
  gap: 2,
  // As many columns of at least 260 px as fit: the list shares its width with the testimonials on wide screens.
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(260px, 100%), 1fr))',
  p: 0,
  m: 0,
} as const;

interface Props {
  filters: EventFilters;
  onChange: (filters: EventFilters) => void;
  onClear: () => void;
}

/** The events matching the filters, a page at a time; the spec's "Page not found" when the list fails. */
export function EventsResults({ filters, onChange, onClear }: Props) {
  const { t } = useTranslation();
  const events = useEventsList(eventsQuery(filters));

  if (events.isPending) {
    return (
      <Box role="status" aria-label={t('app.loading')} sx={grid}>
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} variant="rounded" height={220} />
        ))}
      </Box>
    );
  }
  if (events.isError) {
    return (
      <Box sx={{ py: 4, textAlign: 'center' }}>
        <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 2 }}>
          {t('events.list.failed')}
        </Typography>
        <ErrorAlert error={events.error} />
        <Button sx={{ mt: 2 }} onClick={() => void events.refetch()}>
          {t('events.list.retry')}
        </Button>
      </Box>
    );
  }
  const { items, total } = events.data;
  if (items.length === 0) {
    return (
      <EmptyState
        title={t('events.list.empty')}
        hint={t('events.list.emptyHint')}
        action={hasEventFilters(filters) && <Button onClick={onClear}>{t('events.filters.clear')}</Button>}
      />
    );
  }
  const pages = Math.ceil(total / EVENTS_PAGE_SIZE);
  return (
    <>
      <Box component="ul" aria-label={t('events.list.results')} aria-busy={events.isPlaceholderData} sx={grid}>
        {items.map((event) => (
          <EventCard key={event.event_id} event={event} />
        ))}
      </Box>
      {pages > 1 && (
        <Pagination
          sx={{ mt: 3, display: 'flex', justifyContent: 'center' }}
          count={pages}
          page={filters.page}
          onChange={(_, page) => onChange({ ...filters, page })}
          aria-label={t('events.list.pages')}
        />
      )}
    </>
  );
}

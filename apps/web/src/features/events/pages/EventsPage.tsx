import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ROUTES } from '@parley/contracts';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { generatePath, useNavigate, useSearchParams } from 'react-router';
import { EventsResults } from '../components/EventsResults.tsx';
import { LazyEventFilterBar } from '../components/LazyEventFilterBar.tsx';
import { LazyEventFormDialog, LazyHowItWorksDialog } from '../components/LazyDialogs.tsx';
import { Testimonials } from '../components/Testimonials.tsx';
import { eventFiltersFromSearch, NO_EVENT_FILTERS, searchFromEventFilters, type EventFilters } from '../lib/event-filters.ts';
import '../texts.ts';

/**
 * "English Events": the filters live in the address (back, reload and shared links keep them), the testimonials
 * sit beside the list on wide screens and under it on small ones.
 */
export function EventsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const [dialog, setDialog] = useState<'how' | 'create' | null>(null);
  const filters = eventFiltersFromSearch(search);
  const apply = (next: EventFilters) => setSearch(searchFromEventFilters(next));
  return (
    <Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', mb: 3 }}>
        <Box>
          <Typography variant="h1" sx={{ mb: 1 }}>
            {t('events.title')}
          </Typography>
          <Typography color="text.secondary">{t('events.intro')}</Typography>
        </Box>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', flexShrink: 0 }}>
          <Button onClick={() => setDialog('how')}>{t('events.howItWorks')}</Button>
          <Button variant="contained" onClick={() => setDialog('create')}>
            {t('events.host')}
          </Button>
        </Stack>
      </Stack>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 260px' } }}>
        <Box>
          <LazyEventFilterBar filters={filters} onChange={apply} />
          <EventsResults filters={filters} onChange={apply} onClear={() => apply(NO_EVENT_FILTERS)} />
        </Box>
        <Box>
          <Testimonials />
        </Box>
      </Box>
      <Suspense fallback={null}>
        {dialog === 'how' && <LazyHowItWorksDialog open onClose={() => setDialog(null)} />}
        {dialog === 'create' && (
          <LazyEventFormDialog
            event={null}
            onClose={() => setDialog(null)}
            onSaved={(event) => void navigate(generatePath(ROUTES.event, { eventId: event.event_id }))}
          />
        )}
      </Suspense>
    </Box>
  );
}

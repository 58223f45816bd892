import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { shownName, ROUTES, type AdminEvent } from '@parley/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { generatePath, Link as RouterLink } from 'react-router';
import { shortDateTime } from '../../../lib/format/date-time.ts';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { PagedResults } from '../../../ui/PagedResults.tsx';
import { useAdminEvents, useCancelEvent } from '../api/events.ts';
import '../texts.ts';
import { ItemCard } from './ItemCard.tsx';
import { NoteDialog, type NoteAsk } from './NoteDialog.tsx';
import { SearchField } from './SearchField.tsx';

/** Events: the upcoming ones, searched by title; an admin cancels one as its host would. */
export function EventsSection() {
  const { t } = useTranslation();
  const [q, setQ] = useState('');
  const results = useAdminEvents(q);
  const cancel = useCancelEvent(t('admin.events.cancelled'));
  const [ask, setAsk] = useState<NoteAsk | null>(null);
  const confirm = (event: AdminEvent) =>
    setAsk({
      title: t('admin.events.cancelTitle', { title: event.title }),
      text: t('admin.events.cancelText'),
      confirmLabel: t('admin.events.cancel'),
      cancelLabel: t('admin.events.keep'),
      onConfirm: (note) => cancel.mutate({ eventId: event.event_id, note }, { onSuccess: () => setAsk(null) }),
    });
  return (
    <>
      <SearchField label={t('admin.events.search')} help={t('admin.events.searchHelp')} onSearch={setQ} />
      <PagedResults
        results={results}
        label={t('admin.events.label')}
        found={(count) => t('admin.events.found', { count })}
        seeMore={t('admin.seeMore')}
        empty={<EmptyState title={t('admin.events.empty')} hint={t('admin.events.emptyHint')} />}
        item={(event) => (
          <ItemCard
            key={event.event_id}
            title={
              <Link component={RouterLink} to={generatePath(ROUTES.event, { eventId: event.short_event_id })}>
                {event.title}
              </Link>
            }
            actions={
              <Button color="error" variant="outlined" onClick={() => confirm(event)}>
                {t('admin.events.cancel')}
              </Button>
            }
          >
            <Typography color="text.secondary">
              {t('admin.events.when', { start: shortDateTime(event.start_time_utc), end: shortDateTime(event.end_time_utc) })}
            </Typography>
            <Typography>
              {t('admin.events.host', { name: shownName(event.host) })} ·{' '}
              {t('admin.events.participants', { count: event.participants })}
            </Typography>
            {event.is_private && <Chip size="small" label={t('admin.events.private')} sx={{ mt: 1 }} />}
          </ItemCard>
        )}
      />
      {ask && <NoteDialog ask={ask} busy={cancel.isPending} onClose={() => setAsk(null)} />}
    </>
  );
}

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Event } from '@parley/contracts';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText } from '../../../lib/api/api-error.ts';
import { useUser } from '../../../lib/session/session.ts';
import { ErrorAlert } from '../../../ui/ErrorAlert.tsx';
import { showToast } from '../../../ui/toast/toast-store.ts';
import { useCancelEvent } from '../api/event-writes.ts';
import { useMyEvents } from '../api/my-events.ts';
import { CancelEventDialog } from '../components/CancelEventDialog.tsx';
import { LazyEventFormDialog } from '../components/LazyDialogs.tsx';
import { MyEventRow } from '../components/MyEventRow.tsx';
import '../texts.ts';

/** /dashboard/workshops: the events I host or go to, with edit and cancel for mine. */
export function WorkshopsPage() {
  const { t } = useTranslation();
  const user = useUser();
  const events = useMyEvents();
  const cancel = useCancelEvent();
  const [editing, setEditing] = useState<Event | 'new' | null>(null);
  const [cancelling, setCancelling] = useState<Event | null>(null);

  return (
    <Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', mb: 2 }}>
        <Box>
          <Typography variant="h1" sx={{ mb: 1 }}>
            {t('events.workshops.title')}
          </Typography>
          <Typography color="text.secondary">{t('events.workshops.intro')}</Typography>
        </Box>
        <Button variant="contained" onClick={() => setEditing('new')} sx={{ alignSelf: 'flex-start' }}>
          {t('events.host')}
        </Button>
      </Stack>
      {events.isPending ? (
        <Stack spacing={1} role="status" aria-label={t('app.loading')}>
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} variant="rounded" height={64} />
          ))}
        </Stack>
      ) : events.isError ? (
        <ErrorAlert error={events.error} />
      ) : events.data.items.length === 0 ? (
        <Typography role="status" sx={{ py: 4 }}>
          {t('events.workshops.empty')}
        </Typography>
      ) : (
        <List aria-label={t('events.workshops.list')}>
          {events.data.items.map((event) => (
            <MyEventRow
              key={event.event_id}
              event={event}
              hosting={event.host.id === user?.id}
              onEdit={() => setEditing(event)}
              onCancel={() => setCancelling(event)}
            />
          ))}
        </List>
      )}
      <Suspense fallback={null}>
        {editing && <LazyEventFormDialog event={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      </Suspense>
      <CancelEventDialog
        open={cancelling !== null}
        pending={cancel.isPending}
        onClose={() => setCancelling(null)}
        onConfirm={() =>
          cancelling &&
          cancel.mutate(cancelling.event_id, {
            onSuccess: () => setCancelling(null),
            onError: (error) => showToast(failureText(error), 'error'),
          })
        }
      />
    </Box>
  );
}

import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { ROUTES, type Event } from '@parley/contracts';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { generatePath, useNavigate } from 'react-router';
import { failureText } from '../../../lib/api/api-error.ts';
import { showToast } from '../../../ui/toast/toast-store.ts';
import { useCancelEvent, useStartEventNow } from '../api/event-writes.ts';
import { CancelEventDialog } from './CancelEventDialog.tsx';
import { LazyEventFormDialog } from './LazyDialogs.tsx';
import '../texts.ts';

/** The host's lobby: start now (or jump in once live), edit, and cancel after a confirmation. */
export function HostActions({ event }: { event: Event }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [open, setOpen] = useState<'cancel' | 'edit' | null>(null);
  const start = useStartEventNow();
  const cancel = useCancelEvent();
  const liveRoom = generatePath(ROUTES.live, { eventId: event.short_event_id });
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {event.is_live ? (
        <Button variant="contained" onClick={() => void navigate(liveRoom)}>
          {t('events.lobby.jumpIn')}
        </Button>
      ) : (
        <Button
          variant="contained"
          loading={start.isPending}
          onClick={() =>
            start.mutate(event.event_id, {
              onSuccess: () => void navigate(liveRoom),
              onError: (error) => showToast(failureText(error), 'error'),
            })
          }
        >
          {t('events.lobby.startNow')}
        </Button>
      )}
      <Button onClick={() => setOpen('edit')}>{t('events.lobby.edit')}</Button>
      <Button color="error" onClick={() => setOpen('cancel')}>
        {t('events.lobby.cancelEvent')}
      </Button>
      <CancelEventDialog
        open={open === 'cancel'}
        pending={cancel.isPending}
        onClose={() => setOpen(null)}
        onConfirm={() =>
          cancel.mutate(event.event_id, {
            // The lobby then shows the cancelled message in place of these buttons.
            onSuccess: () => setOpen(null),
            onError: (error) => showToast(failureText(error), 'error'),
          })
        }
      />
      <Suspense fallback={null}>
        {open === 'edit' && <LazyEventFormDialog event={event} onClose={() => setOpen(null)} />}
      </Suspense>
    </Stack>
  );
}

import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ROUTES, type Event } from '@parley/contracts';
import { useTranslation } from 'react-i18next';
import { generatePath, useNavigate } from 'react-router';
import type { useParticipation } from '../lib/use-participation.ts';
import { AddToCalendar } from './AddToCalendar.tsx';
import { ReminderNote } from './ReminderNote.tsx';
import '../texts.ts';

interface Props {
  event: Event;
  participation: ReturnType<typeof useParticipation>;
}

/** The lobby of a participant: "You are going" with the reminders, then Jump in (live) or Add to Calendar, and leave. */
export function LobbyGoing({ event, participation }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <>
      {participation.joined && (
        <Alert severity="success">
          <Typography sx={{ fontWeight: 600 }}>{t('events.lobby.youAreGoing')}</Typography>
          {!event.is_live && <ReminderNote event={event} participation={participation} />}
        </Alert>
      )}
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {event.is_live ? (
          <Button variant="contained" onClick={() => void navigate(generatePath(ROUTES.live, { eventId: event.short_event_id }))}>
            {t('events.lobby.jumpIn')}
          </Button>
        ) : (
          <AddToCalendar event={event} />
        )}
        <Button onClick={() => participation.leave(event.event_id)} disabled={participation.pending}>
          {t('events.lobby.leave')}
        </Button>
      </Stack>
    </>
  );
}

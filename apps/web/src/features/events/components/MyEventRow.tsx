import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ROUTES, type Event } from '@parley/contracts';
import { useTranslation } from 'react-i18next';
import { generatePath, Link as RouterLink } from 'react-router';
import { eventTime } from '../lib/labels.ts';
import { LiveChip } from './LiveChip.tsx';
import '../texts.ts';

interface Props {
  event: Event;
  hosting: boolean;
  onEdit: () => void;
  onCancel: () => void;
}

/** One of my events: what it is, my part in it, and what I can still do with it. */
export function MyEventRow({ event, hosting, onEdit, onCancel }: Props) {
  const { t } = useTranslation();
  const open = !event.is_cancelled && !event.is_ended;
  return (
    <ListItem divider sx={{ px: 0, py: 1.5, alignItems: 'flex-start', flexWrap: 'wrap', gap: 1 }}>
      <Stack sx={{ flex: 1, minWidth: 200 }} spacing={0.5}>
        <Typography component="h2" sx={{ fontWeight: 600, fontSize: '1.05rem' }}>
          {event.event_title}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography variant="body2" color="text.secondary">
            <time dateTime={event.start_time_utc}>{eventTime(event.start_time_utc)}</time>
          </Typography>
          <Chip size="small" label={t(hosting ? 'events.workshops.hosting' : 'events.workshops.going')} />
          {event.is_live && <LiveChip />}
          {event.is_cancelled && <Chip size="small" color="warning" label={t('events.workshops.cancelled')} />}
          {event.is_ended && !event.is_cancelled && <Chip size="small" label={t('events.workshops.ended')} />}
        </Stack>
      </Stack>
      <Stack direction="row" spacing={1}>
        <Button
          component={RouterLink}
          to={generatePath(ROUTES.event, { eventId: event.event_id })}
          aria-label={`${t('events.workshops.open')}: ${event.event_title}`}
        >
          {t('events.workshops.open')}
        </Button>
        {hosting && open && (
          <>
            <Button onClick={onEdit} aria-label={`${t('events.workshops.edit')}: ${event.event_title}`}>
              {t('events.workshops.edit')}
            </Button>
            <Button color="error" onClick={onCancel} aria-label={`${t('events.workshops.cancel')}: ${event.event_title}`}>
              {t('events.workshops.cancel')}
            </Button>
          </>
        )}
      </Stack>
    </ListItem>
  );
}

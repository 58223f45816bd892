import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ROUTES, shownName, type Event } from '@parley/contracts';
import { useTranslation } from 'react-i18next';
import { generatePath, Link as RouterLink } from 'react-router';
import { UserAvatar } from '../../../ui/UserAvatar.tsx';
import { eventTime } from '../lib/labels.ts';
import { EventFacts } from './EventFacts.tsx';
import { LiveChip } from './LiveChip.tsx';
import { ParticipantAvatars } from './ParticipantAvatars.tsx';
import '../texts.ts';

/** One event in the list; the whole card opens the event page. */
export function EventCard({ event }: { event: Event }) {
  const { t } = useTranslation();
  const host = shownName(event.host);
  return (
    <Card variant="outlined" component="li" sx={{ listStyle: 'none', height: '100%' }}>
      <CardActionArea
        component={RouterLink}
        to={generatePath(ROUTES.event, { eventId: event.event_id })}
        sx={{ height: '100%', display: 'flex', alignItems: 'flex-start' }}
      >
        <CardContent sx={{ width: '100%' }}>
          <Stack spacing={1.5}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
                <UserAvatar name={host} image={event.host.image} size={32} />
                <Typography variant="body2" color="text.secondary" noWrap>
                  {t('events.card.hostedBy', { name: host })}
                </Typography>
              </Stack>
              {event.is_live && <LiveChip />}
              {event.is_cancelled && <Chip size="small" label={t('events.card.cancelled')} />}
            </Stack>
            <Typography component="h2" sx={{ fontWeight: 600, fontSize: '1.1rem', wordBreak: 'break-word' }}>
              {event.event_title}
            </Typography>
            <Typography variant="body2">
              <time dateTime={event.start_time_utc}>{eventTime(event.start_time_utc)}</time>
            </Typography>
            <EventFacts event={event} />
            <ParticipantAvatars event={event} />
          </Stack>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

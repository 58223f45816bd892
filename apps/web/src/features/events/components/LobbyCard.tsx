import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ROUTES, type Event, type User } from '@parley/contracts';
import type { QueryKey } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { generatePath, Link as RouterLink, useLocation, useNavigate } from 'react-router';
import type { RedirectState } from '../../../lib/redirect-state.ts';
import { useParticipation } from '../lib/use-participation.ts';
import { AddToCalendar } from './AddToCalendar.tsx';
import { HostActions } from './HostActions.tsx';
import { ReminderNote } from './ReminderNote.tsx';

type Role = 'host' | 'participant' | 'other';

const roleOf = (event: Event, user: User | null): Role =>
  !user
    ? 'other'
    : event.host.id === user.id
      ? 'host'
      : event.participants.some((p) => p.id === user.id)
        ? 'participant'
        : 'other';

const HEADINGS = { host: 'events.lobby.hosting', participant: 'events.lobby.going', other: 'events.lobby.notGoing' } as const;

/** The spec's three lobby states (host, participant, anyone else) as one card with one primary action. */
export function LobbyCard({ event, user, queryKey }: { event: Event; user: User | null; queryKey: QueryKey }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const participation = useParticipation(queryKey, user);
  const role = roleOf(event, user);
  const liveRoom = generatePath(ROUTES.live, { eventId: event.short_event_id });

  if (event.is_cancelled || event.is_ended) {
    return (
      <Alert severity="info">
        {t(event.is_ended ? 'events.page.ended' : role === 'host' ? 'events.lobby.cancelledMessage' : 'events.page.cancelled')}
      </Alert>
    );
  }

  const attend = () => {
    if (!user) {
      const state: RedirectState = {
        from: { pathname: location.pathname, search: location.search, hash: location.hash },
        notice: 'loginRequired',
      };
      void navigate(ROUTES.login, { state });
    } else if (event.is_live) void navigate(liveRoom);
    else participation.join(event.event_id);
  };
  const jumpIn = (
    <Button variant="contained" onClick={() => void navigate(liveRoom)}>
      {t('events.lobby.jumpIn')}
    </Button>
  );

  return (
    <Card component="section" aria-labelledby="lobby-state" variant="outlined">
      <CardContent>
        <Stack spacing={2}>
          <Typography id="lobby-state" variant="h2" sx={{ fontSize: '1.25rem' }}>
            {t(HEADINGS[role])}
          </Typography>
          {role === 'host' && <HostActions event={event} />}
          {role === 'participant' && (
            <>
              {participation.joined && (
                <Alert severity="success">
                  <Typography sx={{ fontWeight: 600 }}>{t('events.lobby.youAreGoing')}</Typography>
                  {!event.is_live && <ReminderNote event={event} participation={participation} />}
                </Alert>
              )}
              <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
                {event.is_live ? jumpIn : <AddToCalendar event={event} />}
                <Button onClick={() => participation.leave(event.event_id)} disabled={participation.pending}>
                  {t('events.lobby.leave')}
                </Button>
              </Stack>
            </>
          )}
          {role === 'other' && (
            <>
              {event.is_full && !event.is_live && <Typography color="text.secondary">{t('events.lobby.full')}</Typography>}
              <Button
                variant="contained"
                size="large"
                onClick={attend}
                disabled={participation.pending || (event.is_full && !event.is_live)}
                sx={{ alignSelf: 'flex-start' }}
              >
                {t('events.lobby.attend')}
              </Button>
            </>
          )}
          {!event.is_live && role !== 'participant' && (
            <Stack direction="row">
              <AddToCalendar event={event} variant="text" />
            </Stack>
          )}
          {participation.limitReached && (
            <Alert severity="warning">
              <Typography sx={{ fontWeight: 600 }}>{t('events.lobby.limitTitle')}</Typography>
              <Link component={RouterLink} to={ROUTES.pricing}>
                {t('events.lobby.upgrade')}
              </Link>
            </Alert>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}

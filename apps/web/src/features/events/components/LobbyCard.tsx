import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ROUTES, type Event, type User } from '@parley/contracts';
import type { QueryKey } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useParticipation } from '../lib/use-participation.ts';
import { AddToCalendar } from './AddToCalendar.tsx';
import { HostActions } from './HostActions.tsx';
import { LobbyAttend } from './LobbyAttend.tsx';
import { LobbyGoing } from './LobbyGoing.tsx';
import '../texts.ts';

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
  const participation = useParticipation(queryKey, user);
  const role = roleOf(event, user);

  if (event.is_cancelled || event.is_ended) {
    return (
      <Alert severity="info">
        {t(event.is_ended ? 'events.page.ended' : role === 'host' ? 'events.lobby.cancelledMessage' : 'events.page.cancelled')}
      </Alert>
    );
  }

  return (
    <Card component="section" aria-labelledby="lobby-state" variant="outlined">
      <CardContent>
        <Stack spacing={2}>
          <Typography id="lobby-state" variant="h2" sx={{ fontSize: '1.25rem' }}>
            {t(HEADINGS[role])}
          </Typography>
          {role === 'host' && <HostActions event={event} />}
          {role === 'participant' && <LobbyGoing event={event} participation={participation} />}
          {role === 'other' && <LobbyAttend event={event} user={user} participation={participation} />}
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

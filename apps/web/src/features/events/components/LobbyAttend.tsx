import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { ROUTES, type Event, type User } from '@parley/contracts';
import { useTranslation } from 'react-i18next';
import { generatePath, useLocation, useNavigate } from 'react-router';
import type { RedirectState } from '../../../lib/redirect-state.ts';
import type { useParticipation } from '../lib/use-participation.ts';
import '../texts.ts';

interface Props {
  event: Event;
  user: User | null;
  participation: ReturnType<typeof useParticipation>;
}

/**
 * "I want to participate": a guest logs in first and comes back here; a live event opens its room; otherwise the
 * user joins the event. A full event that has not started takes nobody.
 */
export function LobbyAttend({ event, user, participation }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const full = event.is_full && !event.is_live;
  const attend = () => {
    if (!user) {
      const state: RedirectState = {
        from: { pathname: location.pathname, search: location.search, hash: location.hash },
        notice: 'loginRequired',
      };
      void navigate(ROUTES.login, { state });
    } else if (event.is_live) void navigate(generatePath(ROUTES.live, { eventId: event.short_event_id }));
    else participation.join(event.event_id);
  };
  return (
    <>
      {full && <Typography color="text.secondary">{t('events.lobby.full')}</Typography>}
      <Button
        variant="contained"
        size="large"
        onClick={attend}
        disabled={participation.pending || full}
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('events.lobby.attend')}
      </Button>
    </>
  );
}

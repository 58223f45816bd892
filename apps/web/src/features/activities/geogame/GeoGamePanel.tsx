import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GeoGameView, GeoPoint, LivePerson } from '@parley/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText } from '../../../lib/api/api-error.ts';
import type { MessageFeed } from '../../../lib/realtime/message-feed.ts';
import { showToast } from '../../../ui/toast/toast-store.ts';
import { newGeoGame, nextGeoRound, placeGeoGuess } from '../api/geogame.ts';
import { GameBar } from '../components/GameBar.tsx';
import { NewGameButton } from '../components/NewGameButton.tsx';
import { Scoreboard } from '../components/Scoreboard.tsx';
import { personNames } from '../lib/person-names.ts';
import { CityCard } from './CityCard.tsx';
import { geoStatus } from './geo-status.ts';
import { RoundResults } from './RoundResults.tsx';
import { useGeoGame } from './use-geo-game.ts';
import { WorldMap } from './WorldMap.tsx';
import '../texts.ts';

interface Props {
  eventId: string;
  roomId: string;
  view: GeoGameView;
  meId: number;
  isHost: boolean;
  roomPeople: LivePerson[];
  feed: MessageFeed;
}

const onError = (err: unknown) => showToast(failureText(err), 'error');

/**
 * The room's geography game (ADR 0053): who describes, the clock, the describer's city card, the map the others put
 * their pins on, each round's results with useful words, and the scores. The server decides every step; this shows it.
 */
export function GeoGamePanel({ eventId, roomId, view, meId, isHost, roomPeople, feed }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  const { game, results } = useGeoGame(eventId, roomId, view, feed);
  const nameOf = personNames(roomPeople, meId, t('activities.geogame.you'));
  const iDescribe = view.describer_id === meId;
  const describing = view.phase === 'describing';
  const running = describing || view.phase === 'round_over';
  const guessed = view.guessed_ids.includes(meId);

  return (
    <Box component="section" aria-labelledby={titleId} sx={{ m: 1, display: 'flex', flexDirection: 'column', gap: 1 }}>
      <GameBar
        title={t('activities.geogame.title')}
        titleId={titleId}
        round={view.round}
        roundsTotal={view.rounds_total}
        endsAt={view.ends_at}
        pause={view.phase === 'round_over'}
        moveOn={
          running && (isHost || iDescribe)
            ? {
                label: describing ? t('activities.geogame.endGuessing') : t('activities.game.next'),
                run: () => nextGeoRound(eventId),
              }
            : null
        }
      />
      <Typography role="status" aria-live="polite" sx={{ fontWeight: 600 }}>
        {geoStatus(view, { meId, city: game?.card?.name ?? null, nameOf }, t)}
      </Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Box sx={{ flexGrow: 1, minWidth: 0, width: '100%' }}>
          {(view.phase === 'waiting' || view.phase === 'finished') && (
            <NewGameButton again={view.phase === 'finished'} start={() => newGeoGame(eventId)} />
          )}
          {describing && iDescribe && game?.card && <CityCard card={game.card} />}
          {describing && !iDescribe && !guessed && <PlacePin key={view.round} eventId={eventId} />}
          {describing && !iDescribe && guessed && game?.my_guess && (
            <WorldMap
              label={t('activities.geogame.map')}
              pins={[{ id: 'mine', point: game.my_guess, label: nameOf(meId), tone: 'mine' }]}
            />
          )}
          {results?.last_round && view.phase !== 'describing' && (
            <Box sx={{ mt: view.phase === 'finished' ? 2 : 0 }}>
              <RoundResults round={results.last_round} meId={meId} nameOf={nameOf} />
            </Box>
          )}
        </Box>
        {view.scores.length > 0 && (
          <Box sx={{ width: { xs: '100%', md: 240 }, flexShrink: 0 }}>
            <Scoreboard
              title={view.phase === 'finished' ? t('activities.geogame.results') : t('activities.geogame.scores')}
              scores={view.scores}
              nameOf={nameOf}
              statusOf={(id) =>
                describing && id === view.describer_id
                  ? t('activities.geogame.describesNow')
                  : describing && view.guessed_ids.includes(id)
                    ? t('activities.geogame.hasGuessed')
                    : null
              }
            />
          </Box>
        )}
      </Stack>
    </Box>
  );
}

/** A guesser moves their pin on the map, then places it: once a round. */
function PlacePin({ eventId }: { eventId: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [point, setPoint] = useState<GeoPoint | null>(null);
  const place = useMutation({
    mutationFn: (at: GeoPoint) => placeGeoGuess(eventId, at),
    onSuccess: () => {
      showToast(t('activities.geogame.placed'), 'success');
      void queryClient.invalidateQueries({ queryKey: ['geogame', eventId] });
    },
    onError,
  });
  return (
    <Stack spacing={1}>
      <WorldMap label={t('activities.geogame.map')} pins={[]} draft={{ point, onMove: setPoint }} />
      <Box>
        <Button variant="contained" disabled={!point} loading={place.isPending} onClick={() => point && place.mutate(point)}>
          {t('activities.geogame.place')}
        </Button>
      </Box>
    </Stack>
  );
}

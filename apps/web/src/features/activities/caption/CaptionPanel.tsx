import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { CaptionView, LivePerson } from '@parley/contracts';
import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText } from '../../../lib/api/api-error.ts';
import { showToast } from '../../../ui/toast/toast-store.ts';
import { newCaptionGame, nextCaptionStep, setCaptionCorrections } from '../api/caption.ts';
import { GameBar } from '../components/GameBar.tsx';
import { NewGameButton } from '../components/NewGameButton.tsx';
import { Scoreboard } from '../components/Scoreboard.tsx';
import { personNames } from '../lib/person-names.ts';
import { CaptionBallot } from './CaptionBallot.tsx';
import { CaptionForm } from './CaptionForm.tsx';
import { CaptionRoundCard } from './CaptionRoundCard.tsx';
import { captionStatus } from './caption-status.ts';
import { useCaptionGame } from './use-caption-game.ts';
import '../texts.ts';

interface Props {
  eventId: string;
  roomId: string;
  view: CaptionView;
  meId: number;
  isHost: boolean;
  roomPeople: LivePerson[];
  microphone: MediaStreamTrack | null;
}

/**
 * The room's Caption this (ADR 0055): the picture, the caption form, the ballot, each round's card with votes,
 * corrections and useful words, and the scores. The server decides every step; this shows it.
 */
export function CaptionPanel({ eventId, roomId, view, meId, isHost, roomPeople, microphone }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  const game = useCaptionGame(eventId, roomId, view);
  const nameOf = personNames(roomPeople, meId, t('activities.caption.you'));
  const running = view.phase === 'writing' || view.phase === 'voting' || view.phase === 'round_over';
  const moveOnLabel =
    view.phase === 'writing'
      ? t('activities.caption.closeWriting')
      : view.phase === 'voting'
        ? t('activities.caption.closeVoting')
        : t('activities.game.next');

  return (
    <Box component="section" aria-labelledby={titleId} sx={{ m: 1, display: 'flex', flexDirection: 'column', gap: 1 }}>
      <GameBar
        title={t('activities.caption.title')}
        titleId={titleId}
        round={view.round}
        roundsTotal={view.rounds_total}
        endsAt={running ? view.ends_at : null}
        pause={view.phase === 'round_over'}
        moveOn={running && isHost ? { label: moveOnLabel, run: () => nextCaptionStep(eventId) } : null}
      />
      <Typography role="status" aria-live="polite" sx={{ fontWeight: 600 }}>
        {captionStatus(view, meId, nameOf, t)}
      </Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Stack spacing={2} sx={{ flexGrow: 1, minWidth: 0, width: '100%' }}>
          {!running && (
            <Box>
              <NewGameButton again={view.phase === 'finished'} start={() => newCaptionGame(eventId)} />
            </Box>
          )}
          {view.media && view.phase !== 'finished' && (
            <Box
              component="img"
              src={view.media.url}
              alt={view.media.alt}
              sx={{ width: '100%', maxWidth: 640, aspectRatio: '8 / 5', borderRadius: 2, alignSelf: 'center' }}
            />
          )}
          {view.phase === 'writing' && game && !game.my_caption && (
            <CaptionForm eventId={eventId} roomId={roomId} microphone={microphone} />
          )}
          {view.phase === 'voting' && game && (
            <CaptionBallot
              eventId={eventId}
              roomId={roomId}
              ballot={view.ballot}
              mine={game.my_caption?.id ?? null}
              voted={game.my_vote}
            />
          )}
          {view.last_round && <CaptionRoundCard round={view.last_round} nameOf={nameOf} />}
        </Stack>
        <CaptionSide eventId={eventId} view={view} isHost={isHost} nameOf={nameOf} />
      </Stack>
    </Box>
  );
}

/** The scores, and for the host the switch that shows the grammar corrections with the captions. */
function CaptionSide({
  eventId,
  view,
  isHost,
  nameOf,
}: Pick<Props, 'eventId' | 'view' | 'isHost'> & { nameOf: (id: number) => string }) {
  const { t } = useTranslation();
  const corrections = useMutation({
    mutationFn: (on: boolean) => setCaptionCorrections(eventId, on),
    onError: (err) => showToast(failureText(err), 'error'),
  });
  return (
    <Stack spacing={1} sx={{ width: { xs: '100%', md: 240 }, flexShrink: 0 }}>
      {view.scores.length > 0 && (
        <Scoreboard
          title={view.phase === 'finished' ? t('activities.caption.results') : t('activities.caption.scores')}
          scores={view.scores}
          nameOf={nameOf}
          statusOf={(id) => (view.done_ids.includes(id) ? t('activities.caption.done') : null)}
        />
      )}
      {isHost && (
        <FormControlLabel
          control={
            <Switch checked={view.corrections} disabled={corrections.isPending} onChange={(_e, on) => corrections.mutate(on)} />
          }
          label={t('activities.caption.corrections')}
        />
      )}
    </Stack>
  );
}

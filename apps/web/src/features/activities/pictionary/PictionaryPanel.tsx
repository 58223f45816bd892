import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { LivePerson, PictionaryGame, PictionaryView } from '@parley/contracts';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText } from '../../../lib/api/api-error.ts';
import type { MessageFeed } from '../../../lib/realtime/message-feed.ts';
import { showToast } from '../../../ui/toast/toast-store.ts';
import { VisuallyHidden } from '../../../ui/VisuallyHidden.tsx';
import { chooseWord, nextTurn } from '../api/pictionary.ts';
import { GameBar } from '../components/GameBar.tsx';
import { NewGameButton } from '../components/NewGameButton.tsx';
import { Scoreboard } from '../components/Scoreboard.tsx';
import { personNames } from '../lib/person-names.ts';
import { GuessForm } from './GuessForm.tsx';
import { GuessList } from './GuessList.tsx';
import { PenTools } from './PenTools.tsx';
import { PictionaryCanvas } from './PictionaryCanvas.tsx';
import { turnStatus } from './turn-status.ts';
import type { Pen } from './use-drawing-pen.ts';
import { usePictionaryGame } from './use-pictionary-game.ts';
import '../texts.ts';

interface Props {
  eventId: string;
  roomId: string;
  view: PictionaryView;
  meId: number;
  isHost: boolean;
  roomPeople: LivePerson[];
  feed: MessageFeed;
  microphone: MediaStreamTrack | null;
}

const NO_STROKES: never[] = [];
const onError = (err: unknown) => showToast(failureText(err), 'error');

/**
 * The room's Pictionary game (ADR 0050): who draws, the clock, the canvas, guessing by typing or speaking, and the
 * scores. The server decides every step; this shows it.
 */
export function PictionaryPanel({ eventId, roomId, view, meId, isHost, roomPeople, feed, microphone }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  const game = usePictionaryGame(eventId, roomId, view, feed);
  const [pen, setPen] = useState<Pen>({ color: '#1f2933', size: 8 });
  const nameOf = personNames(roomPeople, meId, t('activities.pictionary.you'));
  const iDraw = view.drawer_id === meId;
  const drawing = view.phase === 'drawing';
  const canvasLabel = iDraw
    ? t('activities.pictionary.yourCanvas')
    : t('activities.pictionary.canvas', { name: view.drawer_id === null ? '' : nameOf(view.drawer_id) });

  return (
    <Box component="section" aria-labelledby={titleId} sx={{ m: 1, display: 'flex', flexDirection: 'column', gap: 1 }}>
      <GameBar
        title={t('activities.pictionary.title')}
        titleId={titleId}
        round={view.round}
        roundsTotal={view.rounds_total}
        endsAt={view.ends_at}
        pause={view.phase === 'round_over'}
        moveOn={
          (isHost || iDraw) && (view.phase === 'choosing' || view.phase === 'drawing' || view.phase === 'round_over')
            ? {
                label: view.phase === 'round_over' ? t('activities.game.next') : t('activities.pictionary.skip'),
                run: () => nextTurn(eventId),
              }
            : null
        }
      />
      <Typography role="status" aria-live="polite" sx={{ fontWeight: 600 }}>
        {turnStatus(view, { meId, word: game?.word ?? null, nameOf }, t)}
      </Typography>
      {drawing && !iDraw && view.hint && <Hint hint={view.hint} category={view.category ?? ''} />}
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Box sx={{ flexGrow: 1, minWidth: 0, width: '100%' }}>
          {(view.phase === 'waiting' || view.phase === 'finished') && (
            <NewGameButton again={view.phase === 'finished'} start={() => nextTurn(eventId)} />
          )}
          {view.phase === 'choosing' && iDraw && game?.choices && <WordChoices eventId={eventId} game={game} />}
          {view.turn_id && (drawing || view.phase === 'round_over') && (
            <PictionaryCanvas
              key={view.turn_id}
              turnId={view.turn_id}
              strokes={game?.strokes ?? NO_STROKES}
              feed={feed}
              pen={iDraw && drawing ? pen : null}
              label={canvasLabel}
            />
          )}
          <Box sx={{ mt: 1 }}>
            {drawing && iDraw && <PenTools pen={pen} onPen={setPen} onClear={() => feed.send({ type: 'PICTIONARY_CLEAR' })} />}
            {drawing && !iDraw && !view.guessed_ids.includes(meId) && <GuessForm eventId={eventId} microphone={microphone} />}
          </Box>
        </Box>
        <Stack spacing={2} sx={{ width: { xs: '100%', md: 240 }, flexShrink: 0 }}>
          {view.scores.length > 0 && (
            <Scoreboard
              title={view.phase === 'finished' ? t('activities.pictionary.results') : t('activities.pictionary.scores')}
              scores={view.scores}
              nameOf={nameOf}
              statusOf={(id) =>
                id === view.drawer_id && (view.phase === 'choosing' || drawing)
                  ? t('activities.pictionary.drawsNow')
                  : view.guessed_ids.includes(id)
                    ? t('activities.pictionary.guessed')
                    : null
              }
            />
          )}
          {(drawing || view.phase === 'round_over') && <GuessList view={view} nameOf={nameOf} />}
        </Stack>
      </Stack>
    </Box>
  );
}

/** The word's shape for the guessers: its first letter, a dash a letter, and what kind of thing it is. */
function Hint({ hint, category }: { hint: string; category: string }) {
  const { t } = useTranslation();
  const letters = hint.split(' ').length;
  return (
    <Typography>
      <VisuallyHidden>{t('activities.pictionary.hint', { hint, count: letters, category })}</VisuallyHidden>
      <Box component="span" aria-hidden sx={{ fontFamily: 'monospace', fontSize: '1.5rem', letterSpacing: '0.15em', mr: 1 }}>
        {hint}
      </Box>
      <Chip size="small" label={category} aria-hidden />
    </Typography>
  );
}

/** The drawer's words to choose from. */
function WordChoices({ eventId, game }: { eventId: string; game: PictionaryGame }) {
  const { t } = useTranslation();
  const choose = useMutation({ mutationFn: (word: string) => chooseWord(eventId, word), onError });
  return (
    <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }} role="group" aria-label={t('activities.pictionary.chooseTitle')}>
      {game.choices?.map((word) => (
        <Button key={word} variant="contained" disabled={choose.isPending} onClick={() => choose.mutate(word)}>
          {word}
        </Button>
      ))}
    </Stack>
  );
}

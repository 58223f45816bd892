import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { LivePerson, WordBombView } from '@parley/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { newWordBombGame } from '../api/wordbomb.ts';
import { GameBar } from '../components/GameBar.tsx';
import { NewGameButton } from '../components/NewGameButton.tsx';
import { personNames } from '../lib/person-names.ts';
import { AnswerForm } from './AnswerForm.tsx';
import { BombPrompt } from './BombPrompt.tsx';
import { bombStatus, standings } from './bomb-status.ts';
import { PlayedWords } from './PlayedWords.tsx';
import { PlayerList } from './PlayerList.tsx';
import { UsefulWords } from './UsefulWords.tsx';
import '../texts.ts';

interface Props {
  eventId: string;
  view: WordBombView;
  meId: number;
  roomPeople: LivePerson[];
  /** The call's microphone, for words said aloud. */
  microphone: MediaStreamTrack | null;
}

/**
 * The room's word game (ADR 0054): the letters, who holds the bomb and its clock, the holder's form, what was tried,
 * the words so far, the card of useful words after an explosion, and the results. The game's view says it all: the
 * server decides every step and sends it as the room's activity.
 */
export function WordBombPanel({ eventId, view, meId, roomPeople, microphone }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  const nameOf = personNames(roomPeople, meId, t('activities.wordbomb.you'));
  const playing = view.phase === 'playing';
  const lastExplosion = view.explosions.at(-1);
  const attempt = view.attempt;

  return (
    <Box component="section" aria-labelledby={titleId} sx={{ m: 1, display: 'flex', flexDirection: 'column', gap: 1 }}>
      <GameBar
        title={t('activities.wordbomb.title')}
        titleId={titleId}
        round={0}
        roundsTotal={0}
        endsAt={playing ? view.ends_at : null}
        pause={false}
        moveOn={null}
      />
      <Typography role="status" aria-live="polite" sx={{ fontWeight: 600 }}>
        {bombStatus(view, meId, nameOf, t)}
      </Typography>
      {playing && !view.players.some((p) => p.user_id === meId) && (
        <Typography color="text.secondary">{t('activities.wordbomb.watching')}</Typography>
      )}
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Stack spacing={2} sx={{ flexGrow: 1, minWidth: 0, width: '100%' }}>
          {!playing && (
            <Box>
              <NewGameButton again={view.phase === 'finished'} start={() => newWordBombGame(eventId)} />
            </Box>
          )}
          {playing && view.syllable && <BombPrompt syllable={view.syllable} />}
          {playing && attempt && attempt.user_id !== meId && (
            <Typography>
              {t('activities.wordbomb.tried', {
                name: nameOf(attempt.user_id),
                word: attempt.text,
                why: t(`activities.wordbomb.why.${attempt.verdict === 'correct' ? 'used' : attempt.verdict}`),
              })}
            </Typography>
          )}
          {playing && view.holder_id === meId && view.syllable && (
            <AnswerForm key={view.turn_id} eventId={eventId} syllable={view.syllable} microphone={microphone} />
          )}
          {playing && lastExplosion && <UsefulWords explosion={lastExplosion} nameOf={nameOf} />}
          {view.phase === 'finished' &&
            view.explosions.map((explosion, i) => <UsefulWords key={i} explosion={explosion} nameOf={nameOf} />)}
          {view.phase !== 'waiting' && <PlayedWords played={view.played} nameOf={nameOf} />}
        </Stack>
        {view.players.length > 0 && (
          <Box sx={{ width: { xs: '100%', md: 240 }, flexShrink: 0 }}>
            <PlayerList
              view={view}
              players={view.phase === 'finished' ? standings(view) : view.players}
              title={view.phase === 'finished' ? t('activities.wordbomb.results') : t('activities.wordbomb.players')}
              nameOf={nameOf}
            />
          </Box>
        )}
      </Stack>
    </Box>
  );
}

import Button from '@mui/material/Button';
import { WORD_BOMB, type WordBombAnswerResult } from '@parley/contracts';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText } from '../../../lib/api/api-error.ts';
import { giveUp, spokenWord, typedWord } from '../api/wordbomb.ts';
import { TypeOrSayForm } from '../components/TypeOrSayForm.tsx';
import { useSpokenAnswer } from '../lib/use-spoken-answer.ts';
import '../texts.ts';

interface Props {
  eventId: string;
  syllable: string;
  /** The call's microphone track; without one, words are typed. */
  microphone: MediaStreamTrack | null;
}

/**
 * The holder's word, typed or said, and giving up. The answer (passed, or why not) is read out to the holder; the
 * room sees the attempt through the game's view. A new form comes with each prompt, so the field starts empty.
 */
export function AnswerForm({ eventId, syllable, microphone }: Props) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [answer, setAnswer] = useState('');

  const judged = (result: WordBombAnswerResult) => {
    if (result.verdict === null || result.word === null) return setAnswer(t('activities.wordbomb.notHeard'));
    setAnswer(t(`activities.wordbomb.verdicts.${result.verdict}`, { word: result.word, syllable: syllable.toUpperCase() }));
  };
  const typed = useMutation({
    mutationFn: (word: string) => typedWord(eventId, word),
    onSuccess: (result) => {
      judged(result);
      setText('');
    },
    onError: (err) => setAnswer(failureText(err)),
  });
  const spoken = useSpokenAnswer(microphone, (clip) => spokenWord(eventId, clip), setAnswer, judged);
  const pass = useMutation({ mutationFn: () => giveUp(eventId), onError: (err) => setAnswer(failureText(err)) });

  return (
    <TypeOrSayForm
      // The bomb is ticking: the field is ready for typing the moment the turn comes.
      autoFocus
      label={t('activities.wordbomb.wordLabel')}
      value={text}
      onChange={setText}
      maxLength={WORD_BOMB.wordMaxLength}
      onSend={(word) => typed.mutate(word)}
      sending={typed.isPending}
      sendLabel={t('activities.wordbomb.send')}
      say={{ ...spoken, microphone, label: t('activities.wordbomb.say'), hint: t('activities.wordbomb.sayHint') }}
      answer={answer}
      extra={
        <Button color="warning" loading={pass.isPending} onClick={() => pass.mutate()}>
          {t('activities.wordbomb.giveUp')}
        </Button>
      }
    />
  );
}

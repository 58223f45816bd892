import { PICTIONARY, type PictionaryGuessResult } from '@parley/contracts';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText } from '../../../lib/api/api-error.ts';
import { spokenGuess, typedGuess } from '../api/pictionary.ts';
import { TypeOrSayForm } from '../components/TypeOrSayForm.tsx';
import { useSpokenAnswer } from '../lib/use-spoken-answer.ts';
import '../texts.ts';

interface Props {
  eventId: string;
  /** The call's microphone track; without one, guesses are typed. */
  microphone: MediaStreamTrack | null;
}

/**
 * A guess typed or said. The answer is the guesser's own (right, close, or what was heard) and is read out; wrong
 * guesses reach everyone through the room's view.
 */
export function GuessForm({ eventId, microphone }: Props) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [answer, setAnswer] = useState('');
  const input = useRef<HTMLInputElement>(null);

  const judged = (result: PictionaryGuessResult) => {
    if (result.text === null) setAnswer(t('activities.pictionary.notHeard'));
    else if (result.correct) setAnswer(t('activities.pictionary.correct', { points: result.points }));
    else if (result.close) setAnswer(t('activities.pictionary.close', { word: result.text }));
    else setAnswer(t('activities.pictionary.wrong', { word: result.text }));
  };
  const typed = useMutation({
    mutationFn: (guess: string) => typedGuess(eventId, guess),
    onSuccess: (result) => {
      judged(result);
      setText('');
      input.current?.focus();
    },
    onError: (err) => setAnswer(failureText(err)),
  });
  const spoken = useSpokenAnswer(microphone, (clip) => spokenGuess(eventId, clip), setAnswer, judged);

  return (
    <TypeOrSayForm
      inputRef={input}
      label={t('activities.pictionary.guessLabel')}
      value={text}
      onChange={setText}
      maxLength={PICTIONARY.guessMaxLength}
      onSend={(guess) => typed.mutate(guess)}
      sending={typed.isPending}
      sendLabel={t('activities.pictionary.guess')}
      say={{ ...spoken, microphone, label: t('activities.pictionary.say'), hint: t('activities.pictionary.sayHint') }}
      answer={answer}
    />
  );
}

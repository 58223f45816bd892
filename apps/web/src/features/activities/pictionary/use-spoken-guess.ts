import type { PictionaryGuessResult } from '@parley/contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText } from '../../../lib/api/api-error.ts';
import { spokenGuess } from '../api/pictionary.ts';
import { recordUtterance } from './record-utterance.ts';
import '../texts.ts';

/**
 * A guess said aloud: listens for one utterance on the call's microphone, sends it, and tells `answer` what happened
 * at each step. Listening stops, and nothing is sent, once the form is gone (the round ended).
 */
export function useSpokenGuess(
  eventId: string,
  microphone: MediaStreamTrack | null,
  answer: (text: string) => void,
  judged: (result: PictionaryGuessResult) => void,
) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const listening = useRef<AbortController | null>(null);
  useEffect(() => () => listening.current?.abort(), []);

  const listen = async () => {
    if (!microphone) return answer(t('activities.pictionary.noMicrophone'));
    setBusy(true);
    answer(t('activities.pictionary.listening'));
    listening.current = new AbortController();
    const { signal } = listening.current;
    try {
      const { clip, spoke } = await recordUtterance(microphone, signal);
      if (signal.aborted) return;
      if (!spoke) return answer(t('activities.pictionary.silent'));
      answer(t('activities.pictionary.checking'));
      judged(await spokenGuess(eventId, clip));
    } catch (err) {
      answer(failureText(err));
    } finally {
      setBusy(false);
    }
  };
  return { listen, busy };
}

import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText } from '../../../lib/api/api-error.ts';
import { recordUtterance } from './record-utterance.ts';
import '../texts.ts';

/**
 * An answer said aloud (a game's guess or word): listens for one utterance on the call's microphone, sends it, and
 * tells `say` what happened at each step. Listening stops, and nothing is sent, once the form is gone (the turn ended).
 */
export function useSpokenAnswer<R>(
  microphone: MediaStreamTrack | null,
  send: (clip: Blob) => Promise<R>,
  say: (text: string) => void,
  judged: (result: R) => void,
) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const listening = useRef<AbortController | null>(null);
  useEffect(() => () => listening.current?.abort(), []);

  const listen = async () => {
    if (!microphone) return say(t('activities.game.noMicrophone'));
    setBusy(true);
    say(t('activities.game.listening'));
    listening.current = new AbortController();
    const { signal } = listening.current;
    try {
      const { clip, spoke } = await recordUtterance(microphone, signal);
      if (signal.aborted) return;
      if (!spoke) return say(t('activities.game.silent'));
      say(t('activities.game.checking'));
      judged(await send(clip));
    } catch (err) {
      say(failureText(err));
    } finally {
      setBusy(false);
    }
  };
  return { listen, busy };
}

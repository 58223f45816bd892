import { CAPTION_THIS } from '@parley/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText } from '../../../lib/api/api-error.ts';
import { sendCaption, transcribeCaption } from '../api/caption.ts';
import { TypeOrSayForm } from '../components/TypeOrSayForm.tsx';
import { useSpokenAnswer } from '../lib/use-spoken-answer.ts';
import { captionGameKey } from './use-caption-game.ts';
import '../texts.ts';

interface Props {
  eventId: string;
  roomId: string;
  microphone: MediaStreamTrack | null;
}

/** A caption typed, or said and then checked: the words heard fill the field for the player to correct and send. */
export function CaptionForm({ eventId, roomId, microphone }: Props) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const [spoken, setSpoken] = useState(false);
  const [answer, setAnswer] = useState('');
  const send = useMutation({
    mutationFn: () => sendCaption(eventId, text.trim(), spoken),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: captionGameKey(eventId, roomId) }),
    onError: (err) => setAnswer(failureText(err)),
  });
  const heard = (result: { text: string }) => {
    setText(result.text);
    setSpoken(true);
    setAnswer(t('activities.caption.heard'));
  };
  const say = useSpokenAnswer(microphone, (clip) => transcribeCaption(eventId, clip), setAnswer, heard);
  return (
    <TypeOrSayForm
      sentence
      label={t('activities.caption.captionLabel')}
      value={text}
      onChange={setText}
      maxLength={CAPTION_THIS.captionMaxLength}
      onSend={() => send.mutate()}
      sending={send.isPending}
      sendLabel={t('activities.caption.send')}
      say={{ ...say, microphone, label: t('activities.caption.say'), hint: t('activities.caption.sayHint') }}
      answer={answer}
    />
  );
}

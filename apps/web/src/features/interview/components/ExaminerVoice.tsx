import ReplayIcon from '@mui/icons-material/Replay';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ttsQueryOptions } from '../api/tts.ts';
import type { ExaminerVoiceSettings } from '../lib/voice.ts';
import '../texts.ts';

interface Props {
  parts: string[];
  voice: ExaminerVoiceSettings;
  /** The examiner has finished reading (each time, replays too), or cannot read it: the answer starts now. */
  onSpoken?: () => void;
}

/**
 * The examiner reading a question aloud, part after part (the question, then a cue card's prompts), with "Replay
 * question". A voice that fails or is muted changes nothing else: the question is on screen. Keyed by the question,
 * so a new question starts from its first part.
 */
export function ExaminerVoice({ parts, voice, onSpoken }: Props) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const [round, setRound] = useState(0);
  const [speaking, setSpeaking] = useState(false);
  const text = parts[index];
  const tts = useQuery({ ...ttsQueryOptions({ text: text ?? '', ...voice }), enabled: text !== undefined });
  const url = tts.data?.tts_url;
  // The last part's element stays, ended, until the next question or a replay.
  const partEnded = () => {
    setSpeaking(false);
    setIndex((i) => Math.min(i + 1, parts.length - 1));
    if (index >= parts.length - 1) onSpoken?.();
  };
  // No voice to wait for: the learner reads the question and answers at once.
  useEffect(() => {
    if (tts.isError) onSpoken?.();
  }, [tts.isError, onSpoken]);
  const replay = () => {
    setIndex(0);
    setRound((r) => r + 1);
  };

  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
      {url && text !== undefined && (
        // A new element per part and per replay, so each starts from its beginning by autoplay.
        <audio
          key={`${round}-${index}`}
          src={url}
          autoPlay
          data-testid="examiner-audio"
          onPlaying={() => setSpeaking(true)}
          onEnded={partEnded}
          onError={partEnded}
        />
      )}
      <Button variant="outlined" startIcon={<ReplayIcon />} onClick={replay}>
        {t('interview.session.replay')}
      </Button>
      <Typography role="status" aria-live="polite" color="text.secondary" variant="body2">
        {speaking ? t('interview.session.speaking') : tts.isError ? t('interview.session.voiceFailed') : ''}
      </Typography>
    </Stack>
  );
}

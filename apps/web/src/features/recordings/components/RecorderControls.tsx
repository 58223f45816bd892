import FiberManualRecordIcon from '@mui/icons-material/FiberManualRecord';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import StopIcon from '@mui/icons-material/Stop';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Recorder, RecorderPhase } from '../lib/use-recorder.ts';
import '../texts.ts';

const ROUND = { width: 72, height: 72, border: 2 } as const;
const ACTIVE: readonly RecorderPhase[] = ['recording', 'paused', 'finishing'];

/**
 * The button pressed gives way to another (Record to Pause, Stop to Record): focus follows, so a keyboard user does
 * not land on the page's start.
 */
function useFollowingFocus(phase: RecorderPhase) {
  const record = useRef<HTMLButtonElement>(null);
  const pause = useRef<HTMLButtonElement>(null);
  const previous = useRef(phase);
  useEffect(() => {
    if (phase === 'recording' && previous.current === 'starting') pause.current?.focus();
    if (phase === 'ready' && ACTIVE.includes(previous.current)) record.current?.focus();
    previous.current = phase;
  }, [phase]);
  return [record, pause] as const;
}

/** The large round Record button; while recording, Pause/Resume, Stop and send, and Delete. */
export function RecorderControls({ recorder }: { recorder: Recorder }) {
  const { t } = useTranslation();
  const { phase } = recorder;
  const [recordRef, pauseRef] = useFollowingFocus(phase);
  if (phase !== 'recording' && phase !== 'paused') {
    return (
      <Tooltip title={t('recordings.recorder.record')}>
        <span>
          <IconButton
            ref={recordRef}
            aria-label={t('recordings.recorder.record')}
            disabled={phase !== 'ready'}
            onClick={() => void recorder.start()}
            sx={{ ...ROUND, color: 'error.main', borderColor: 'currentcolor' }}
          >
            <FiberManualRecordIcon sx={{ fontSize: 44 }} />
          </IconButton>
        </span>
      </Tooltip>
    );
  }
  const paused = phase === 'paused';
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
      <IconButton
        ref={pauseRef}
        aria-label={paused ? t('recordings.recorder.resume') : t('recordings.recorder.pause')}
        onClick={paused ? recorder.resume : recorder.pause}
        sx={{ ...ROUND, color: 'primary.main', borderColor: 'currentcolor' }}
      >
        {paused ? <PlayArrowIcon sx={{ fontSize: 40 }} /> : <PauseIcon sx={{ fontSize: 40 }} />}
      </IconButton>
      <Button variant="contained" size="large" startIcon={<StopIcon />} onClick={() => void recorder.stop()}>
        {t('recordings.recorder.stop')}
      </Button>
      <Button color="inherit" onClick={() => void recorder.cancel()}>
        {t('recordings.recorder.cancel')}
      </Button>
    </Stack>
  );
}

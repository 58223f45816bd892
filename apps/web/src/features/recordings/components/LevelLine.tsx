import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import '../texts.ts';

const HEIGHT = 64;
/** With reduced motion the line is redrawn four times a second instead of every frame. */
const CALM_FRAME_MS = 250;

/** Loudness (RMS, 0–1) of time-domain samples. */
function rmsLevel(samples: Float32Array): number {
  let sum = 0;
  for (const sample of samples) sum += sample * sample;
  return Math.sqrt(sum / Math.max(1, samples.length));
}

/**
 * The microphone's waveform as a line, from the analyser's time-domain samples, drawn each frame. The loudness is
 * kept on `data-level` (0–100) for browser tests; the line itself is decoration beside the timer and status text.
 */
export function LevelLine({ analyser, active }: { analyser: AnalyserNode | null; active: boolean }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const canvas = useRef<HTMLCanvasElement>(null);
  const colour = active ? theme.palette.secondary.main : theme.palette.primary.main;
  const calm = useMediaQuery('(prefers-reduced-motion: reduce)');

  useEffect(() => {
    const element = canvas.current;
    const context = element?.getContext('2d');
    if (!element || !context || !analyser) return;
    const samples = new Float32Array(analyser.fftSize);
    let frame = 0;
    let drawnAt = -Infinity;
    const draw = (now: number) => {
      frame = requestAnimationFrame(draw);
      if (calm && now - drawnAt < CALM_FRAME_MS) return;
      drawnAt = now;
      analyser.getFloatTimeDomainData(samples);
      const { width, height } = element;
      context.clearRect(0, 0, width, height);
      context.lineWidth = 2;
      context.strokeStyle = colour;
      context.beginPath();
      const step = samples.length / width;
      for (let x = 0; x < width; x += 1) {
        const y = height / 2 - samples[Math.floor(x * step)]! * (height / 2) * 0.9;
        if (x === 0) context.moveTo(x, y);
        else context.lineTo(x, y);
      }
      context.stroke();
      element.dataset.level = String(Math.round(rmsLevel(samples) * 100));
    };
    frame = requestAnimationFrame(draw);
    return () => cancelAnimationFrame(frame);
  }, [analyser, colour, calm]);

  return (
    <Box
      component="canvas"
      ref={canvas}
      width={600}
      height={HEIGHT}
      role="img"
      aria-label={t('recordings.recorder.level')}
      data-testid="level-line"
      data-level="0"
      sx={{ width: '100%', height: HEIGHT, display: 'block', bgcolor: 'action.hover', borderRadius: 1.5 }}
    />
  );
}

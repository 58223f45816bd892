import { useEffect, useRef } from 'react';
import { canChooseSpeaker } from '../media/capabilities.ts';

interface Props {
  stream: MediaStream;
  muted: boolean;
  hidden: boolean;
  mirrored: boolean;
  speakerId: string | null;
  /** A shared screen is shown whole (contain); a face fills its tile (cover). */
  fit?: 'cover' | 'contain';
  /** Hears how wide the video is drawn, now and on every change (a media server sends the layer that fills it). */
  onWidth?: (width: number) => void;
}

/** A <video> playing a stream, through the chosen speaker where the browser lets us choose. */
export function StreamVideo({ stream, muted, hidden, mirrored, speakerId, fit = 'cover', onWidth }: Props) {
  const ref = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    video.srcObject = stream;
    // Autoplay may be refused until the user interacts; the next render or click tries again.
    void video.play().catch(() => undefined);
  }, [stream]);

  useEffect(() => {
    if (speakerId && !muted && canChooseSpeaker()) void ref.current?.setSinkId(speakerId).catch(() => undefined);
  }, [speakerId, muted]);

  const latestOnWidth = useRef(onWidth);
  useEffect(() => {
    latestOnWidth.current = onWidth;
  });
  const measured = Boolean(onWidth);
  useEffect(() => {
    const video = ref.current;
    if (!video || !measured || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => entry && latestOnWidth.current?.(entry.contentRect.width));
    observer.observe(video);
    return () => observer.disconnect();
  }, [measured]);

  return (
    <video
      ref={ref}
      autoPlay
      playsInline
      muted={muted}
      style={{
        width: '100%',
        height: '100%',
        objectFit: fit,
        display: 'block',
        visibility: hidden ? 'hidden' : 'visible',
        transform: mirrored ? 'scaleX(-1)' : undefined,
      }}
    />
  );
}

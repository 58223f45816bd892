import { useEffect, useState } from 'react';
import { applyBlur } from './capabilities.ts';
import { useMediaSettings } from './media-settings.ts';

/** ready: a stream (maybe of one kind only) · denied: permission refused · unavailable: no device or it failed. */
export type MediaStatus = 'pending' | 'ready' | 'denied' | 'unavailable';

const constraint = (id: string | null): MediaTrackConstraints | boolean => (id ? { deviceId: { exact: id } } : true);

async function open(cameraId: string | null, microphoneId: string | null): Promise<MediaStream> {
  try {
    return await navigator.mediaDevices.getUserMedia({ audio: constraint(microphoneId), video: constraint(cameraId) });
  } catch (err) {
    const name = err instanceof DOMException ? err.name : '';
    if (name === 'NotAllowedError') throw err;
    // A remembered device that is gone, or one kind missing: try what is left.
    for (const kinds of [{ audio: true, video: true }, { audio: true }, { video: true }]) {
      try {
        return await navigator.mediaDevices.getUserMedia(kinds);
      } catch {
        continue;
      }
    }
    throw err;
  }
}

/** This user's camera and microphone with the remembered devices, switches and blur. */
export function useLocalMedia() {
  const [settings, update] = useMediaSettings();
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [status, setStatus] = useState<MediaStatus>(() => ('mediaDevices' in navigator ? 'pending' : 'unavailable'));
  const [devices, setDevices] = useState<MediaDeviceInfo[]>([]);
  const { cameraId, microphoneId } = settings;

  useEffect(() => {
    let cancelled = false;
    let opened: MediaStream | null = null;
    if (!('mediaDevices' in navigator)) return;
    open(cameraId, microphoneId).then(
      async (next) => {
        if (cancelled) return next.getTracks().forEach((t) => t.stop());
        opened = next;
        setStream(next);
        setStatus('ready');
        // Labels and ids are readable only once permission is granted.
        setDevices(await navigator.mediaDevices.enumerateDevices());
      },
      (err: unknown) => {
        if (cancelled) return;
        setStream(null);
        setStatus(err instanceof DOMException && err.name === 'NotAllowedError' ? 'denied' : 'unavailable');
      },
    );
    return () => {
      cancelled = true;
      opened?.getTracks().forEach((t) => t.stop());
    };
  }, [cameraId, microphoneId]);

  useEffect(() => {
    stream?.getAudioTracks().forEach((t) => (t.enabled = settings.audio));
    stream?.getVideoTracks().forEach((t) => (t.enabled = settings.video));
  }, [stream, settings.audio, settings.video]);

  useEffect(() => {
    void applyBlur(stream?.getVideoTracks()[0], settings.blur).catch(() => undefined);
  }, [stream, settings.blur]);

  const hasAudio = Boolean(stream?.getAudioTracks().length);
  const hasVideo = Boolean(stream?.getVideoTracks().length);
  return {
    stream,
    status,
    devices,
    settings,
    update,
    audioOn: hasAudio && settings.audio,
    videoOn: hasVideo && settings.video,
    hasAudio,
    hasVideo,
  };
}
export type LocalMedia = ReturnType<typeof useLocalMedia>;

/** denied: the user or the browser refused the microphone · unavailable: there is none, or it failed. */
export type MicrophoneFailure = 'denied' | 'unavailable';

export class MicrophoneError extends Error {
  readonly reason: MicrophoneFailure;
  constructor(reason: MicrophoneFailure) {
    super(`microphone ${reason}`);
    this.name = 'MicrophoneError';
    this.reason = reason;
  }
}

/** Asks for the microphone (mono, with the browser's echo and noise cleaning, as for speech). */
export async function openMicrophone(): Promise<MediaStream> {
  if (!navigator.mediaDevices?.getUserMedia) throw new MicrophoneError('unavailable');
  try {
    return await navigator.mediaDevices.getUserMedia({
      audio: { channelCount: 1, echoCancellation: true, noiseSuppression: true, autoGainControl: true },
    });
  } catch (err) {
    const name = err instanceof DOMException ? err.name : '';
    throw new MicrophoneError(name === 'NotAllowedError' || name === 'SecurityError' ? 'denied' : 'unavailable');
  }
}

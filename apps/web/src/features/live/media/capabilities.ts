/**
 * What this browser can do with media, checked rather than assumed (docs/decisions, live web ADR): a speaker
 * choice needs HTMLMediaElement.setSinkId, and background blur is offered only where the camera itself blurs
 * (the backgroundBlur constraint), since blurring in a canvas would blur the face too.
 */
export const canChooseSpeaker = (): boolean =>
  typeof HTMLMediaElement !== 'undefined' && 'setSinkId' in HTMLMediaElement.prototype;

interface BlurCapabilities extends MediaTrackCapabilities {
  backgroundBlur?: boolean[];
}

export function canBlur(track: MediaStreamTrack | undefined): boolean {
  if (!track || typeof track.getCapabilities !== 'function') return false;
  return ((track.getCapabilities() as BlurCapabilities).backgroundBlur ?? []).includes(true);
}

export async function applyBlur(track: MediaStreamTrack | undefined, blur: boolean): Promise<void> {
  if (!track || !canBlur(track)) return;
  await track.applyConstraints({ backgroundBlur: blur } as MediaTrackConstraints);
}

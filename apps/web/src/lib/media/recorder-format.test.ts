import { describe, expect, it } from 'vitest';
import { pickRecorderFormat } from './recorder-format.ts';

const supporting =
  (...types: string[]) =>
  (type: string) =>
    types.includes(type);

describe('pickRecorderFormat', () => {
  it('prefers Opus in WebM, then in Ogg', () => {
    expect(pickRecorderFormat(supporting('audio/webm;codecs=opus', 'audio/ogg;codecs=opus'))).toEqual({
      kind: 'media-recorder',
      mimeType: 'audio/webm;codecs=opus',
    });
    expect(pickRecorderFormat(supporting('audio/ogg;codecs=opus'))).toEqual({
      kind: 'media-recorder',
      mimeType: 'audio/ogg;codecs=opus',
    });
  });

  it('falls back to WAV for a browser that records only MP4, or has no MediaRecorder', () => {
    expect(pickRecorderFormat(supporting('audio/mp4'))).toEqual({ kind: 'wav' });
    expect(pickRecorderFormat(undefined)).toEqual({ kind: 'wav' });
  });

  it('uses WAV when a browser test asks for it', () => {
    expect(pickRecorderFormat(supporting('audio/webm;codecs=opus'), 'wav')).toEqual({ kind: 'wav' });
  });
});

import { activitiesApi } from '@parley/contracts';
import { call } from '../../../lib/api/client.ts';
import { uploadFile } from '../../../lib/api/upload.ts';

const room = (eventId: string) => ({ event_id: eventId });

/** The caller's room's game, with their own caption and vote this round. */
export const fetchCaptionGame = (eventId: string) => call(activitiesApi.captionGet, { query: room(eventId) });

export const newCaptionGame = (eventId: string) => call(activitiesApi.captionNewGame, { body: room(eventId) });

export const sendCaption = (eventId: string, text: string, spoken: boolean) =>
  call(activitiesApi.captionGuess, { body: { ...room(eventId), text, spoken } });

/** A clip of the player saying their caption: the words heard come back for them to check. */
export function transcribeCaption(eventId: string, clip: Blob) {
  const endpoint = activitiesApi.captionTranscribe;
  const url = `${endpoint.path}?${new URLSearchParams(room(eventId))}`;
  return uploadFile(endpoint, url, clip, clip.type.includes('wav') ? 'caption.wav' : 'caption.webm');
}

export const voteForCaption = (eventId: string, captionId: string) =>
  call(activitiesApi.captionVote, { body: { ...room(eventId), caption_id: captionId } });

/** The host closes the writing or the voting, or ends the pause. */
export const nextCaptionStep = (eventId: string) => call(activitiesApi.captionNext, { body: room(eventId) });

export const setCaptionCorrections = (eventId: string, on: boolean) =>
  call(activitiesApi.captionCorrections, { body: { ...room(eventId), on } });

import { activitiesApi } from '@parley/contracts';
import { call } from '../../../lib/api/client.ts';
import { uploadFile } from '../../../lib/api/upload.ts';

const room = (eventId: string) => ({ event_id: eventId });

export const newWordBombGame = (eventId: string) => call(activitiesApi.wordBombNewGame, { body: room(eventId) });

/** The holder's typed word. */
export const typedWord = (eventId: string, word: string) =>
  call(activitiesApi.wordBombAnswer, { body: { ...room(eventId), word } });

/** A clip of the holder saying a word; the server hears it among words holding the prompt. */
export function spokenWord(eventId: string, clip: Blob) {
  const endpoint = activitiesApi.wordBombSpokenAnswer;
  const url = `${endpoint.path}?${new URLSearchParams(room(eventId))}`;
  return uploadFile(endpoint, url, clip, clip.type.includes('wav') ? 'word.wav' : 'word.webm');
}

/** The holder gives the prompt up: the bomb explodes on them. */
export const giveUp = (eventId: string) => call(activitiesApi.wordBombPass, { body: room(eventId) });

import { activitiesApi } from '@parley/contracts';
import { call } from '../../../lib/api/client.ts';
import { uploadFile } from '../../../lib/api/upload.ts';

/** The caller's room's game: the view, this turn's strokes, and the word or the choices when they draw. */
export const fetchGame = (eventId: string) => call(activitiesApi.pictionaryGet, { query: { event_id: eventId } });

/** Starts a game when none runs, or (host, drawer) skips the turn or ends the pause. */
export const nextTurn = (eventId: string) => call(activitiesApi.pictionaryNext, { body: { event_id: eventId } });

export const chooseWord = (eventId: string, word: string) =>
  call(activitiesApi.pictionaryChoose, { body: { event_id: eventId, word } });

export const typedGuess = (eventId: string, text: string) =>
  call(activitiesApi.pictionaryGuess, { body: { event_id: eventId, text } });

/** A clip of the guesser saying the word; the server hears it among the round's words. */
export function spokenGuess(eventId: string, clip: Blob) {
  const endpoint = activitiesApi.pictionarySpokenGuess;
  const url = `${endpoint.path}?${new URLSearchParams({ event_id: eventId })}`;
  return uploadFile(endpoint, url, clip, clip.type.includes('wav') ? 'guess.wav' : 'guess.webm');
}

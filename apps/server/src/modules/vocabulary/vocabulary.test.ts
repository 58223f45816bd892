import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  VOCABULARY_PER_USER_MAX,
  VOCABULARY_PREFIX,
  VOCABULARY_TEXTS as T,
  SPEECH_TEXTS,
  quizResultSchema,
  vocabularyEntrySchema,
  type QuizSession,
  type VocabularyEntry,
} from '@parley/contracts';
import * as z from 'zod/mini';
import { vocabularyWords } from '../../db/schema/index.ts';
import { expectError } from '../../test/auth-helpers.ts';
import { member, type Member } from '../../test/event-helpers.ts';
import { multipart } from '../../test/multipart.ts';
import { createRecording, finishedRecording, stopRecording, uploadChunk } from '../../test/recording-helpers.ts';
import { asBrowserWebm, synthesizeFixture } from '../../test/speech-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { pcmToWav, SAMPLE_RATE } from '../../platform/speech/wav.ts';
import { newCard } from './card-schedule.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'DELETE';
const api = (who: Member, method: Method, path = '', payload?: object) =>
  t.app.inject({ method, url: `${VOCABULARY_PREFIX}${path}`, headers: who.auth, ...(payload === undefined ? {} : { payload }) });
async function add(who: Member, body: object): Promise<VocabularyEntry> {
  const res = await api(who, 'POST', '', body);
  expect(res.statusCode, res.body).toBe(201);
  return z.strictObject(vocabularyEntrySchema.shape).parse(res.json());
}
const words = async (who: Member, query = '') =>
  ((await api(who, 'GET', query)).json() as { items: VocabularyEntry[] }).items.map((w) => w.word);
const session = async (who: Member) => (await api(who, 'GET', '/quiz')).json() as QuizSession;
const say = (who: Member, id: number, audio: Uint8Array) => {
  const form = multipart('file', 'word.webm', audio, 'audio/webm');
  return t.app.inject({
    method: 'POST',
    url: `${VOCABULARY_PREFIX}/quiz/${id}/spoken`,
    payload: form.payload,
    headers: { ...form.headers, ...who.auth },
  });
};
const MINUTE = 60_000;
const minutesUntil = (iso: string) => Math.round((Date.parse(iso) - t.clock.now().getTime()) / MINUTE);

describe('vocabulary', () => {
  it('adds words by hand and from the dictionary, lists, searches, refuses bad words and deletes only its own', async () => {
    const me = await member(t);
    // A blank meaning is taken from WordNet; the level is graded.
    const typed = await add(me, { word: '  Exhausted ' });
    expect(typed).toMatchObject({ word: 'exhausted', source: 'MANUAL', cefr_level: 'B1', recording_id: null, sentence: null });
    expect(typed.meaning).toMatch(/extremely tired/);
    const looked = await add(me, { word: 'journey', meaning: 'a trip from one place to another', source: 'DICTIONARY' });
    expect(looked).toMatchObject({ source: 'DICTIONARY', meaning: 'a trip from one place to another', example: null });
    await add(me, { word: "o'clock" });

    expect(await words(me)).toEqual(["o'clock", 'journey', 'exhausted']);
    expect(await words(me, '?query=TRIP')).toEqual(['journey']);
    expect(await words(me, '?limit=1&offset=1')).toEqual(['journey']);

    expectError(await api(me, 'POST', '', { word: 'journey' }), 409, 'CONFLICT', T.duplicate);
    expectError(await api(me, 'POST', '', { word: ' ' }), 400, 'VALIDATION_ERROR', T.wordRequired);
    expectError(await api(me, 'POST', '', { word: 'two words' }), 400, 'VALIDATION_ERROR', T.wordInvalid);
    expectError(await api(me, 'POST', '', { word: 'a'.repeat(41) }), 400, 'VALIDATION_ERROR', T.wordTooLong);
    expectError(await api(me, 'POST', '', { word: 'fine', meaning: 'x'.repeat(501) }), 400, 'VALIDATION_ERROR', T.meaningTooLong);
    expectError(await api(me, 'POST', '', { word: 'fine', example: 'x'.repeat(501) }), 400, 'VALIDATION_ERROR', T.exampleTooLong);

    // Another learner neither sees nor deletes them.
    const other = await member(t);
    expect(await words(other)).toEqual([]);
    expectError(await api(other, 'DELETE', `/${typed.id}`), 404, 'NOT_FOUND', T.notFound);
    expect((await api(me, 'DELETE', `/${typed.id}`)).json()).toEqual({ ok: true });
    expectError(await api(me, 'DELETE', `/${typed.id}`), 404, 'NOT_FOUND', T.notFound);

    // At the limit a new word is refused with what to do.
    const card = newCard(t.clock.now());
    await t.db.insert(vocabularyWords).values(
      Array.from({ length: VOCABULARY_PER_USER_MAX - 1 }, (_, i) => ({
        userId: other.id,
        word: `w${i}`,
        source: 'MANUAL' as const,
        ...card,
      })),
    );
    await add(other, { word: 'last' });
    expectError(await api(other, 'POST', '', { word: 'more' }), 409, 'CONFLICT', T.tooMany);
  });

  it('looks a word up in the dictionary: meanings, examples, level and a reading', async () => {
    const me = await member(t);
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/sdk/dictionary?language=en&word=Journey', headers: me.auth });
    expect(res.statusCode, res.body).toBe(200);
    const entry = res.json();
    expect(entry).toMatchObject({ word: 'journey', language: 'en', cefr_level: 'A2' });
    expect(entry.phonemes[0]).toEqual(['JH', 'ER1', 'N', 'IY0']);
    expect(entry.meanings[0]).toMatchObject({ part_of_speech: 'noun', definition: expect.stringMatching(/travel/) });
    expect(entry.tts_url).toMatch(/^\/api\/v1\/sdk\/storage\/files\//);
    expect((await t.app.inject({ method: 'GET', url: entry.tts_url })).statusCode).toBe(200);
    const unknown = await t.app.inject({ method: 'GET', url: '/api/v1/sdk/dictionary?word=blorptastic', headers: me.auth });
    expectError(unknown, 404, 'NOT_FOUND', SPEECH_TEXTS.wordUnknown);
  });

  it('asks due words in a mixed session, grades written answers and moves each card by its grade (FSRS)', async () => {
    const me = await member(t);
    const [tired, tasty, trip] = [
      await add(me, { word: 'exhausted' }),
      await add(me, { word: 'delicious', meaning: 'very good to eat' }),
      await add(me, { word: 'journey' }),
    ];
    expect((await api(me, 'GET', '/quiz/due')).json()).toEqual({ due: 3, next_due_at: null });
    const { due, questions } = await session(me);
    expect(due).toBe(3);
    const byWord = new Map(questions.map((q) => [q.word_id, q]));
    expect(questions.map((q) => q.type)).toEqual(['MEANING_TO_WORD', 'SAY_THE_WORD', 'WORD_TO_MEANING']);
    expect(byWord.get(tired.id)).toMatchObject({ prompt: tired.meaning, hint: '9 letters, starting with “e”', cefr_level: 'B1' });
    expect(byWord.get(tasty.id)).toMatchObject({ prompt: 'delicious', hint: 'very good to eat' });
    const choose = byWord.get(trip.id)!;
    expect(choose.prompt).toBe('journey');
    expect(choose.choices).toHaveLength(3);
    expect(choose.choices).toContain(trip.meaning);
    expect(JSON.stringify(questions)).not.toContain('"exhausted"');

    const answer = async (id: number, body: object) => {
      const res = await api(me, 'POST', `/quiz/${id}/answer`, body);
      expect(res.statusCode, res.body).toBe(200);
      return z.strictObject(quizResultSchema.shape).parse(res.json());
    };
    // FSRS's learning steps: wrong comes back in a minute, a slip sooner than right, right in ten minutes.
    const wrong = await answer(tired.id, { type: 'MEANING_TO_WORD', answer: 'tired' });
    expect(wrong).toMatchObject({ correct: false, grade: 'AGAIN', expected: 'exhausted', message: 'The word is “exhausted”.' });
    expect(minutesUntil(wrong.due_at)).toBe(1);
    const slip = await answer(tasty.id, { type: 'MEANING_TO_WORD', answer: 'delicous' });
    expect(slip).toMatchObject({ correct: true, grade: 'HARD', message: 'Almost! It is spelt “delicious”.' });
    const right = await answer(trip.id, { type: 'WORD_TO_MEANING', answer: trip.meaning! });
    expect(right).toMatchObject({ correct: true, grade: 'GOOD' });
    expect(minutesUntil(right.due_at)).toBe(10);
    expect(minutesUntil(slip.due_at)).toBeGreaterThan(1);
    expect(minutesUntil(slip.due_at)).toBeLessThan(10);
    expect((await api(me, 'GET', '/quiz/due')).json()).toEqual({ due: 0, next_due_at: wrong.due_at });

    // Right again once it is due: learnt, and back in days rather than minutes.
    t.clock.advance(10 * MINUTE);
    expect((await session(me)).questions.map((q) => q.word_id)).toEqual([tired.id, tasty.id, trip.id]);
    const learnt = await answer(trip.id, { type: 'MEANING_TO_WORD', answer: 'Journey' });
    expect(learnt.grade).toBe('GOOD');
    expect(minutesUntil(learnt.due_at)).toBeGreaterThanOrEqual(24 * 60);
    const [row] = (await api(me, 'GET', '?query=journey')).json().items as VocabularyEntry[];
    expect(row!.reviews).toBe(2);

    // Refused: a question the word cannot be asked, no answer, someone else's word.
    expectError(
      await api(me, 'POST', `/quiz/${trip.id}/answer`, { type: 'FILL_THE_GAP', answer: 'journey' }),
      400,
      'VALIDATION_ERROR',
      T.questionUnavailable,
    );
    expectError(
      await api(me, 'POST', `/quiz/${trip.id}/answer`, { type: 'MEANING_TO_WORD', answer: ' ' }),
      400,
      'VALIDATION_ERROR',
      T.answerRequired,
    );
    const other = await member(t);
    expectError(
      await api(other, 'POST', `/quiz/${trip.id}/answer`, { type: 'MEANING_TO_WORD', answer: 'journey' }),
      404,
      'NOT_FOUND',
      T.notFound,
    );
    expect(await session(other)).toEqual({ due: 0, questions: [] });
  });

  it('scores a spoken word with the pronunciation assessment on real audio', async () => {
    const me = await member(t);
    const word = await add(me, { word: 'journey' });
    const said = await say(me, word.id, asBrowserWebm(await synthesizeFixture('journey')));
    expect(said.statusCode, said.body).toBe(200);
    expect(said.json()).toMatchObject({ correct: true, grade: 'GOOD', heard: 'journey', message: 'Well said!' });
    expect(said.json().accuracy_score).toBeGreaterThanOrEqual(60);

    // Another word said is not the word: heard as nothing or as one of the decoys, never as the word asked for.
    const other = await add(me, { word: 'window' });
    const wrong = await say(me, other.id, asBrowserWebm(await synthesizeFixture('journey')));
    expect(wrong.json()).toMatchObject({ correct: false, grade: 'AGAIN', expected: 'window', accuracy_score: null });
    expect(wrong.json().heard).not.toBe('window');

    expectError(
      await say(me, other.id, new TextEncoder().encode('not audio at all')),
      400,
      'VALIDATION_ERROR',
      T.audioUnreadable,
    );
    expectError(await api(me, 'POST', `/quiz/${other.id}/spoken`, {}), 415, 'UNSUPPORTED_MEDIA_TYPE', T.audioRequired);
    expectError(await say(me, other.id, new Uint8Array(512 * 1024 + 1)), 413, 'PAYLOAD_TOO_LARGE', T.audioTooLarge);
    // Eleven seconds is no longer one word.
    const long = pcmToWav(new Uint8Array(SAMPLE_RATE * 2 * 11));
    expectError(await say(me, other.id, long), 400, 'VALIDATION_ERROR', T.audioTooLarge);
    expectError(
      await say(await member(t), other.id, asBrowserWebm(await synthesizeFixture('window'))),
      404,
      'NOT_FOUND',
      T.notFound,
    );
  }, 60_000);

  it('collects the words of a finished recording’s feedback, with the learner’s sentence, for the quiz', async () => {
    const me = await member(t);
    // Two words of their own first: the session's third and fourth questions are then about the recording's words.
    await add(me, { word: 'journey' });
    await add(me, { word: 'window' });
    const audio = asBrowserWebm(await synthesizeFixture(SAID));
    const id = await createRecording(t, me.auth);
    const res = await uploadChunk(t, me.auth, id, 0, audio);
    expect(res.statusCode, res.body).toBe(200);
    expect((await stopRecording(t, me.auth, id)).statusCode).toBe(200);
    expect((await finishedRecording(t, me.auth, id, 90_000)).processing_status).toBe('PROCESSED');

    // "very good" and "very tired" give their stronger words, with the sentence they were said in (collected just
    // after the feedback is saved).
    const collected = async () => ((await api(me, 'GET', '?query=very')).json() as { items: VocabularyEntry[] }).items;
    await expect.poll(async () => (await collected()).length).toBe(2);
    const items = await collected();
    const [tired, good] = items;
    expect(items.map((w) => [w.word, w.source, w.said, w.recording_id])).toEqual([
      ['exhausted', 'VOCAB', 'very tired', id],
      ['excellent', 'VOCAB', 'very good', id],
    ]);
    expect(tired!.sentence).toMatch(/^the soup was very good and i was very tired after work/);
    expect(tired).toMatchObject({ cefr_level: 'B1', meaning: expect.stringMatching(/extremely tired/) });

    // The fourth question fills the gap in the learner's own sentence.
    const { questions } = await session(me);
    expect(questions.map((q) => q.type)).toEqual(['MEANING_TO_WORD', 'SAY_THE_WORD', 'WORD_TO_MEANING', 'FILL_THE_GAP']);
    expect(questions[2]!.word_id).toBe(good!.id);
    expect(questions[3]).toMatchObject({ word_id: tired!.id, hint: 'You said “very tired”' });
    expect(questions[3]!.prompt).toMatch(/^the soup was very good and i was ___ after work/);
    const filled = await api(me, 'POST', `/quiz/${tired!.id}/answer`, { type: 'FILL_THE_GAP', answer: 'exhausted' });
    expect(filled.json()).toMatchObject({ correct: true, grade: 'GOOD' });
  }, 120_000);
});

const SAID = 'the soup was very good and i was very tired after work. my brother have a big car.';

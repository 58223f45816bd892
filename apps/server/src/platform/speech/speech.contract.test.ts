import { execFileSync } from 'node:child_process';
import { ACCENT_CODES, VOICE_GENDERS } from '@parley/contracts';
import { dictionary as cmu } from 'cmu-pronouncing-dictionary';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOpenAiSpeechStandIn } from '../../test/openai-speech-standin.ts';
import { synthesizeFixture } from '../../test/speech-fixtures.ts';
import { createSpeech } from './index.ts';
import { UndecodableAudio, type SpeechPort } from './port.ts';

const SENTENCE = 'i went to the market yesterday and bought some apples';
const LOCAL = {
  AI_TRANSCRIBE_MODEL: 'whisper-1',
  AI_TTS_MODEL: 'tts-1',
  POCKETSPHINX_LANGUAGE_WEIGHT: 6.5,
  POCKETSPHINX_LEARNER_FORMS: true,
  POCKETSPHINX_DECODERS: 1,
  POCKETSPHINX_PRONUNCIATION_VARIANTS: 3000,
};

let standIn: Awaited<ReturnType<typeof startOpenAiSpeechStandIn>>;
let audio: Uint8Array;
beforeAll(async () => {
  [standIn, audio] = await Promise.all([startOpenAiSpeechStandIn(), synthesizeFixture(SENTENCE)]);
  standIn.teach(audio, SENTENCE);
});
afterAll(() => standIn.close());

/** One suite, both configurations: the local engines and an OpenAI-compatible server (here, its stand-in). */
describe.each([
  ['local', () => createSpeech(LOCAL)],
  ['hosted', () => createSpeech({ ...LOCAL, AI_BASE_URL: standIn.url, AI_API_KEY: 'sk-test' })],
] as const)('speech port: %s', { timeout: 90_000 }, (name, create) => {
  let speech: SpeechPort;
  beforeAll(() => {
    speech = create();
  });
  afterAll(() => speech.close());

  it('names its engines', () => {
    expect(speech.recognizer.engine).toBe(name === 'local' ? 'pocketsphinx' : 'hosted');
    expect(speech.synthesizer.engine).toBe(name);
  });

  it('transcribes speech into timed words with confidences', async () => {
    const { words, engine } = await speech.recognizer.transcribe(audio);
    expect(engine).toBe(speech.recognizer.engine);
    const said = SENTENCE.split(' ');
    expect(words.filter((w) => said.includes(w.word)).length).toBeGreaterThanOrEqual(said.length * 0.7);
    for (const [i, w] of words.entries()) {
      expect(w.end).toBeGreaterThan(w.start);
      expect(w.end).toBeLessThanOrEqual(speech.converter.durationSeconds(audio) + 0.05);
      if (i > 0) expect(w.start).toBeGreaterThanOrEqual(words[i - 1]!.start);
      expect(w.confidence).toBeGreaterThanOrEqual(0);
      expect(w.confidence).toBeLessThanOrEqual(1);
    }
  });

  it('transcribes short urgent audio when the engine is free', async () => {
    const heard = await speech.recognizer.transcribeIfFree(audio, { waitMs: 60_000 });
    expect(heard?.engine).toBe(speech.recognizer.engine);
    expect(heard?.words.map((w) => w.word)).toEqual(expect.arrayContaining(['market', 'apples']));
  });

  it('gives a second opinion from a decoder of its own that hears the same sentence', async () => {
    const heard = await speech.recognizer.secondOpinion(audio);
    expect(heard.engine).toBe('pocketsphinx');
    const said = SENTENCE.split(' ');
    expect(heard.words.filter((w) => said.includes(w.word)).length).toBeGreaterThanOrEqual(said.length * 0.7);
    // A learner form stays in its vocabulary: the opinion can confirm a "teached" the first decode heard.
    const learner = await synthesizeFixture('she teached me how to swim');
    expect((await speech.recognizer.secondOpinion(learner)).words.map((w) => w.word)).toContain('teached');
  });

  it('aligns against a grammar, and answers null for one the audio does not fit', async () => {
    const grammar = (sentence: string) => ({
      jsgf: `#JSGF V1.0;\ngrammar g;\npublic <s> = ${sentence};\n`,
      dictionary: [...new Set(sentence.split(' '))].map((w) => `${w} ${cmu[w]}`).join('\n'),
    });
    const words = await speech.recognizer.alignWithGrammar(audio, grammar(SENTENCE));
    expect(words?.map((w) => w.word)).toEqual(SENTENCE.split(' '));
    expect(await speech.recognizer.alignWithGrammar(audio, grammar('she has three children and two dogs'))).toBeNull();
  });

  it('decodes several voice selections of one upload at once, each as a decode of its own gives it', async () => {
    // Two channels as a browser uploads them: the sentence on the left, the same at half level on the right.
    const stereo = new Uint8Array(
      execFileSync(
        'ffmpeg',
        ['-loglevel', 'error', '-i', 'pipe:0', '-af', 'pan=stereo|c0=c0|c1=0.5*c0', '-c:a', 'libopus', '-f', 'webm', 'pipe:1'],
        {
          input: audio,
        },
      ),
    );
    const [first, both, mix] = await speech.converter.toWav16kMonoVoices(stereo, ['first', 'both', 'mix']);
    expect(first).toEqual(await speech.converter.toWav16kMono(stereo, { voices: 'first' }));
    expect(both).toEqual(await speech.converter.toWav16kMono(stereo, { voices: 'both' }));
    expect(mix).toEqual(await speech.converter.toWav16kMono(stereo));
    expect(both).not.toEqual(first);
    await expect(speech.converter.toWav16kMonoVoices(new TextEncoder().encode('not audio'), ['first', 'both'])).rejects.toThrow(
      UndecodableAudio,
    );
  });

  it('speaks every accent in both voices as audio ffmpeg decodes', async () => {
    for (const accent of ACCENT_CODES) {
      for (const gender of VOICE_GENDERS) {
        const { audio: speech_, contentType } = await speech.synthesizer.synthesize({
          text: 'Thank you very much.',
          accent,
          gender,
        });
        expect(contentType).toBe('audio/mpeg');
        const wav = await speech.converter.toWav16kMono(speech_);
        expect(speech.converter.durationSeconds(wav), `${accent} ${gender}`).toBeGreaterThan(0.3);
      }
    }
  });
});

describe('speech port: hosted requests', () => {
  it('sends the documented multipart fields with the bearer key, and JSON for speech', async () => {
    const speech = createSpeech({ ...LOCAL, AI_BASE_URL: `${standIn.url}/`, AI_API_KEY: 'sk-test' });
    await speech.recognizer.transcribe(audio);
    expect(standIn.seen.at(-1)).toEqual({
      path: '/audio/transcriptions',
      authorization: 'Bearer sk-test',
      fields: { model: 'whisper-1', response_format: 'verbose_json', 'timestamp_granularities[]': 'word' },
      fileBytes: audio.byteLength,
    });
    await speech.synthesizer.synthesize({ text: 'Hello', accent: 'en-GB', gender: 'FEMALE' });
    expect(standIn.seen.at(-1)).toMatchObject({
      path: '/audio/speech',
      fields: { model: 'tts-1', input: 'Hello', voice: 'nova' },
    });
    standIn.failNext();
    await expect(speech.recognizer.transcribe(audio)).rejects.toThrow(/answered 500/);
    await speech.close();
  });
});

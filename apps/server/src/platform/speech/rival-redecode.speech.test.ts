import { describe, expect, it } from 'vitest';
import { jobSpeech } from '../../test/job-speech.ts';
import { synthesizeFixture } from '../../test/speech-fixtures.ts';
import { redecodeWithRivals } from './rival-redecode.ts';

const speech = jobSpeech();
const { recognizer } = speech;

/** flite's slt reads the sentence; the recogniser transcribes it and the re-decode hears it again as one line. */
async function reheard(sentence: string, learnerForm: string) {
  const wav = await synthesizeFixture(sentence, 'slt');
  const { words } = await recognizer.transcribe(wav);
  const form = words.findIndex((w) => w.word === learnerForm);
  const heard = await redecodeWithRivals(wav, words, [words.length], speech, { budgetSeconds: 10 });
  return { words, form, heard };
}

describe('redecodeWithRivals (flite speech, real pocketsphinx)', { timeout: 15_000 }, () => {
  it('puts "go" back where the language model wrote "goed" into a correct "I go to the gym"', async () => {
    const { words, form, heard } = await reheard('I go to the gym every day after work', 'goed');
    expect(words[form]?.learnerFormOf).toBe('went');
    expect(heard[form]).toMatchObject({ word: 'go', heard: false });
  });

  it('keeps the "have" a learner said after "she", heard against "has"', async () => {
    const { form, heard } = await reheard('She have a lot of friends at work', 'have');
    expect(form).toBe(1);
    expect(heard[form]).toMatchObject({ word: 'have', heard: true });
    expect(heard[form]!.fit).toBeGreaterThan(0.5);
  });

  it('hears an article the recogniser put in as nothing said', async () => {
    const wav = await synthesizeFixture('I play tennis on Sundays', 'slt');
    const { words } = await recognizer.transcribe(wav);
    const tennis = words.findIndex((w) => w.word === 'tennis');
    expect(tennis).toBeGreaterThan(0);
    const before = words[tennis - 1]!;
    const putIn = { word: 'the', start: before.end, end: words[tennis]!.start + 0.05, confidence: 0.9 };
    const withArticle = [...words.slice(0, tennis), putIn, ...words.slice(tennis)];
    const heard = await redecodeWithRivals(wav, withArticle, [withArticle.length], speech, { budgetSeconds: 10 });
    expect(heard[tennis]).toMatchObject({ word: null });
    expect(heard[tennis + 1]).toMatchObject({ word: 'tennis', heard: true });
    // On the recording's clock, where the recogniser placed the word, not the clip's.
    expect(Math.abs(heard[tennis + 1]!.start - words[tennis]!.start)).toBeLessThan(0.15);
  });

  it('gives null per word of a line the audio does not fit, and leaves lines past its time budget unchecked', async () => {
    const wav = await synthesizeFixture('She has three children and two dogs', 'slt');
    const { words } = await recognizer.transcribe(wav);
    // The same times, other words: no path of the line's grammar fits this audio.
    const other = ['we', 'goes', 'to', 'the', 'cinema', 'on', 'fridays'].map((word, i) => ({
      ...words[i % words.length]!,
      word,
    }));
    const unfit = await redecodeWithRivals(wav, other.slice(0, words.length), [words.length], speech, { budgetSeconds: 10 });
    expect(unfit).toEqual(words.map(() => null));
    const late = await redecodeWithRivals(wav, words, [words.length], speech, { budgetSeconds: 0 });
    expect(late).toEqual(words.map(() => undefined));
  });
});

import { afterAll, describe, expect, it } from 'vitest';
import { synthesizeFixture } from '../../test/speech-fixtures.ts';
import { DEFAULT_LANGUAGE_WEIGHT, DEFAULT_PRONUNCIATION_VARIANTS } from './defaults.ts';
import { createFfmpegConverter } from './ffmpeg-converter.ts';
import { createPocketsphinxRecognizer, POCKETSPHINX_MODEL_DIR } from './pocketsphinx.ts';
import { redecodeWithRivals } from './rival-redecode.ts';

/** The job's recogniser settings, as the speech port builds them. */
const recognizer = createPocketsphinxRecognizer({
  modelDir: POCKETSPHINX_MODEL_DIR,
  languageWeight: DEFAULT_LANGUAGE_WEIGHT,
  learnerForms: true,
  pronunciationVariants: DEFAULT_PRONUNCIATION_VARIANTS,
  decoders: 1,
});
const speech = { recognizer, converter: createFfmpegConverter() };
afterAll(() => recognizer.close());

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
});

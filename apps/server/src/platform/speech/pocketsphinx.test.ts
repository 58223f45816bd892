import { readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { synthesizeFixture } from '../../test/speech-fixtures.ts';
import { decoderDictionary } from './pocketsphinx-dictionary.ts';
import { createPocketsphinxRecognizer, POCKETSPHINX_MODEL_DIR } from './pocketsphinx.ts';

const cacheDir = path.join(tmpdir(), `parley-pocketsphinx-test-${process.pid}`);
afterAll(() => rm(cacheDir, { recursive: true, force: true }));

describe('pocketsphinx recognizer: learner forms', { timeout: 90_000 }, () => {
  it('adds each form as the next pronunciation of the word it stands for', async () => {
    const dictionary = await decoderDictionary(POCKETSPHINX_MODEL_DIR, cacheDir, true);
    const text = await readFile(dictionary.path, 'utf8');
    expect(text).toMatch(/^bought\(2\) B AO T$/m);
    expect(text).toMatch(/^bought\(3\) B AY D$/m);
    expect(dictionary.learnerForms.get('bought(3)')).toBe('buyed');
    expect(dictionary.learnerForms.get('children(2)')).toBe('childs');
    expect((await decoderDictionary(POCKETSPHINX_MODEL_DIR, cacheDir, false)).learnerForms.size).toBe(0);
  });

  it('lets an over-regularised past tense through that the language model alone repairs', async () => {
    const audio = await synthesizeFixture('Yesterday I buyed a new phone for my sister');
    const heard = async (learnerForms: boolean) => {
      const recognizer = createPocketsphinxRecognizer({
        modelDir: POCKETSPHINX_MODEL_DIR,
        languageWeight: 6.5,
        learnerForms,
        cacheDir,
      });
      try {
        return (await recognizer.transcribe(audio)).words.map((w) => w.word);
      } finally {
        await recognizer.close();
      }
    };
    const [withForms, without] = await Promise.all([heard(true), heard(false)]);
    expect(withForms).toContain('buyed');
    expect(without).not.toContain('buyed');
    expect(withForms).toEqual(expect.arrayContaining(['yesterday', 'phone', 'sister']));
  });
});

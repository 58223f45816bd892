import { readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { synthesizeFixture } from '../../test/speech-fixtures.ts';
import { LEARNER_FORMS } from './learner-forms.ts';
import { decoderDictionary } from './pocketsphinx-dictionary.ts';
import { createPocketsphinxRecognizer, POCKETSPHINX_MODEL_DIR } from './pocketsphinx.ts';

const cacheDir = path.join(tmpdir(), `parley-pocketsphinx-test-${process.pid}`);
afterAll(() => rm(cacheDir, { recursive: true, force: true }));

describe('pocketsphinx recognizer: learner forms', { timeout: 90_000 }, () => {
  it('adds each form as the next pronunciation of the word it stands for', async () => {
    const forms = LEARNER_FORMS.map((f) => ({ standsFor: f.standsFor, phones: f.phones, writtenAs: f.said }));
    const dictionary = await decoderDictionary(POCKETSPHINX_MODEL_DIR, cacheDir, forms);
    const text = await readFile(dictionary.path, 'utf8');
    expect(text).toMatch(/^bought\(2\) B AO T$/m);
    expect(text).toMatch(/^bought\(3\) B AY D$/m);
    expect(dictionary.extras.get('bought(3)')).toEqual({ word: 'buyed', learnerFormOf: 'bought' });
    expect(dictionary.extras.get('children(2)')).toEqual({ word: 'childs', learnerFormOf: 'children' });
    const plain = await decoderDictionary(POCKETSPHINX_MODEL_DIR, cacheDir, []);
    expect([plain.path, plain.extras.size]).toEqual([path.join(POCKETSPHINX_MODEL_DIR, 'cmudict-en-us.dict'), 0]);
  });

  it('adds pronunciation variants after the learner forms, leaving out unknown words and pronunciations already listed', async () => {
    const dictionary = await decoderDictionary(POCKETSPHINX_MODEL_DIR, cacheDir, [
      { standsFor: 'three', phones: 'T R IY', variant: 'th-t' },
      { standsFor: 'three', phones: 'TH R IY' },
      { standsFor: 'notaword', phones: 'N AA T', variant: 'th-t' },
    ]);
    const text = await readFile(dictionary.path, 'utf8');
    expect(text).toMatch(/^three\(2\) T R IY$/m);
    expect([...dictionary.extras]).toEqual([['three(2)', { word: 'three', variant: 'th-t' }]]);
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

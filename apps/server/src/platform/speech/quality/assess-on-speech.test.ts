import { afterAll, describe, expect, it } from 'vitest';
import { assessPronunciation, variantsOf } from '@parley/language';
import { createFfmpegConverter } from '../ffmpeg-converter.ts';
import { createPocketsphinxRecognizer, POCKETSPHINX_MODEL_DIR } from '../pocketsphinx.ts';
import { synthesizeFixture } from '../../../test/speech-fixtures.ts';
import { entriesOf, referenceTranscript } from './measure.ts';
import { speakWithPronunciations } from './variant-speech.ts';
import { DEFAULT_PRONUNCIATION_VARIANTS } from '../defaults.ts';

/** As the pipeline runs it: learner forms and the frequent words' mispronunciations in the dictionary. */
const recognizer = createPocketsphinxRecognizer({
  modelDir: POCKETSPHINX_MODEL_DIR,
  languageWeight: 6.5,
  learnerForms: true,
  pronunciationVariants: DEFAULT_PRONUNCIATION_VARIANTS,
});
const converter = createFfmpegConverter();
const deps = { recognizer, converter };
afterAll(() => recognizer.close());

const SENTENCE = 'I think there are three very good reasons';
const variant = (word: string, rule: string) => variantsOf(word)!.variants.find((v) => v.rule === rule)!;

// A cold decoder load takes several seconds on the shared machine.
describe('assessPronunciation on speech', { timeout: 90_000 }, () => {
  it('flags the substituted words with their rule, phones, place and a low score, and nothing else', async () => {
    const said = [
      { word: 'three', phones: variant('three', 'th-t').phones },
      { word: 'very', phones: variant('very', 'v-w').phones },
    ];
    const wav = await speakWithPronunciations(SENTENCE, 'slt', said, converter);
    const transcript = (await referenceTranscript(wav, entriesOf(SENTENCE), deps))!;
    const report = await assessPronunciation(wav, transcript, deps);
    expect(report.findings).toEqual([
      {
        word: 'three',
        wordIdx: 4,
        start: expect.closeTo(transcript[4]!.start, 1),
        end: expect.closeTo(transcript[4]!.end, 1),
        accuracyScore: 33,
        heard: { rule: 'th-t', description: "'th' (as in think) said as 't'" },
        expectedPhones: ['TH', 'R', 'IY1'],
        heardPhones: ['T', 'R', 'IY1'],
      },
      expect.objectContaining({ word: 'very', wordIdx: 5, heard: { rule: 'v-w', description: "'v' said as 'w'" } }),
    ]);
    expect(report.words).toHaveLength(8);
    expect(report.words.filter((w) => w.accuracyScore >= 60).map((w) => w.word)).toEqual(
      SENTENCE.toLowerCase()
        .split(' ')
        .filter((w) => w !== 'three' && w !== 'very'),
    );
  });

  it('hears a mispronounced word as the word meant, through its variant in the recogniser, and flags it', async () => {
    const wav = await speakWithPronunciations(
      'The film was very good',
      'slt',
      [{ word: 'very', phones: variant('very', 'v-w').phones }],
      converter,
    );
    const plain = createPocketsphinxRecognizer({ modelDir: POCKETSPHINX_MODEL_DIR, languageWeight: 6.5, learnerForms: true });
    try {
      // Without the variants "wery" comes out as a word it sounds like, and "very" is never checked.
      expect((await plain.transcribe(wav)).words.map((w) => w.word)).not.toContain('very');
    } finally {
      await plain.close();
    }
    const { words } = await recognizer.transcribe(wav);
    expect(words.find((w) => w.word === 'very')).toMatchObject({ heardVariant: 'v-w' });
    const report = await assessPronunciation(wav, words, deps);
    expect(report.findings.map((f) => [f.word, f.heard.rule])).toEqual([['very', 'v-w']]);
  });

  it("judges the recogniser's transcript of a sentence said right without a finding, every word scored", async () => {
    const wav = await synthesizeFixture(SENTENCE, 'slt');
    const { words } = await recognizer.transcribe(wav);
    const report = await assessPronunciation(wav, words, deps);
    expect(report.findings).toEqual([]);
    expect(report.skipped).toEqual([]);
    expect(report.words.map((w) => w.word)).toEqual(words.map((w) => w.word));
    for (const w of report.words) {
      expect(w.accuracyScore).toBeGreaterThanOrEqual(60);
      expect(w.end).toBeGreaterThan(w.start);
      expect(w.end).toBeLessThanOrEqual(converter.durationSeconds(wav));
    }
  });

  it('when the audio does not fit a segment, aligns its halves and skips only what still does not fit', async () => {
    const wav = await synthesizeFixture(`${SENTENCE} to stay at home tonight`, 'slt');
    const { words } = await recognizer.transcribe(wav);
    const wrong = words.map((w, i) => (i === 5 ? { ...w, word: 'extremely' } : w));
    const report = await assessPronunciation(wav, wrong, deps);
    expect(report.alignments.unfit).toBeGreaterThan(0);
    expect(report.alignments.runs).toBeGreaterThan(report.alignments.unfit);
    expect(report.skipped).toContainEqual({ wordIdx: 5, word: 'extremely', reason: 'audio did not fit the word' });
    expect(report.words.length).toBeGreaterThanOrEqual(words.length - 3);
    expect(report.findings).toEqual([]);
  });
});

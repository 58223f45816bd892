import { dictionary as cmu } from 'cmu-pronouncing-dictionary';
import { describe, expect, it } from 'vitest';
import { synthesizeFixture } from '../../test/speech-fixtures.ts';
import { alignWithGrammar } from './pocketsphinx-align.ts';
import { SpeechEngineError } from './port.ts';

const options = { modelDir: '/usr/share/pocketsphinx/model/en-us', timeoutMs: 20_000 };

/** What the pronunciation analysis hands in: one public rule and CMU phones (stress digits are tolerated). */
function grammarFor(sentence: string, extra: Record<string, string> = {}) {
  const words = sentence.split(' ');
  const entries = { ...Object.fromEntries(words.map((w) => [w, cmu[w]!])), ...extra };
  const alternatives = (w: string) => [w, ...Object.keys(extra).filter((k) => k.startsWith(`${w}_`))].join(' | ');
  return {
    jsgf: `#JSGF V1.0;\ngrammar g;\npublic <s> = ${words.map((w) => `( ${alternatives(w)} )`).join(' ')};\n`,
    dictionary: Object.entries(entries)
      .map(([w, phones]) => `${w} ${phones}`)
      .join('\n'),
  };
}

describe('pocketsphinx forced alignment', () => {
  it('times every word of a matching sentence, in order, with confidences', async () => {
    const sentence = 'i went to the market yesterday and bought some apples';
    const words = await alignWithGrammar(await synthesizeFixture(sentence), grammarFor(sentence), options);
    expect(words?.map((w) => w.word)).toEqual(sentence.split(' '));
    for (const [i, w] of words!.entries()) {
      expect(w.end).toBeGreaterThan(w.start);
      if (i > 0) expect(w.start).toBeGreaterThanOrEqual(words![i - 1]!.end);
      expect(w.confidence).toBeGreaterThan(0.5);
      expect(w.confidence).toBeLessThanOrEqual(1);
    }
  });

  it('returns the variant words the grammar offered, spelled as the grammar spells them', async () => {
    const grammar = grammarFor('we were thinking about the weather', { thinking_t: 'T IH NG K IH NG' });
    const said = await alignWithGrammar(await synthesizeFixture('we were tinking about the weather'), grammar, options);
    expect(said?.map((w) => w.word)).toEqual(['we', 'were', 'thinking_t', 'about', 'the', 'weather']);
  });

  it('answers null when the audio says something else', async () => {
    const audio = await synthesizeFixture('she has three children and two dogs');
    const grammar = grammarFor('can you tell me where the station is');
    expect(await alignWithGrammar(audio, grammar, options)).toBeNull();
  });

  it('refuses a grammar whose words the dictionary lacks', async () => {
    const audio = await synthesizeFixture('she has three children and two dogs');
    const grammar = { jsgf: '#JSGF V1.0;\ngrammar g;\npublic <s> = she has;\n', dictionary: 'she SH IY\n' };
    await expect(alignWithGrammar(audio, grammar, options)).rejects.toBeInstanceOf(SpeechEngineError);
  });
});

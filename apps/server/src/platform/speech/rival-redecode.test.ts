import { describe, expect, it, vi } from 'vitest';
import { redecodeWithRivals, type RivalRedecodeDeps } from './rival-redecode.ts';
import { heardWords } from '../../test/heard-words.ts';

/** An aligner that answers with the grammar keys named, at clip times. */
function aligner(keys: string[] | null): RivalRedecodeDeps {
  return {
    converter: { clip: vi.fn(async () => new Uint8Array()) },
    recognizer: {
      alignWithGrammar: vi.fn(
        async () => keys && keys.map((word, i) => ({ word, start: i * 0.5, end: i * 0.5 + 0.4, confidence: 0.8 })),
      ),
    },
  };
}

const options = { budgetSeconds: 10 };

describe('redecodeWithRivals', () => {
  it('reads the forms the audio picked back onto the recognised words, an article heard as nothing included', async () => {
    // "she goes to the gym": w1_1 is "go", the empty choice for "the" leaves no word.
    const words = heardWords('she goes to the gym');
    const result = await redecodeWithRivals(new Uint8Array(), words, [5], aligner(['w0_0', 'w1_1', 'w2_0', 'w4_0']), options);
    expect(result.map((h) => h?.word)).toEqual(['she', 'go', 'to', null, 'gym']);
    expect(result[1]).toEqual({ word: 'go', start: 0.85 + 0.5, end: 0.85 + 0.9, fit: 0.8, heard: true });
  });

  it('marks a standard word put back for a learner form as not heard', async () => {
    const words = heardWords('i goed home', { goed: 'went' });
    // w1_0 is "went", the first standard rival of "goed".
    const result = await redecodeWithRivals(new Uint8Array(), words, [3], aligner(['w0_0', 'w1_0', 'w2_0']), options);
    expect(result[1]).toMatchObject({ word: 'went', heard: false });
    expect(result[0]).toMatchObject({ word: 'i', heard: true });
  });

  it('gives null per word when the audio fits no path, undefined for a line with nothing to offer', async () => {
    const words = heardWords('she goes to yesterday');
    const result = await redecodeWithRivals(new Uint8Array(), words, [2, 2], aligner(null), options);
    expect(result).toEqual([null, null, undefined, undefined]);
  });

  it('leaves the lines after its time budget unchecked', async () => {
    const deps = aligner(['w0_0', 'w1_0']);
    const result = await redecodeWithRivals(new Uint8Array(), heardWords('she goes he goes'), [2, 2], deps, { budgetSeconds: 0 });
    expect(result).toEqual([undefined, undefined, undefined, undefined]);
    expect(deps.recognizer.alignWithGrammar).not.toHaveBeenCalled();
  });
});

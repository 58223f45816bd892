import { describe, expect, it } from 'vitest';
import { jobSpeech } from '../../../test/job-speech.ts';
import { synthesizeFixture } from '../../../test/speech-fixtures.ts';
import { secondOpinionByLine } from './second-opinion.ts';
import { transcriptLines } from './transcript-lines.ts';

const speech = jobSpeech();
const { recognizer } = speech;

describe('secondOpinionByLine (flite speech, real pocketsphinx)', { timeout: 30_000 }, () => {
  it('confirms the words said and not a word put in their place, and asks only about the lines it is given', async () => {
    const wav = await synthesizeFixture('she teached me how to swim', 'slt');
    const lines = transcriptLines((await recognizer.transcribe(wav)).words);
    expect(lines.map((l) => l.text)).toEqual(['she teached me how to swim']);
    const [agreed] = await secondOpinionByLine(wav, lines, [true], speech, 10);
    expect(agreed).toEqual([true, true, true, true, true, true]);

    // The same line as a recogniser that misheard "me" would give it: the second decoder does not back that word.
    const misheard = lines.map((l) => ({ ...l, words: l.words.map((w, i) => (i === 2 ? { ...w, word: 'my' } : w)) }));
    const [doubted] = await secondOpinionByLine(wav, misheard, [true], speech, 10);
    expect(doubted).toEqual([true, true, false, true, true, true]);

    expect(await secondOpinionByLine(wav, lines, [false], speech, 10)).toEqual([undefined]);
    expect(await secondOpinionByLine(wav, lines, [true], speech, 0)).toEqual([undefined]);
  });
});

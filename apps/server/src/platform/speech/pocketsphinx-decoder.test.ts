import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { synthesizeFixture } from '../../test/speech-fixtures.ts';
import { createWarmDecoder, type DecoderOptions } from './pocketsphinx-decoder.ts';
import { baseWord } from './pocketsphinx-output.ts';
import { POCKETSPHINX_MODEL_DIR } from './pocketsphinx.ts';
import { SAMPLE_RATE, wavPcm } from './wav.ts';

const OPTIONS: DecoderOptions = {
  modelDir: POCKETSPHINX_MODEL_DIR,
  dictionaryPath: `${POCKETSPHINX_MODEL_DIR}/cmudict-en-us.dict`,
  languageWeight: 6.5,
  maxUtteranceSeconds: 30,
  timeoutMs: 30_000,
  timeoutPerSecond: 3_000,
};
const opened: ReturnType<typeof createWarmDecoder>[] = [];
const open = (options: DecoderOptions) => {
  const decoder = createWarmDecoder(options);
  opened.push(decoder);
  return decoder;
};
afterAll(async () => {
  await Promise.all(opened.map((d) => d.close()));
});
// Loading the language model is most of a test's time on a busy machine: the tests share one decoder where they can.
let shared: ReturnType<typeof createWarmDecoder>;
beforeAll(() => {
  shared = open({ ...OPTIONS, maxUtteranceSeconds: 4 });
});

const pcmOf = async (text: string) => wavPcm(await synthesizeFixture(text));
const said = (words: { entry: string }[]) => words.map((w) => baseWord(w.entry));

describe('warm pocketsphinx decoder', { timeout: 90_000 }, () => {
  it('keeps one process for successive requests and answers parallel ones each with its own words', async () => {
    const decoder = shared;
    const [a, b] = await Promise.all([
      pcmOf('she has three children and two dogs'),
      pcmOf('i went to the market yesterday and bought some apples'),
    ]);
    const [first, second] = await Promise.all([decoder.decode(a), decoder.decode(b)]);
    const pid = decoder.processId();
    expect(said(first)).toEqual(expect.arrayContaining(['she', 'three', 'children', 'dogs']));
    expect(said(second)).toEqual(expect.arrayContaining(['market', 'yesterday', 'apples']));
    expect(said(await decoder.decode(b))).toEqual(said(second));
    expect(decoder.processId()).toBe(pid);
  });

  it('replaces a process that died', async () => {
    const decoder = shared;
    const pcm = await pcmOf('i went to the market yesterday and bought some apples');
    await decoder.decode(pcm);
    const pid = decoder.processId()!;
    process.kill(pid, 'SIGKILL');
    await expect.poll(() => decoder.processId()).toBeUndefined();
    expect(said(await decoder.decode(pcm))).toContain('market');
    expect(decoder.processId()).not.toBe(pid);
  });

  it('gives up on a decode that takes too long, kills its process and serves the next request on a new one', async () => {
    const options = { ...OPTIONS, timeoutMs: 1, timeoutPerSecond: 0 };
    const decoder = open(options);
    const pcm = await pcmOf('she has three children and two dogs');
    await expect(decoder.decode(pcm)).rejects.toThrow(/took longer/);
    expect(decoder.processId()).toBeUndefined();
    // The limit is read per request.
    Object.assign(options, { timeoutMs: OPTIONS.timeoutMs, timeoutPerSecond: OPTIONS.timeoutPerSecond });
    expect(said(await decoder.decode(pcm))).toContain('children');
  });

  it('cuts long audio at a pause and keeps every word on the audio clock', async () => {
    const decoder = shared;
    const [a, b] = await Promise.all([
      pcmOf('she has three children and two dogs'),
      pcmOf('i went to the market yesterday and bought some apples'),
    ]);
    const gap = new Uint8Array(2 * SAMPLE_RATE * 2);
    const words = await decoder.decode(new Uint8Array([...a, ...gap, ...b]));
    const market = words.find((w) => baseWord(w.entry) === 'market');
    const secondStarts = (a.byteLength + gap.byteLength) / 2 / SAMPLE_RATE;
    expect(market?.start).toBeGreaterThan(secondStarts + 0.5);
    expect(market?.start).toBeLessThan(secondStarts + 1.2);
    expect(said(words)).toEqual(expect.arrayContaining(['children', 'dogs', 'yesterday', 'apples']));
  });
});

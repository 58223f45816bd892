import { afterAll, describe, expect, it } from 'vitest';
import { synthesizeFixture } from '../../test/speech-fixtures.ts';
import { baseWord } from './pocketsphinx-output.ts';
import { createDecoderPool, type PoolOptions } from './pocketsphinx-pool.ts';
import { POCKETSPHINX_MODEL_DIR } from './pocketsphinx.ts';
import { SAMPLE_RATE, wavPcm } from './wav.ts';

const OPTIONS: PoolOptions = {
  size: 2,
  modelDir: POCKETSPHINX_MODEL_DIR,
  dictionaryPath: `${POCKETSPHINX_MODEL_DIR}/cmudict-en-us.dict`,
  languageWeight: 6.5,
  maxUtteranceSeconds: 5,
  timeoutMs: 30_000,
  timeoutPerSecond: 3_000,
};
const pool = createDecoderPool(OPTIONS);
afterAll(() => pool.close());

const pcmOf = async (text: string) => wavPcm(await synthesizeFixture(text));
const said = (words: { entry: string }[]) => words.map((w) => baseWord(w.entry));

describe('warm pocketsphinx decoder pool', { timeout: 90_000 }, () => {
  it('starts no process before work arrives and one for a lone short request', async () => {
    expect(pool.processIds()).toEqual([]);
    const words = await pool.decode(await pcmOf('she has three children and two dogs'));
    expect(said(words)).toEqual(expect.arrayContaining(['three', 'children', 'dogs']));
    expect(pool.processIds()).toHaveLength(1);
  });

  it("decodes a long recording's pieces on both decoders, every word in order on the recording's clock", async () => {
    const [a, b] = await Promise.all([
      pcmOf('she has three children and two dogs'),
      pcmOf('i went to the market yesterday and bought some apples'),
    ]);
    // 1.5 s pauses, where the 5 s pieces are cut.
    const gap = new Uint8Array(SAMPLE_RATE * 3);
    const pcm = new Uint8Array([...a, ...gap, ...b, ...gap, ...a, ...gap, ...b]);
    const words = await pool.decode(pcm);
    expect(pool.processIds()).toHaveLength(2);
    const starts = words.map((w) => w.start);
    expect(starts).toEqual([...starts].sort((x, y) => x - y));
    const apples = words.filter((w) => baseWord(w.entry) === 'apples');
    expect(apples).toHaveLength(2);
    const lastStarts = (2 * a.byteLength + b.byteLength + 3 * gap.byteLength) / 2 / SAMPLE_RATE;
    expect(apples[1]!.end).toBeGreaterThan(lastStarts + 2);
    expect(apples[1]!.end).toBeLessThanOrEqual(pcm.byteLength / 2 / SAMPLE_RATE);
    expect(said(words).filter((w) => w === 'children')).toHaveLength(2);
  });

  it('decodes urgent audio before waiting pieces, on at most half the decoders, and withdraws it when none is free in time', async () => {
    const single = createDecoderPool({ ...OPTIONS, size: 1 });
    try {
      const [short, long] = await Promise.all([
        pcmOf('she has three children and two dogs'),
        pcmOf('i went to the market yesterday and bought some apples'),
      ]);
      const gap = new Uint8Array(SAMPLE_RATE * 3);
      const finished: string[] = [];
      const job = single.decode(new Uint8Array([...long, ...gap, ...long, ...gap, ...long])).then((words) => {
        finished.push('job');
        return words;
      });
      // The only decoder is on the job's first piece: not free within 10 ms.
      expect(await single.decodeIfFree(short, 10)).toBeNull();
      const urgent = await single.decodeIfFree(short, 60_000);
      finished.push('urgent');
      expect(said(urgent!)).toEqual(expect.arrayContaining(['children', 'dogs']));
      expect(said(await job).filter((w) => w === 'apples')).toHaveLength(3);
      expect(finished).toEqual(['urgent', 'job']);
    } finally {
      await single.close();
    }
    // Two decoders: one at most on urgent work, so a second urgent piece is withdrawn though a decoder is idle.
    const short = await pcmOf('she has three children and two dogs');
    const first = pool.decodeIfFree(short, 60_000);
    expect(await pool.decodeIfFree(short, 10)).toBeNull();
    expect(said((await first)!)).toContain('dogs');
  });

  it('fails a request whose piece fails and serves the next one', async () => {
    const options = { ...OPTIONS, timeoutMs: 1, timeoutPerSecond: 0 };
    const failing = createDecoderPool(options);
    try {
      const pcm = await pcmOf('i went to the market yesterday and bought some apples');
      await expect(failing.decode(new Uint8Array([...pcm, ...pcm, ...pcm]))).rejects.toThrow(/took longer/);
      Object.assign(options, { timeoutMs: OPTIONS.timeoutMs, timeoutPerSecond: OPTIONS.timeoutPerSecond });
      expect(said(await failing.decode(pcm))).toContain('market');
    } finally {
      await failing.close();
    }
  });
});
